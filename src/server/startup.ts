// Runs once per app process before it serves requests (from src/instrumentation.ts): open the database,
// migrate, seed the demo, and say how to sign in.
import "server-only";
import { config, mailSettings } from "./config";
import { getDb, getDbHandle } from "./db";
import { DEMO_LOGIN, demoAccountExists, seedDemo } from "./db/seed";
import { databaseTarget, retryUntilReachable } from "./db/wait-for-database";
import { ensureSetupCode } from "./services/accounts/setup-code";
import { getLive } from "./live";
import { answerTrpcRequest } from "./api/trpc-request";
import { provideAppHooks } from "./http/app-hooks";
import { provideMailer, smtpMailer } from "./mail/mailer";
import { sheetIdByToken } from "./services/sheets/read-sheets";
import { seedDemoSeasons } from "./services/seasons/demo-seasons";
import { seasonBySlug } from "./services/seasons/get-public-season";

export async function startup(): Promise<void> {
  const c = config();
  const mail = mailSettings(c);
  provideMailer(mail ? smtpMailer(mail.url, mail.from, mail.linkBase) : null);
  const handle = await getDbHandle();
  const where = handle.driver === "pg" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${c.PGLITE_DIR}`;
  console.log(`[stichfest] database ready: ${where}`);
  await printSetupCode(handle.db, c.SETUP_CODE);
  if (!c.DEMO_SEED) return;
  const { created } = await seedDemo(handle.db);
  if (created) console.log("[stichfest] demo club and organizer created");
  if (await seedDemoSeasons(handle.db)) console.log("[stichfest] demo seasons created (12 Doppelkopf and 8 Klammern evenings)");
  if (await demoAccountExists(handle.db)) {
    console.log(`[stichfest] Demo-Zugang / demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  }
}

/** While no administrator exists, the first sign-up needs this code: shown here, where only the operator looks. */
async function printSetupCode(db: Parameters<typeof ensureSetupCode>[0], fromEnv: string | undefined) {
  const code = await ensureSetupCode(db, fromEnv);
  if (!code) return;
  if (fromEnv) {
    console.log("[stichfest] Einrichtungscode für das erste Konto: der Wert von SETUP_CODE / setup code for the first account: the value of SETUP_CODE");
  } else {
    console.log(`[stichfest] Einrichtungscode für das erste Konto (Administrator) / setup code for the first account (administrator): ${code}`);
  }
}

/** Starts, waiting for PostgreSQL as long as it is unreachable; any other failure (a PGlite folder held by
 * another process, a wrong password) prints one readable line and stops the process. */
export async function startOrExit(): Promise<void> {
  // getDbHandle waits for an unreachable PostgreSQL itself; this also covers it going away while seeding.
  const started = retryUntilReachable(startup, { target: databaseTarget(config().DATABASE_URL ?? "") });
  // Before the database is there: while it is away the streams answer 503 and the browser retries. The custom
  // server says "ready" once `started` has settled (scripts/start.ts).
  provideAppHooks({
    live: {
      live: getLive,
      sheetId: async (token) => sheetIdByToken(await getDb(), token),
      seasonId: async (slug) => (await seasonBySlug(await getDb(), slug))?.id ?? null,
    },
    trpc: answerTrpcRequest,
    started: started.then(() => undefined, () => undefined),
  });
  try {
    await started;
  } catch (e) {
    console.error(`[stichfest] cannot start: ${(e as Error).message}`);
    process.exit(1);
  }
}
