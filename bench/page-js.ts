// `npm run bench -- page-js` (or `tsx bench/page-js.ts [--detail]`): the JavaScript a phone loads for the public
// pages, read from the last `next build` (no server needed, so it takes a second).
//   BENCH page.standings_js_kb   gzipped JavaScript of the public standings page /t/[slug] (target <= 130, not met: docs/performance.md)
//   BENCH page.projector_js_kb   the same for the projector /t/[slug]/projektor (informational)
//   BENCH page.player_js_kb      the same for the player page /t/[slug]/spieler (informational)
// A page's JavaScript: the build's root main files (React DOM, Next's router, Turbopack's runtime) plus the client
// chunks of every layout on its path and of the page itself, from the page's client reference manifest. The
// polyfill chunk is nomodule and not loaded by current browsers. `--detail` lists every chunk with its size and
// what it holds, as far as its text tells.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const DIR = ".next";
export const STANDINGS_TARGET_KB = 130;

export interface PageChunk {
  file: string;
  /** Where the browser gets it from: "root" (rootMainFiles), or the layouts and the page that list it. */
  from: string[];
  bytes: number;
  gzip: number;
}

export interface PageJs {
  route: string;
  chunks: PageChunk[];
  gzip: number;
  /** Chunks the browser loads as well but the figure leaves out, as it always has: the error boundaries'. */
  uncounted: PageChunk[];
}

/** The page's JavaScript, or null when there is no build (or the route is not in it). */
export function pageJs(route: string): PageJs | null {
  const manifest = path.join(DIR, "server", "app", ...route.split("/").filter(Boolean), "page_client-reference-manifest.js");
  const buildManifest = path.join(DIR, "build-manifest.json");
  if (!existsSync(manifest) || !existsSync(buildManifest)) return null;
  const build = JSON.parse(readFileSync(buildManifest, "utf8")) as { rootMainFiles: string[] };
  const text = readFileSync(manifest, "utf8");
  const entry = /"entryJSFiles":(\{[^}]*\})/.exec(text);
  const entries = entry ? (JSON.parse(entry[1]!) as Record<string, string[]>) : {};
  const from = new Map<string, string[]>();
  const add = (file: string, by: string) => from.set(file, [...(from.get(file) ?? []), by]);
  for (const f of build.rootMainFiles) add(f, "root");
  // The layouts on the page's path and the page itself (error and not-found boundaries are left out, as before).
  const segments = route.split("/").filter(Boolean);
  const owners = ["src/app/layout", ...segments.map((_, i) => `src/app/${segments.slice(0, i + 1).join("/")}/layout`), `src/app/${segments.join("/")}/page`];
  for (const [key, chunks] of Object.entries(entries)) {
    const owner = owners.find((o) => key.endsWith(o));
    if (owner) for (const c of chunks) add(c, owner.replace(/^src\/app\//, ""));
  }
  const boundaries = new Map<string, string[]>();
  for (const [key, files] of Object.entries(entries)) {
    const owner = ["src/app/error", "src/app/global-error"].find((o) => key.endsWith(o));
    if (owner) for (const f of files) if (!from.has(f)) boundaries.set(f, [...(boundaries.get(f) ?? []), owner.replace(/^src\/app\//, "")]);
  }
  const measure = ([file, by]: [string, string[]]) => {
    const body = readFileSync(path.join(DIR, file));
    return { file, from: by, bytes: body.length, gzip: gzipSync(body).length };
  };
  const chunks = [...from].map(measure);
  return { route, chunks, gzip: chunks.reduce((s, c) => s + c.gzip, 0), uncounted: [...boundaries].map(measure) };
}

const kb = (n: number) => (n / 1024).toFixed(1);

/** What a minified chunk holds, by the strings that survive minification. */
function contents(file: string): string {
  const text = readFileSync(path.join(DIR, file), "utf8");
  const marks: string[] = [];
  if (/MISSING_MESSAGE/.test(text)) marks.push("next-intl");
  if (/MALFORMED_ARGUMENT|INVALID_VALUE/.test(text)) marks.push("intl-messageformat");
  if (/createServerReference|callServer/.test(text)) marks.push("server action client");
  if (/__turbopack|TURBOPACK_CHUNK|turbopack/i.test(text) && /chunkBasePath|loadChunk/.test(text)) marks.push("turbopack runtime");
  if (/react-dom|reactjs\.org\/docs\/error-decoder|react\.dev\/errors/.test(text)) marks.push("react");
  const ids = [...new Set([...text.matchAll(/data-testid"?:\s*"([^"]+)"/g)].map((m) => m[1]!))];
  if (ids.length) marks.push(`testids: ${ids.slice(0, 6).join(", ")}${ids.length > 6 ? ", …" : ""}`);
  return marks.join("; ");
}

export function printPageJs(name: string, route: string, target: number | null, detail: boolean): boolean {
  const page = pageJs(route);
  if (!page) {
    console.log(`BENCH ${name} needs a build first (npm run build), then run this again`);
    return false;
  }
  const root = page.chunks.filter((c) => c.from.includes("root")).reduce((s, c) => s + c.gzip, 0);
  const app = page.gzip - root;
  const goal = target === null ? "informational" : `target <= ${target}`;
  console.log(
    `BENCH ${name} ${kb(page.gzip)} kB (${goal}; ${route}: ${page.chunks.length} files, gzip; ${page.gzip} bytes, the framework's root files ${kb(root)} kB, the app's chunks ${kb(app)} kB)`,
  );
  if (detail) {
    for (const c of page.chunks) {
      console.log(`  ${kb(c.gzip).padStart(6)} kB gzip ${kb(c.bytes).padStart(6)} kB raw  ${c.file}  [${c.from.join(", ")}]  ${contents(c.file)}`);
    }
    for (const c of page.uncounted) {
      console.log(`  ${kb(c.gzip).padStart(6)} kB gzip ${kb(c.bytes).padStart(6)} kB raw  ${c.file}  [${c.from.join(", ")}; loaded too, not counted]  ${contents(c.file)}`);
    }
  }
  return true;
}

/** The standings page's figure, as bench/live.ts printed it before. */
export function standingsPageJs(detail = false): boolean {
  return printPageJs("page.standings_js_kb", "/t/[slug]", STANDINGS_TARGET_KB, detail);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const detail = process.argv.includes("--detail");
  const ok = standingsPageJs(detail);
  printPageJs("page.projector_js_kb", "/t/[slug]/projektor", null, detail);
  printPageJs("page.player_js_kb", "/t/[slug]/spieler", null, detail);
  process.exit(ok ? 0 : 1);
}
