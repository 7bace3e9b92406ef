// Issue 16: a tablet offline for ten minutes (the page's clock advanced, so its retries back off as they would)
// keeps its deals queued; back online, every deal arrives once, in the order entered. A table of its own.
import { expect, test } from "@playwright/test";
import { DEMO, oneTableTournament, signIn, trpc } from "./helpers";

type Sheet = { tables: { captain: { path: string } | null }[] };
type View = { deals: { number: number; record: { dealer: number; summary: { trump?: string; cardPoints?: (number | null)[] } } }[] };

const DEALS = [
  { declarer: 1, trump: /Kreuz/, code: "C", points: 84 },
  { declarer: 2, trump: /Pik/, code: "S", points: 91 },
  { declarer: 3, trump: /Herz/, code: "H", points: 60 },
  { declarer: 0, trump: /Karo/, code: "D", points: 102 },
  { declarer: 1, trump: /Pik/, code: "S", points: 77 },
  { declarer: 2, trump: /Kreuz/, code: "C", points: 120 },
];

test("a tablet offline for ten minutes sends its six queued deals once, in order, when the network returns", async ({ browser }) => {
  test.setTimeout(180_000);
  const organizer = await (await browser.newContext()).newPage();
  await signIn(organizer, DEMO.email, DEMO.password);
  await expect(organizer).toHaveURL(/\/org$/);
  const { sheet } = await oneTableTournament<Sheet>(organizer, `Funkloch ${Date.now()}`);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.clock.install(); // the page's timers run on a clock the test advances
  await page.goto(sheet.tables[0]!.captain!.path);
  await expect(page).toHaveURL(/\/tisch\/spiel$/);
  await expect(page.locator("html[data-offline-ready='1']")).toHaveCount(1, { timeout: 20_000 });

  await context.route("**/api/**", (route) => route.abort());
  await context.setOffline(true);
  for (const [i, d] of DEALS.entries()) {
    await page.getByRole("group", { name: "Spieler (hat Trumpf bestimmt)", exact: true }).getByRole("button").nth(d.declarer).click();
    await page.getByRole("group", { name: "Trumpf", exact: true }).getByRole("button", { name: d.trump }).click();
    await page.getByRole("group", { name: "Augen von", exact: true }).getByRole("button", { name: "Nord/Süd" }).click();
    await page.getByRole("button", { name: "Punkte leeren" }).click();
    for (const digit of String(d.points)) await page.getByRole("button", { name: `Ziffer ${digit}`, exact: true }).click();
    await page.getByRole("button", { name: `Spiel ${i + 1} speichern` }).click();
    await expect(page.getByTestId(`deal-row-${i + 1}`)).toBeVisible();
  }
  await expect(page.getByTestId("sync-status")).toContainText("6 Spiele warten auf Übertragung.");
  // Ten minutes pass: every retry in between fails, and the wait between retries has grown to its longest.
  await page.clock.runFor("10:00");
  await expect(page.getByTestId("sync-status")).toContainText("6 Spiele warten auf Übertragung.");

  await context.unroute("**/api/**");
  await context.setOffline(false);
  // The browser's "online" event sends at once; the clock runs on in case a retry timer is still due.
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 1000 });
  }).toPass({ timeout: 45_000 });

  const view = await trpc<View>(page, "GET", "table.match", {});
  expect(view.deals.map((d) => d.number)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(view.deals.map((d) => d.record.summary.trump)).toEqual(DEALS.map((d) => d.code));
  expect(view.deals.map((d) => d.record.summary.cardPoints?.[0])).toEqual(DEALS.map((d) => d.points));
  await page.reload();
  await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.");
  expect((await trpc<View>(page, "GET", "table.match", {})).deals).toHaveLength(DEALS.length);
  await context.close();
});
