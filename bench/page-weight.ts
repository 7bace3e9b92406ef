// `npx tsx bench/page-weight.ts`: what a phone's public pages cost on the wire at a large event (issue 30).
//   BENCH page.first_load_kb <kB>   the public page's first load at 1,000 tables, HTML and JavaScript, compressed as
//                                   a phone accepts them; the larger of the two games (<= 250)
//   BENCH live.change_bytes <B>     bytes on the wire to one viewer for one change: the stream's event and the
//                                   page's question for its changed parts it causes (the request and the compressed
//                                   answer with its headers), the largest over the public page, the player page (of
//                                   a player at the changed table) and the projector, at 100 and 1,000 tables, both
//                                   games (<= 4,096)
// Each event is set up through the real verbs on a fresh PostgreSQL database (DATABASE_URL's server, else the
// local one), its tables given a few deals by their tablets; the app runs as `npm start` does. BENCH_TABLES=100
// measures one size only.
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { PARTS_HEADER, type PartsAnswer } from "../src/lib/live-parts";
import { cutParts } from "../src/server/live/parts";
import { startApp, type AppServer } from "../test/system/app-server";
import { klammernDeal, seedKlammernEvent } from "../test/system/klammern-event";
import { confirmTable, createBenchDatabase, keepAliveAgent, PHONE, postDeal, sleep } from "./system/common";
import { seedDoppelkopfEvent } from "./system/doppelkopf-event";

const SIZES = (process.env.BENCH_TABLES ?? "100,1000").split(",").map(Number);
/** Deals entered at every table before measuring, so tables and standings show results. */
const DEALS_BEFORE = 4;
interface Table {
  matchId: string;
  token: string;
  records: Record<string, unknown>[];
}

interface Answer {
  status: number;
  /** Status line, headers and body as they came over the wire (the body still compressed). */
  bytes: number;
  body: Buffer;
  encoding: string;
  location?: string;
}

function get(app: AppServer, path: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: app.port, path, headers: { ...PHONE, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + res.rawHeaders.reduce((n, h) => n + h.length + 2, 0) + 2; // "name: value\r\n" each, then the blank line
        resolve({ status: res.statusCode ?? 0, bytes: head + body.length, body, encoding: String(res.headers["content-encoding"] ?? "identity"), location: res.headers.location });
      });
    });
    req.on("error", reject);
  });
}

/** The request's own size: the phone's headers go to the server with every refresh. */
const requestBytes = (path: string, headers: http.OutgoingHttpHeaders) =>
  `GET ${path} HTTP/1.1\r\n`.length + Object.entries({ host: "hall.example:3000", ...PHONE, ...headers }).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0) + 2;

const text = (a: Answer) => (a.encoding === "br" ? brotliDecompressSync(a.body) : a.encoding === "gzip" ? gunzipSync(a.body) : a.body).toString();

/** HTML and every script it loads, as a phone fetches them on its first visit. */
async function firstLoad(app: AppServer, path: string): Promise<{ html: number; js: number; scripts: number; encoding: string }> {
  const page = await get(app, path, { accept: "text/html" });
  if (page.status !== 200) throw new Error(`${path}: status ${page.status}`);
  const html = text(page);
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&")))].filter((s) => !/noModule|polyfill/i.test(s));
  let js = 0;
  for (const src of scripts) js += (await get(app, src)).bytes;
  return { html: page.bytes, js, scripts: scripts.length, encoding: page.encoding };
}

/** Opens the tournament's event stream; resolves with a counter of the bytes it delivers. */
function openStream(app: AppServer, slug: string): Promise<{ bytes: () => number; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: app.port, path: `/api/live/t/${slug}`, headers: { ...PHONE, accept: "text/event-stream" } }, (res) => {
      let n = 0;
      res.on("data", (c: Buffer) => (n += c.length));
      // Let the retry hint and any catch-up event pass before counting.
      setTimeout(() => {
        const base = n;
        resolve({ bytes: () => n - base, close: () => req.destroy() });
      }, 300);
    });
    req.on("error", reject);
  });
}

async function enter(app: AppServer, tables: Table[], from: number, count: number): Promise<void> {
  const base = new URL(app.url);
  const agent = keepAliveAgent(32);
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      for (let t = tables[next++]; t; t = tables[next++]) {
        let version = from + 1;
        for (let i = from; i < from + count; i++) {
          const o = await postDeal(base, agent, t.token, { matchId: t.matchId, matchVersion: version, number: i + 1, record: t.records[i]!, idempotencyKey: crypto.randomUUID() });
          if (o.kind !== "acked") throw new Error(`deal ${i + 1} of a table: ${JSON.stringify(o)}`);
          version = o.receipt.matchVersion;
        }
      }
    }),
  );
  agent.destroy();
}

interface Figures {
  firstLoadKb: number;
  changeBytes: number;
}

