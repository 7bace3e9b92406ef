// The process-wide database for the app's server code (process-database.ts, kept out of client bundles here).
import "server-only";

export type { Database, DbHandle, Queryable, Transaction } from "./client";
export { closeDb, getDb, getDbHandle } from "./process-database";
