// One database handle per process: PostgreSQL over `pg` when DATABASE_URL is set, else an embedded PGlite.
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { mkdirSync } from "node:fs";
import { Pool } from "pg";
import { lockFolder } from "./folder-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database or a transaction: services accept either so they can be composed. */
export type Queryable = Database | Transaction;

export interface DbHandle {
  db: Database;
  driver: "pg" | "pglite";
  pool?: Pool;
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection URL; wins over pgliteDir. */
  url?: string;
  /** PGlite data folder, or "memory://" for an in-memory database. */
  pgliteDir?: string;
}

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.url) {
    // connectionTimeoutMillis: a request waits at most this long for a connection (a dead host, a full pool),
    // then fails with a timeout that answers 503, instead of hanging until the OS gives up on TCP.
    const pool = new Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle client error (e.g. the server restarted) must not crash the process; the pool drops the client.
    pool.on("error", (err) => console.error(`[db] idle connection lost: ${err.message}`));
    // A checked-out client (a transaction, the migration lock) has no pool listener; when its connection dies,
    // node-postgres emits "error" on it, which without a listener is an uncaughtException that ends the
    // process. The failure itself reaches the caller through its query, and release() drops the client.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, driver: "pg", pool, close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? ".data/pglite";
  const inMemory = dir.startsWith("memory://");
  let release = () => {};
  if (!inMemory) {
    mkdirSync(dir, { recursive: true });
    release = lockFolder(dir);
  }
  try {
    const pglite = await PGlite.create(inMemory ? dir : dir);
    const db = drizzlePglite(pglite, { schema }) as unknown as Database;
    return {
      db,
      driver: "pglite",
      pglite,
      close: async () => {
        await pglite.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
