// `npm run test:e2e`: the Playwright suite against a production build, on a fresh database of its own: a new PGlite
// folder, or a new database on the DATABASE_URL server (dropped afterwards). With DATABASE_URL the whole suite runs
// on PostgreSQL and then the specs tagged @smoke on PGlite, so one run covers both drivers with one build: the
// service tests already run on both (test/db.ts), and the browser tests mostly check what is the same on either.
// Arguments go to Playwright (a spec file, --grep); they select the specs of both runs.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { buildIfNeeded } from "./build-if-needed";
import { findBrowser, NO_BROWSER_LINE, playwrightChromiumPath } from "./find-browser";
import { applyLocalDefaults, LOCAL_DIR } from "./local-env";

// Before minutes of building: without a browser the specs cannot run.
const browser = findBrowser(await playwrightChromiumPath());
if (!browser) {
  console.error(NO_BROWSER_LINE);
  process.exit(1);
}

applyLocalDefaults();
buildIfNeeded();

interface Database {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

async function postgresDatabase(serverUrl: string): Promise<Database> {
  const name = `stichfest_e2e_${Date.now()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  console.log(`[e2e] PostgreSQL database ${name}`);
  return {
    env: { DATABASE_URL: url.toString() },
    cleanup: async () => {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function pgliteDatabase(): Database {
  const dir = mkdtempSync(path.join(LOCAL_DIR, "e2e-"));
  const pgliteDir = path.join(dir, "pglite");
  console.log(`[e2e] PGlite folder ${pgliteDir}`);
  return { env: { PGLITE_DIR: pgliteDir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** Playwright on `db` (its webServer starts the app on it); the exit status. */
async function run(db: Database, args: string[]): Promise<number> {
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: process.env.E2E_PORT ?? "3100" };
  delete env.DATABASE_URL;
  Object.assign(env, db.env);
  env.NEXTAUTH_URL = `http://localhost:${env.E2E_PORT}`;
  env.DEMO_SEED = "true"; // the specs play on the demo tournaments, on either database
  // The first sign-up (the administrator) needs it; the specs read it from here (e2e/helpers.ts signUp).
  env.SETUP_CODE ||= `e2e-setup-${randomBytes(8).toString("hex")}`;
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join("node_modules", "@playwright", "test", "cli.js"), "test", ...args], { stdio: "inherit", env });
  console.log(`[e2e] ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await db.cleanup().catch((e) => console.error(`[e2e] cleanup: ${(e as Error).message}`));
  return result.status ?? 1;
}

const args = process.argv.slice(2);
const serverUrl = process.env.DATABASE_URL;
let status = await run(serverUrl ? await postgresDatabase(serverUrl) : pgliteDatabase(), args);
if (serverUrl && status === 0) {
  console.log("[e2e] the @smoke specs on PGlite, the embedded database of `npm start`");
  status = await run(pgliteDatabase(), [...args, "--grep", "@smoke", "--pass-with-no-tests"]);
}
process.exit(status);
