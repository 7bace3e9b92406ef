// Service tests run on every database driver: always an in-memory PGlite, and the PostgreSQL server named by
// DATABASE_URL when it is set (each test file on a fresh database of its own, dropped afterwards).
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { openDatabase, type DbHandle } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";

export type DriverName = "pglite" | "pg";

export const drivers: DriverName[] = process.env.DATABASE_URL ? ["pglite", "pg"] : ["pglite"];

export interface TestDb extends DbHandle {
  /** Closes the connection and drops the database (pg). */
  dispose(): Promise<void>;
}

/** A URL for a database named `name` on the DATABASE_URL server. */
export function urlFor(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database with the app's migrations, or those of `options.migrationsFolder` (the migration test). */
export async function createTestDb(driver: DriverName, options: { migrationsFolder?: string } = {}): Promise<TestDb> {
  if (driver === "pglite") {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    await migrateDatabase(handle, options.migrationsFolder);
    return { ...handle, dispose: handle.close };
  }
  const name = `stichfest_t_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase({ url: urlFor(name) });
  await migrateDatabase(handle, options.migrationsFolder);
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      const c = new Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
