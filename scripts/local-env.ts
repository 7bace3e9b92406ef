// Settings a fresh clone needs without anyone writing them: a local secret (generated once, kept in the
// git-ignored .data folder) and the app's own URL.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const LOCAL_DIR = ".data";

export function applyLocalDefaults(env: NodeJS.ProcessEnv = process.env): void {
  if (!env.NEXTAUTH_SECRET) {
    const file = path.join(LOCAL_DIR, "secret");
    if (!existsSync(file)) {
      mkdirSync(LOCAL_DIR, { recursive: true });
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
    }
    env.NEXTAUTH_SECRET = readFileSync(file, "utf8").trim();
  }
  env.NEXTAUTH_URL ||= `http://localhost:${env.PORT || 3000}`;
}
