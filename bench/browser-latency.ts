// `npx tsx bench/browser-latency.ts`: how soon a deal shows on a phone's page in a real browser (issue 30).
//   BENCH live.browser_p95_ms <ms>   from a table's tablet sending a game until a phone's public page shows it
//                                    (the table's game count in the page), p95 over 40 games at 100 tables of a
//                                    Doppelkopf round (<= 1,000)
// Chromium (Playwright) holds the public page open at a phone's size, as a spectator in the hall does; the tables
// of the page's first window send their games through the tablets' own verb, one at a time, a second apart. The page
// follows by its changed parts (LiveRefresh); the time runs from the tablet's request to the moment the browser's
// page shows the new count. The app runs as `npm start` does, on a fresh PostgreSQL database.
import { chromium } from "@playwright/test";
import { findBrowser } from "../scripts/find-browser";
import { startApp, type AppServer } from "../test/system/app-server";
import { createBenchDatabase, keepAliveAgent, percentile, postDeal, sleep, sortNumbers } from "./system/common";
import { seedDoppelkopfEvent } from "./system/doppelkopf-event";

const TABLES = 100;
const GAMES = 40;

async function main() {
  const browserPath = findBrowser(chromium.executablePath());
  if (!browserPath) throw new Error("no Chromium: apt-get install -y chromium");
  const db = await createBenchDatabase("browser");
  let app: AppServer | null = null;
  const browser = await chromium.launch({ executablePath: browserPath.executablePath });
  try {
    const ev = await seedDoppelkopfEvent(db.handle.db, { players: TABLES * 4, games: 24 });
    await db.handle.close();
    app = await startApp({ databaseUrl: db.url });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: "de-DE" });
    await page.goto(`${app.url}/t/${ev.slug}`);
    await page.getByTestId("live-status").and(page.locator('[data-online="true"]')).waitFor();
    await sleep(1500); // the page has told the server its version

    const base = new URL(app.url);
    const agent = keepAliveAgent(2);
    const ms: number[] = [];
    for (let i = 0; i < GAMES; i++) {
      // The tables of the page's first window (the first 40), each its first game, then its second.
      const n = i % 40;
      const table = ev.tables[n]!;
      const game = 1 + Math.floor(i / 40);
      const shown = page.locator(`[data-testid="round-1-tables"] [data-table="${n + 1}"][data-deals="${game}"]`);
      const t0 = performance.now();
      const o = await postDeal(base, agent, table.token, { matchId: table.matchId, matchVersion: game, number: game, record: table.records[game - 1]!, idempotencyKey: crypto.randomUUID() });
      if (o.kind !== "acked") throw new Error(`game ${game} at table ${n + 1}: ${JSON.stringify(o)}`);
      await shown.waitFor({ timeout: 10_000 });
      ms.push(performance.now() - t0);
      await sleep(1000);
    }
    agent.destroy();
    const sorted = sortNumbers(ms);
    console.log(`[bench:browser] ${GAMES} games: median ${percentile(sorted, 50).toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms`);
    console.log(`BENCH live.browser_p95_ms ${percentile(sorted, 95).toFixed(0)} ms (target <= 1000; ${TABLES} tables, a phone's public page in Chromium)`);
  } finally {
    await browser.close();
    await app?.stop();
    await db.drop();
  }
  process.exit(0);
}

await main();
