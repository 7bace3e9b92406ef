import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../test/db";
import { appSettings } from "./schema";
import { statement } from "./statement";

describe.each(drivers)("a statement built once (%s)", (driver) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(driver);
  });
  afterAll(async () => t?.dispose());

  it("builds its SQL on the first call only, and runs each call on the connection or transaction it is given", async () => {
    let builds = 0;
    const setting = statement("test_setting", (db) => {
      builds++;
      return db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, sql.placeholder("key")));
    });
    await t.db.insert(appSettings).values({ key: "a", value: { n: 1 } });

    expect(await setting(t.db).execute({ key: "a" })).toEqual([{ value: { n: 1 } }]);
    // In a transaction, the statement sees the transaction's own uncommitted row; outside it, nothing is seen.
    await t.db
      .transaction(async (tx) => {
        await tx.insert(appSettings).values({ key: "b", value: { n: 2 } });
        expect(await setting(tx).execute({ key: "b" })).toEqual([{ value: { n: 2 } }]);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await setting(t.db).execute({ key: "b" })).toEqual([]);
    expect(await setting(t.db).execute({ key: "a" })).toEqual([{ value: { n: 1 } }]);
    expect(builds).toBe(1);
  });

  it("maps the rows of a left join as the query builder does: a missing row is null, not a row of nulls", async () => {
    const other = alias(appSettings, "other");
    const joined = statement("test_join", (db) =>
      db
        .select({ one: appSettings, other })
        .from(appSettings)
        .leftJoin(other, eq(other.key, sql.placeholder("other")))
        .where(eq(appSettings.key, sql.placeholder("key"))),
    );
    await t.db.insert(appSettings).values({ key: "c", value: 3 });
    expect(await joined(t.db).execute({ key: "c", other: "a" })).toMatchObject([{ one: { key: "c", value: 3 }, other: { key: "a", value: { n: 1 } } }]);
    expect(await joined(t.db).execute({ key: "c", other: "nothing" })).toMatchObject([{ one: { key: "c", value: 3 }, other: null }]);
  });
});
