// Runs once per app process before it serves requests (from src/instrumentation.ts): open the database,
// migrate, seed the demo, and say how to sign in.
import "server-only";
import { config } from "./config";
import { getDbHandle } from "./db";
import { DEMO_LOGIN, demoAccountExists, seedDemo } from "./db/seed";
import { databaseTarget, retryUntilReachable } from "./db/wait-for-database";

export async function startup(): Promise<void> {
  const c = config();
  const handle = await getDbHandle();
  const where = handle.driver === "pg" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${c.PGLITE_DIR}`;
  console.log(`[stichfest] database ready: ${where}`);
  if (!c.DEMO_SEED) return;
  const { created } = await seedDemo(handle.db);
  if (created) console.log("[stichfest] demo club and organizer created");
  if (await demoAccountExists(handle.db)) {
    console.log(`[stichfest] Demo-Zugang / demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  }
}

/** Starts, waiting for PostgreSQL as long as it is unreachable; any other failure (a PGlite folder held by
 * another process, a wrong password) prints one readable line and stops the process. */
export async function startOrExit(): Promise<void> {
  try {
    // getDbHandle waits for an unreachable PostgreSQL itself; this also covers it going away while seeding.
    await retryUntilReachable(startup, { target: databaseTarget(config().DATABASE_URL ?? "") });
  } catch (e) {
    console.error(`[stichfest] cannot start: ${(e as Error).message}`);
    process.exit(1);
  }
}
