import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { Client } from "pg";
import { describe, expect, it } from "vitest";
import { urlFor } from "../../../test/db";
import { openDatabase } from "./client";
import { FolderLockedError, lockFolder } from "./folder-lock";
import { migrateDatabase, migrationsFolder } from "./migrate";
import { appSettings } from "./schema";

const migrationCount = readdirSync(migrationsFolder()).filter((f) => f.endsWith(".sql")).length;

describe("PGlite data folder lock", () => {
  it("refuses a folder that a live process holds, naming the folder and the process", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "stichfest-lock-")), "pglite");
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"], { stdio: "ignore" });
    try {
      writeFileSync(`${dir}.lock`, String(holder.pid));
      expect(() => lockFolder(dir)).toThrow(FolderLockedError);
      expect(() => lockFolder(dir)).toThrow(new RegExp(`${dir}.*process ${holder.pid}`));
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(FolderLockedError);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that is gone, and releases it on close", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "stichfest-lock-")), "pglite");
    writeFileSync(`${dir}.lock`, "999999999");
    const handle = await openDatabase({ pgliteDir: dir });
    await migrateDatabase(handle);
    await handle.db.execute(sql`insert into app_settings (key, value) values ('probe', '1'::jsonb)`);
    await handle.close();
    // Reopening the same folder keeps what was stored.
    const again = await openDatabase({ pgliteDir: dir });
    await migrateDatabase(again);
    const rows = await again.db.select().from(appSettings).where(eq(appSettings.key, "probe"));
    expect(rows).toHaveLength(1);
    await again.close();
  });
});

describe.runIf(process.env.DATABASE_URL)("migrations on PostgreSQL", () => {
  it("migrates once when two app processes start at the same moment", async () => {
    const name = `stichfest_mig_${Date.now()}`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const [one, two] = await Promise.all([openDatabase({ url: urlFor(name) }), openDatabase({ url: urlFor(name) })]);
      await Promise.all([migrateDatabase(one), migrateDatabase(two)]);
      const applied = await one.pool!.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(applied.rows[0].n).toBe(migrationCount);
      await Promise.all([one.close(), two.close()]);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
