// `npx tsx bench/hall.ts`: a hall's Wi-Fi at a Doppelkopf championship (issue 30).
//   BENCH live.hall_mbit <Mbit/s>   the server's mean outgoing rate to 1,000 phones following a round of 100 tables
//                                   on the public page, at the championship's pace: 24 games a table in 100 minutes,
//                                   a game somewhere in the hall every 2.5 s (<= 10)
// Each phone does what a browser on the public page does: it holds the tournament's event stream, tells the server
// its version once loaded, and on every event asks for its parts that changed since (LiveRefresh). Everything the
// server sends the phones is counted: the streams' events and the answers with their headers, compressed as a
// phone accepts them. The tables enter their games through the tablets' own verb at the real pace for
// BENCH_HALL_SECONDS (default 60, so 24 changes) after 2 games a table; as in the round, one change in 24 is a
// table's confirmation (100 tables, 2,400 games): the hall's last table plays its last game midway and the
// opponents confirm it, the first result to count, so every standings row on the phones changes. The rate is
// what the phones received over that time; the app runs as `npm start` does, on a fresh PostgreSQL database.
import http from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { PARTS_HEADER, type PartsAnswer } from "../src/lib/live-parts";
import { startApp, type AppServer } from "../test/system/app-server";
import { confirmTable, createBenchDatabase, keepAliveAgent, PHONE, postDeal, sleep } from "./system/common";
import { seedDoppelkopfEvent, type DokoTable } from "./system/doppelkopf-event";

const PHONES = Number(process.env.BENCH_HALL_PHONES ?? 1000);
const TABLES = 100;
const SECONDS = Number(process.env.BENCH_HALL_SECONDS ?? 60);
/** 24 games a table in 100 minutes: the hall's pace. */
const GAME_EVERY_MS = (100 * 60_000) / (24 * TABLES);
const GAMES_BEFORE = 2;
/** Bytes of an answer's status line and headers as they came over the wire. */
const headBytes = (res: http.IncomingMessage) => `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + res.rawHeaders.reduce((n, h) => n + h.length + 2, 0) + 2;

interface Hall {
  received: number;
  asked: number;
  reloads: number;
  parts: number;
}

/** One phone on the public page at `path`; counts what it receives into `hall`. */
async function phone(app: AppServer, slug: string, path: string, hall: Hall): Promise<() => void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let shown = "bench";
  let busy = false;
  let again = false;
  const askOnce = () =>
    new Promise<void>((resolve, reject) => {
      hall.asked++;
      http
        .get({ host: "127.0.0.1", port: app.port, path, agent, headers: { ...PHONE, [PARTS_HEADER]: shown } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const body = Buffer.concat(chunks);
            hall.received += headBytes(res) + body.length;
            const answer = JSON.parse((res.headers["content-encoding"] === "br" ? brotliDecompressSync(body) : body).toString()) as PartsAnswer;
            if ("reload" in answer) hall.reloads++;
            else hall.parts += answer.parts.length;
            shown = answer.v;
            resolve();
          });
        })
        .on("error", reject);
    });
  const ask = async () => {
    if (busy) return void (again = true);
    busy = true;
    do {
      again = false;
      await askOnce();
    } while (again);
    busy = false;
  };
  // Loaded: the phone learns the current version (a browser has it from the page) and tells the server.
  await ask();
  await ask();
  const stream = await new Promise<http.ClientRequest>((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: app.port, path: `/api/live/t/${slug}?v=${encodeURIComponent(shown)}`, headers: { ...PHONE, accept: "text/event-stream" } }, (res) => {
      hall.received += headBytes(res);
      let pending = "";
      res.on("data", (c: Buffer) => {
        hall.received += c.length;
        pending += c.toString();
        const events = pending.split("\n\n");
        pending = events.pop()!;
        for (const e of events) {
          const id = /^id: (.+)$/m.exec(e)?.[1];
          if (id && id !== shown) void ask();
        }
      });
      resolve(req);
    });
    req.on("error", reject);
  });
  return () => {
    stream.destroy();
    agent.destroy();
  };
}

async function main() {
  const db = await createBenchDatabase("hall");
  let app: AppServer | null = null;
  try {
    const ev = await seedDoppelkopfEvent(db.handle.db, { players: TABLES * 4, games: 24 });
    await db.handle.close();
    app = await startApp({ databaseUrl: db.url });
    const base = new URL(app.url);
    const agent = keepAliveAgent(8);
    const versions = new Map<DokoTable, number>(ev.tables.map((t) => [t, 1]));
    const play = async (t: DokoTable, game: number) => {
      const o = await postDeal(base, agent, t.token, { matchId: t.matchId, matchVersion: versions.get(t)!, number: game, record: t.records[game - 1]!, idempotencyKey: crypto.randomUUID() });
      if (o.kind !== "acked") throw new Error(`game ${game}: ${JSON.stringify(o)}`);
      versions.set(t, o.receipt.matchVersion);
    };
    for (let g = 1; g <= GAMES_BEFORE; g++) for (const t of ev.tables) await play(t, g);
    // The table that finishes during the measurement: all but its last game.
    const last = ev.tables.at(-1)!;
    for (let g = GAMES_BEFORE + 1; g < last.records.length; g++) await play(last, g);

    const path = `/t/${ev.slug}`;
    const hall: Hall = { received: 0, asked: 0, reloads: 0, parts: 0 };
    const closers: (() => void)[] = [];
    for (let i = 0; i < PHONES; i += 50) closers.push(...(await Promise.all(Array.from({ length: Math.min(50, PHONES - i) }, () => phone(app!, ev.slug, path, hall)))));
    await sleep(1000);
    const before = { ...hall };
    console.log(`[bench:hall] ${PHONES} phones on ${path}: loaded (each started without a version and was told the current one)`);

    // The hall plays: a game every GAME_EVERY_MS, table after table.
    const games = Math.round((SECONDS * 1000) / GAME_EVERY_MS);
    const midway = Math.floor(games / 2);
    const start = performance.now();
    for (let i = 0; i < games; i++) {
      if (i === midway) await play(last, last.records.length);
      else if (i === midway + 1) await confirmTable(app.url, db.url, last);
      else await play(ev.tables[i % (ev.tables.length - 1)]!, GAMES_BEFORE + 1 + Math.floor(i / (ev.tables.length - 1)));
      const next = start + (i + 1) * GAME_EVERY_MS;
      await sleep(Math.max(0, next - performance.now()));
    }
    const seconds = (performance.now() - start) / 1000;
    const bytes = hall.received - before.received;
    const mbit = (bytes * 8) / seconds / 1e6;
    const perPhoneAndGame = bytes / PHONES / games;
    console.log(
      `[bench:hall] ${games} changes (a confirmation among them) in ${seconds.toFixed(1)} s: ${(bytes / 1e6).toFixed(1)} MB to the phones, ${perPhoneAndGame.toFixed(0)} B a phone and change; ` +
        `${hall.asked - before.asked} questions, ${hall.parts - before.parts} parts sent, ${hall.reloads - before.reloads} told to reload`,
    );
    console.log(`BENCH live.hall_mbit ${mbit.toFixed(2)} Mbit/s (target <= 10; ${PHONES} phones, ${TABLES} tables, a game every ${(GAME_EVERY_MS / 1000).toFixed(1)} s)`);
    for (const close of closers) close();
    agent.destroy();
  } finally {
    await app?.stop();
    await db.drop();
  }
  process.exit(0);
}

await main();
