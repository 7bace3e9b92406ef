// `npx tsx bench/refresh-cache.ts`: what one client can make the shared refresh and parts caches hold (issue 30).
//   BENCH refresh.cache_growth_mb <MB>  the `npm start` process's resident memory growth under 10,000 requests of a
//                                       public page (refreshes and parts questions) whose header values all
//                                       differ (<= 50)
// The cache keeps Next's answer to a public page's refresh per key (src/server/http/shared-refresh.ts). Before it
// was bounded, 2,400 requests with distinct Accept-Encoding and Host values grew the app from 230 to 575 MB: each
// made a render of its own, kept until the tournament's next change. Here one client sends 10,000 requests of the
// public page GET /t/<demo> as a live page makes them, every other one a refresh (`RSC: 1`) and the others its
// question for the changed parts (`Stichfest-Parts: <a version>`, http/live-parts.ts), whose Accept-Encoding,
// Host, Accept-Language, cookies and versions all differ: the Host names the
// app (`localhost:<port>` in one of its 512 spellings by case), one request in 100 another host of its own, which
// Next answers itself, unshared (BENCH_FOREIGN_EVERY=10: one in ten). The figure is the highest resident memory
// the process reached, sampled every 100 ms, less its memory after a warm-up of 2,000 such requests. Next's own
// renders make the heap rise and fall on their own: at one in ten, 1,000 renders of the demo page, by 145 to 226 MB
// in a saw-tooth that stays at its height (30,000 such requests peaked at 434 MB, 10,000 up to 430).
// The app runs as `npm start` does (scripts/start.mjs on the built .next) on a fresh PostgreSQL database (on the
// server DATABASE_URL names, default the local one), with the demo tournaments it seeds at its first start.
import http from "node:http";
import { PARTS_HEADER } from "../src/lib/live-parts";
import { rssMb, startApp } from "../test/system/app-server";
import { createBenchDatabase } from "./system/common";

/** The demo Doppelkopf tournament the app seeds (DEMO_DOPPELKOPF_SLUG; not imported: that module loads the games). */
const DEMO_SLUG = "demo-doppelkopf";
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const IN_FLIGHT = 8;
const ENCODINGS = ["gzip", "gzip, deflate", "gzip, deflate, br", "br", "deflate", "identity", "*", "br, gzip;q=0.8"];
const LANGUAGES = ["de-DE,de;q=0.9", "en-GB,en;q=0.8", "fr-FR,fr;q=0.9,en;q=0.5", "nl"];
const COOKIES = ["NEXT_LOCALE=de", "NEXT_LOCALE=en", "NEXT_LOCALE=en; NEXT_LOCALE=de", "theme=dark"];

/** "localhost" with its letters in the case the bits of `i` say: the same host, 512 spellings. */
const spelled = (name: string, i: number) => [...name].map((c, k) => ((i >> k) & 1 ? c.toUpperCase() : c)).join("");

/** One request in FOREIGN_EVERY names a host of its own. */
const FOREIGN_EVERY = Number(process.env.BENCH_FOREIGN_EVERY ?? 100);
const foreign = (i: number) => i % FOREIGN_EVERY === FOREIGN_EVERY - 1;

/** The i-th request's headers: each value differs from every other request's. */
function headersOf(i: number, port: number): http.OutgoingHttpHeaders {
  return {
    ...(i % 2 ? { [PARTS_HEADER]: `bench.${i}` } : { rsc: "1" }),
    host: foreign(i) ? `viewer-${i}.example:${port}` : `${spelled("localhost", i)}:${port}`,
    "accept-encoding": `${ENCODINGS[i % ENCODINGS.length]}, x-bench-${i};q=0.1`,
    "accept-language": `${LANGUAGES[i % LANGUAGES.length]},x-${i};q=0.1`,
    cookie: `${COOKIES[i % COOKIES.length]}; visitor=${i}`,
  };
}

function request(agent: http.Agent, port: number, path: string, headers: http.OutgoingHttpHeaders): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, headers, agent, setHost: false }, (res) => {
      let bytes = 0;
      res.on("data", (c: Buffer) => (bytes += c.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Sends requests `from` to `to` (exclusive), IN_FLIGHT at a time, each with its own headers; counts the statuses. */
async function send(agent: http.Agent, port: number, path: string, from: number, to: number, statuses: Map<number, number>): Promise<void> {
  let next = from;
  const worker = async () => {
    while (next < to) {
      const i = next++;
      const { status } = await request(agent, port, path, headersOf(i, port));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

/** The address Next answers a refresh of `page` at (with its `_rsc` parameter). */
function refreshPath(agent: http.Agent, port: number, page: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: page, headers: { rsc: "1", host: `localhost:${port}` }, agent, setHost: false }, (res) => {
      res.resume();
      const location = res.statusCode === 307 ? res.headers.location : undefined;
      if (res.statusCode === 200) resolve(page);
      else if (location) resolve(new URL(location, "http://x").pathname + new URL(location, "http://x").search);
      else reject(new Error(`a refresh of ${page} answered ${res.statusCode}`));
    });
    req.on("error", reject);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const db = await createBenchDatabase("refresh_cache");
  await db.handle.close();
  const app = await startApp({ databaseUrl: db.url }).catch(async (e: unknown) => {
    await db.drop(); // an app that never came up leaves no database behind
    throw e;
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const statuses = new Map<number, number>();
  try {
    const page = await request(agent, app.port, `/t/${DEMO_SLUG}`, { host: `localhost:${app.port}` });
    if (page.status !== 200) throw new Error(`the demo page answered ${page.status}`);
    // Next wants a refresh's address to carry `_rsc`, the hash of its router headers (none here): it names it in
    // a redirect, which the browser's router would have added itself.
    const path = await refreshPath(agent, app.port, `/t/${DEMO_SLUG}`);
    // Warm up as a hall does: the page's render path loaded and run, shared and not, before the count starts.
    await send(agent, app.port, path, REQUESTS, REQUESTS + 2000, new Map());
    await sleep(1000);
    const before = await rssMb(app.pid);
    console.log(`[bench:refresh-cache] app ${app.pid}: ${before.toFixed(0)} MB after the warm-up; ${REQUESTS} refreshes of ${path}, ${IN_FLIGHT} in flight`);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rssMb(app.pid));
        await sleep(100);
      }
    })();
    const t0 = performance.now();
    for (let from = 0; from < REQUESTS; from += 2000) {
      await send(agent, app.port, path, from, Math.min(REQUESTS, from + 2000), statuses);
      const mb = await rssMb(app.pid);
      console.log(`[bench:refresh-cache] ${Math.min(REQUESTS, from + 2000)} sent in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${mb.toFixed(0)} MB`);
    }
    sampling = false;
    await sampler;
    const after = await rssMb(app.pid);
    peak = Math.max(peak, after);
    console.log(`[bench:refresh-cache] answers by status: ${JSON.stringify(Object.fromEntries(statuses))}; ${after.toFixed(0)} MB at the end`);
    console.log(`BENCH refresh.cache_growth_mb ${(peak - before).toFixed(1)} MB (target <= 50; peak ${peak.toFixed(0)} MB over ${before.toFixed(0)} MB after the warm-up, through npm start)`);
  } finally {
    agent.destroy();
    await app.stop();
    await db.drop();
  }
}

await main();
process.exit(0);
