// The process-wide database: opened and migrated once, kept on globalThis so that hot reloads and every
// bundle of the app share one connection (and one PGlite folder lock).
import "server-only";
import { config } from "../config";
import { openDatabase, type DbHandle } from "./client";
import { migrateDatabase } from "./migrate";

export type { Database, DbHandle, Queryable, Transaction } from "./client";

const KEY = Symbol.for("stichfest.db");
type Holder = { [KEY]?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => {
    const c = config();
    const handle = await openDatabase({ url: c.DATABASE_URL, pgliteDir: c.PGLITE_DIR });
    await migrateDatabase(handle);
    return handle;
  })();
  return holder[KEY];
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
