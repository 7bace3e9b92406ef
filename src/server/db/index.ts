// The process-wide database: opened and migrated once, kept on globalThis so that hot reloads and every
// bundle of the app share one connection (and one PGlite folder lock).
import "server-only";
import { config } from "../config";
import { openDatabase, type DbHandle } from "./client";
import { migrateDatabase } from "./migrate";
import { databaseTarget, retryUntilReachable } from "./wait-for-database";

export type { Database, DbHandle, Queryable, Transaction } from "./client";

const KEY = Symbol.for("stichfest.db");
type Holder = { [KEY]?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  const holder = globalThis as Holder;
  holder[KEY] ??= openAndMigrate().catch((e) => {
    holder[KEY] = undefined; // a failed open is not remembered: the next caller tries again
    throw e;
  });
  return holder[KEY];
}

async function openAndMigrate(): Promise<DbHandle> {
  const c = config();
  const handle = await openDatabase({ url: c.DATABASE_URL, pgliteDir: c.PGLITE_DIR });
  try {
    if (!c.DATABASE_URL) await migrateDatabase(handle);
    // PostgreSQL may still be starting: the first query (the migration lock) waits for it, without limit.
    else await retryUntilReachable(() => migrateDatabase(handle), { target: databaseTarget(c.DATABASE_URL) });
    return handle;
  } catch (e) {
    await handle.close().catch(() => {});
    throw e;
  }
}

export async function getDb() {
  return (await getDbHandle()).db;
}

export async function closeDb(): Promise<void> {
  const holder = globalThis as Holder;
  const pending = holder[KEY];
  holder[KEY] = undefined;
  if (pending) await (await pending).close();
}