async function measure(game: "klammern" | "doppelkopf", size: number): Promise<Figures> {
  const db = await createBenchDatabase(`page_${game}_${size}`);
  try {
    const s0 = performance.now();
    const ev =
      game === "klammern"
        ? await seedKlammernEvent(db.handle.db, { tables: size, name: "Seitengewicht" }).then((e) => ({
            slug: e.slug,
            tables: e.tables.map((t) => ({ ...t, records: Array.from({ length: 16 }, (_, i) => klammernDeal(t, i + 1)) })),
          }))
        : await seedDoppelkopfEvent(db.handle.db, { players: size * 4, games: 24 });
    await db.handle.close();
    const app = await startApp({ databaseUrl: db.url });
    try {
      await enter(app, ev.tables, 0, DEALS_BEFORE);
      console.log(`[bench:page] ${game} at ${size} tables: seeded and ${DEALS_BEFORE} deals a table entered in ${((performance.now() - s0) / 1000).toFixed(0)} s`);
      const path = `/t/${ev.slug}`;
      // A phone that is not the hall's first: the page and its scripts were asked for once before.
      await firstLoad(app, path);
      await sleep(2000);
      const load = await firstLoad(app, path);
      const firstLoadKb = (load.html + load.js) / 1024;
      console.log(`[bench:page] ${game} ${size}: first load ${firstLoadKb.toFixed(1)} kB (HTML ${(load.html / 1024).toFixed(1)} kB ${load.encoding}, ${load.scripts} scripts ${(load.js / 1024).toFixed(1)} kB)`);

      // One change: a deal at the first table. Each page asks for its parts that changed since the version it shows
      // once the stream told of the change, as LiveRefresh does; the page asked once before (as a page does when it
      // has loaded), so the server knows its version.
      const ask = async (page: string, since: string) => {
        const answer = await get(app, page, { [PARTS_HEADER]: since });
        if (answer.status !== 200) throw new Error(`the parts of ${page} answered ${answer.status}`);
        return { answer, parts: JSON.parse(text(answer)) as PartsAnswer };
      };
      // A loaded page's version, told to the server as the page tells it (the bench has no page: it asks the
      // current version first).
      const loaded = async (page: string) => (await ask(page, (await ask(page, "bench")).parts.v)).parts.v;
      const tableOne = cutParts(text(await get(app, path))).parts.get("table:1:1") ?? "";
      // "Paar 5" (Klammern) or "Spieler 17 (17)" (Doppelkopf; React puts comments between the texts).
      const seated = (game === "klammern" ? /Paar (\d+)/ : /\((?:<!-- -->)?(\d+)(?:<!-- -->)?\)/).exec(tableOne)?.[1];
      if (!seated) throw new Error("no entrant found at table 1 of the public page");
      const pages = { public: path, player: `${path}/spieler?paar=${seated}`, projector: `${path}/projektor` };
      let largest = 0;
      /** One change `act` makes, as the viewer of `page` receives it: the event, its question and the answer. */
      const change = async (name: string, page: string, what: string, act: () => Promise<void>) => {
        const since = await loaded(page);
        const stream = await openStream(app, ev.slug);
        await act();
        const deadline = Date.now() + 5000;
        while (stream.bytes() === 0 && Date.now() < deadline) await sleep(10);
        const event = stream.bytes();
        stream.close();
        const { answer, parts } = await ask(page, since);
        if ("reload" in parts) throw new Error(`the parts of ${page} since ${since}: told to reload`);
        const bytes = event + requestBytes(page, { [PARTS_HEADER]: since }) + answer.bytes;
        largest = Math.max(largest, bytes);
        const ids = parts.parts.map(([id]) => id);
        console.log(`[bench:page] ${game} ${size} ${name}, ${what}: event ${event} B + parts ${answer.bytes} B (${answer.encoding}; ${ids.length} parts: ${ids.slice(0, 8).join(" ")}${ids.length > 8 ? " …" : ""}) + request = ${bytes} B`);
      };
      const [one, two] = [ev.tables[0]!, ev.tables[1]!];
      let played = DEALS_BEFORE;
      for (const [name, page] of Object.entries(pages)) await change(name, page, "a deal", () => enter(app, [one], played++, 1));
      // The largest changes of a table: its last deal, and its confirmation by the opponents, from which its result
      // counts in the standings (rows move). Tables 1 and 2 play up to their last deal; the public page then sees
      // table 1 finish and be confirmed, the projector table 2.
      await enter(app, [one], played, one.records.length - played - 1);
      await enter(app, [two], DEALS_BEFORE, two.records.length - DEALS_BEFORE - 1);
      for (const [name, page, table] of [["public", pages.public, one], ["projector", pages.projector, two]] as const) {
        await change(name, page, "a table's last deal", () => enter(app, [table], table.records.length - 1, 1));
        await change(name, page, "the table confirmed", () => confirmTable(app.url, db.url, table));
      }
      return { firstLoadKb, changeBytes: largest };
    } finally {
      await app.stop();
    }
  } finally {
    await db.drop();
  }
}

async function main() {
  let firstLoad = 0;
  let change = 0;
  let at = 0;
  for (const size of SIZES)
    for (const game of ["klammern", "doppelkopf"] as const) {
      const f = await measure(game, size);
      if (size === Math.max(...SIZES)) firstLoad = Math.max(firstLoad, f.firstLoadKb);
      if (f.changeBytes > change) [change, at] = [f.changeBytes, size];
    }
  console.log(`BENCH page.first_load_kb ${firstLoad.toFixed(1)} kB (target <= 250; at ${Math.max(...SIZES)} tables, the larger game)`);
  console.log(`BENCH live.change_bytes ${change} B (target <= 4096; the largest page, at ${at} tables)`);
  process.exit(0);
}

await main();
