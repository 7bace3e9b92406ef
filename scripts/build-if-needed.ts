// `npm start` builds only when the sources changed since the last build: a content hash of everything
// that goes into the build, stored beside Next's output.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUTS = ["src", "public", "next.config.js", "postcss.config.mjs", "tsconfig.json", "package-lock.json"];
const STAMP = path.join(".next", "stichfest-build-hash");

function hashInputs(): string {
  const hash = createHash("sha256");
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p).sort()) visit(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) {
      hash.update(p).update("\0").update(readFileSync(p));
    }
  };
  INPUTS.forEach(visit);
  return hash.digest("hex");
}

const isBuilt = (current: string) => existsSync(path.join(".next", "BUILD_ID")) && existsSync(STAMP) && readFileSync(STAMP, "utf8") === current;

export function buildIfNeeded(): void {
  const current = hashInputs();
  if (isBuilt(current)) return;
  // Starters at the same moment (test files that each start the app, two servers) build once: one builds, the
  // others wait for it and then find the build done. Two builds into one .next would break each other.
  const release = buildLock();
  try {
    if (!isBuilt(current)) build(current);
  } finally {
    release();
  }
}

const LOCK = path.join(".data", "build.lock");

/** Takes the lock folder (holding this pid), waiting while a live process holds it; returns its release. */
function buildLock(): () => void {
  mkdirSync(".data", { recursive: true });
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = false; ; ) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, "pid"), String(process.pid));
      return () => rmSync(LOCK, { recursive: true, force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    if (!holderAlive()) {
      rmSync(LOCK, { recursive: true, force: true });
      continue;
    }
    if (!waited) console.log("[stichfest] waiting for another build of the app …");
    waited = true;
    Atomics.wait(pause, 0, 0, 500);
  }
}

function holderAlive(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(LOCK, "pid"), "utf8"));
  } catch {
    // Just taken, its pid not yet written: alive unless the folder is old (its holder died in between).
    try {
      return Date.now() - statSync(LOCK).mtimeMs < 10_000;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

function build(current: string): void {
  console.log("[stichfest] building the app (first start or changed sources): 2-3 minutes on a laptop, once …");
  const result = spawnSync(process.execPath, [path.join("scripts", "build-app.mjs")], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) {
    console.error("[stichfest] cannot start: the build failed (see above).");
    process.exit(1);
  }
  writeFileSync(STAMP, current);
}
