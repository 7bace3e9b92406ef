// Applies the drizzle-kit migrations in ./drizzle at start, on either driver.
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import path from "node:path";
import type { DbHandle, Schema } from "./client";

/** Any fixed number; all app processes use it so that only one migrates at a time. */
const MIGRATION_LOCK_KEY = 7_204_117_001;

export function migrationsFolder(): string {
  return path.join(process.cwd(), "drizzle");
}

/** Applies every migration of `folder` not yet applied (the app's own folder unless a test names another). */
export async function migrateDatabase(handle: DbHandle, folder = migrationsFolder()): Promise<void> {
  const config = { migrationsFolder: folder };
  if (handle.driver === "pglite") {
    // One process per folder (lock file), so no advisory lock is needed.
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
    return;
  }
  // Two app processes starting at once: the second waits on the advisory lock, then finds nothing left to apply.
  const client = await handle.pool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, config);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
