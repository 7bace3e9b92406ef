// The UI language follows the user: saved on the account, read with the session on every request.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { makeUser } from "../../../../test/services";
import { users } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { loadSessionUser } from "./load-session-user";
import { setLocale, setLocaleInput } from "./set-locale";

describe.each(drivers)("a user's language (%s)", (driver) => {
  let t: TestDb;
  let user: SessionUser;
  let other: SessionUser;
  const ctx = (u: SessionUser | null) => ({ db: t.db, user: u, clientAddress: "127.0.0.1" });
  const version = async (id: string) =>
    (await t.db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, id)))[0]!.v;

  beforeAll(async () => {
    t = await createTestDb(driver);
    user = await makeUser(t.db, "Erika");
    other = await makeUser(t.db, "Otto");
  });
  afterAll(async () => t?.dispose());

  it("is the browser's until chosen, then the account's on every request", async () => {
    expect((await loadSessionUser(t.db, user.id, await version(user.id)))?.locale).toBeNull();
    await setLocale({ ctx: ctx(user), input: { locale: "en" } });
    expect((await loadSessionUser(t.db, user.id, await version(user.id)))?.locale).toBe("en");
    expect((await loadSessionUser(t.db, other.id, await version(other.id)))?.locale).toBeNull();
    await setLocale({ ctx: ctx(user), input: { locale: "de" } });
    expect((await loadSessionUser(t.db, user.id, await version(user.id)))?.locale).toBe("de");
  });

  it("refuses a language it does not speak, naming the field, and anyone not signed in", async () => {
    const parsed = setLocaleInput.safeParse({ locale: "fr" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["locale"]);
    await expect(setLocale({ ctx: ctx(null), input: { locale: "en" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      t.db.update(users).set({ locale: "fr" as "de" }).where(eq(users.id, other.id)),
    ).rejects.toThrow();
  });
});
