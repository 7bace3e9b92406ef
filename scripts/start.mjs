// `npm start` / `npm run dev`: scripts/start.ts compiled to plain JavaScript and run on node alone. Under tsx the
// server carried tsx's loader thread and source maps for its whole life: about 110 MB more resident memory
// (docs/decisions.md 34). Compiling takes esbuild a few milliseconds at each start; the packages stay external, so
// Next, the database driver and the rest load from node_modules as before.
import { buildSync } from "esbuild";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";

const [output] = buildSync({
  entryPoints: ["scripts/start.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  write: false,
  outfile: "start.mjs",
  logLevel: "warning",
}).outputFiles;

// Named by content and written by rename, so servers starting at the same moment (the two-server benchmark, the
// test harnesses) never read a half-written file.
const dir = path.resolve("node_modules", ".cache", "stichfest");
const file = path.join(dir, `start-${createHash("sha256").update(output.contents).digest("hex").slice(0, 16)}.mjs`);
if (!existsSync(file)) {
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, output.contents);
  renameSync(partial, file);
}
await import(pathToFileURL(file).href);
