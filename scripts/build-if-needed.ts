// `npm start` builds only when the sources changed since the last build: a content hash of everything
// that goes into the build, stored beside Next's output.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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

export function buildIfNeeded(): void {
  const current = hashInputs();
  const built = existsSync(path.join(".next", "BUILD_ID")) && existsSync(STAMP) && readFileSync(STAMP, "utf8") === current;
  if (built) return;
  console.log("[stichfest] building the app (first start or changed sources) …");
  const result = spawnSync(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) {
    console.error("[stichfest] cannot start: the build failed (see above).");
    process.exit(1);
  }
  writeFileSync(STAMP, current);
}
