// `npm run --silent engine -- score`: runs the engine's command line (src/engine/cli.ts) from one bundled file that
// esbuild builds on first use and again whenever a file under src/engine changes. Plain JavaScript, so that Node
// starts it without tsx: through tsx the same command needed ~1.5 s before its first line, the bundle ~0.2 s (most of
// the budget of a 100 000-line run, see bench doppelkopf.cli). The bundle lives in node_modules/.cache, out of git.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const engineDir = path.join(root, "src", "engine");
const cacheDir = path.join(root, "node_modules", ".cache", "stichfest");
const bundle = path.join(cacheDir, "engine-cli.mjs");
const keyFile = `${bundle}.key`;

/** Name, size and modification time of every engine source: the bundle is current while this key is unchanged. */
function sourceKey() {
  const hash = createHash("sha256");
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) {
        const s = statSync(file);
        hash.update(`${path.relative(engineDir, file)}\0${s.size}\0${s.mtimeMs}\n`);
      }
    }
  };
  walk(engineDir);
  return hash.digest("hex");
}

function readKey() {
  try {
    return readFileSync(keyFile, "utf8");
  } catch {
    return "";
  }
}

const key = sourceKey();
if (readKey() !== key) {
  const { buildSync } = await import("esbuild");
  mkdirSync(cacheDir, { recursive: true });
  // A unique temporary name, then rename: two commands starting at once never run a half-written bundle.
  const tmp = `${bundle}.${process.pid}.tmp.mjs`;
  buildSync({
    entryPoints: [path.join(engineDir, "cli.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: tmp,
    logLevel: "error",
  });
  renameSync(tmp, bundle);
  writeFileSync(keyFile, key);
}
await import(pathToFileURL(bundle).href);
