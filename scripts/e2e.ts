// `npm run test:e2e`: the Playwright suite against a production build, on a fresh database of its own:
// a new PGlite folder, or a new database on the DATABASE_URL server (dropped afterwards).
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

const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: process.env.E2E_PORT ?? "3100" };
env.NEXTAUTH_URL = `http://localhost:${env.E2E_PORT}`;
// The first sign-up (the administrator) needs it; the specs read it from here (e2e/helpers.ts signUp).
env.SETUP_CODE ||= `e2e-setup-${randomBytes(8).toString("hex")}`;
let cleanup = async () => {};

if (process.env.DATABASE_URL) {
  const name = `stichfest_e2e_${Date.now()}`;
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const c = new Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  console.log(`[e2e] PostgreSQL database ${name}`);
} else {
  const dir = mkdtempSync(path.join(LOCAL_DIR, "e2e-"));
  env.PGLITE_DIR = path.join(dir, "pglite");
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
  console.log(`[e2e] PGlite folder ${env.PGLITE_DIR}`);
}

const result = spawnSync(
  process.execPath,
  [path.join("node_modules", "@playwright", "test", "cli.js"), "test", ...process.argv.slice(2)],
  { stdio: "inherit", env },
);
await cleanup().catch((e) => console.error(`[e2e] cleanup: ${(e as Error).message}`));
process.exit(result.status ?? 1);
