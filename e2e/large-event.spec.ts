// Issue 30: pages that do not grow with the event. A Klammern round of 1,000 tables (2,000 pairs, 4,000 players)
// set up through the organizer's verbs: a phone's public page shows one page of tables and of standings with a
// pager and the search for a name; the hall's projector pages through the 4,000 names in chunks from the server,
// moving to the next chunk without reloading the page.
import { expect, test } from "@playwright/test";
import { DEMO, signIn, trpc } from "./helpers";

const TABLES = 1000;
const SHEET = 500; // rows per import, the pair import's limit

test("a round of 1,000 tables: the phone pages through tables and standings, the projector through chunks", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  const club = await trpc<{ id: string }>(page, "POST", "club.create", { name: `Großturnier ${Date.now()}` });
  const t = await trpc<{ id: string; slug: string }>(page, "POST", "tournament.create", {
    clubId: club.id,
    game: "klammern",
    name: "Großturnier",
    date: "2026-12-12",
    roundsPlanned: 3,
    visibility: "public",
  });
  for (let first = 0; first < 2 * TABLES; first += SHEET) {
    const lines = ["Spieler 1;Spieler 2", ...Array.from({ length: SHEET }, (_, i) => `Gast: Nord ${first + i + 1};Gast: Süd ${first + i + 1}`)];
    const csv = `${lines.join("\n")}\n`;
    const preview = await trpc<{ fingerprint: string }>(page, "POST", "tournament.previewPairImport", { tournamentId: t.id, csv });
    await trpc(page, "POST", "tournament.importPairs", { tournamentId: t.id, csv, fingerprint: preview.fingerprint });
  }
  await trpc(page, "POST", "tournament.checkInAll", { tournamentId: t.id });
  const drafted = await trpc<{ roundId: string }>(page, "POST", "round.pair", { tournamentId: t.id, round: 1 });
  const draft = await trpc<{ round: { version: number } }>(page, "GET", "round.get", { tournamentId: t.id, round: 1 });
  await trpc(page, "POST", "round.publish", { roundId: drafted.roundId, version: draft.round.version });

  // The phone: the first 40 tables and the top 50 of the standings, each with its pager.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "de-DE" })).newPage();
  await phone.goto(`/t/${t.slug}`);
  const tables = phone.getByTestId("round-1-tables").locator(":scope > li[data-table]");
  await expect(tables).toHaveCount(40);
  await expect(tables.first()).toHaveAttribute("data-table", "1");
  const pager = phone.getByTestId("tables-pager");
  await expect(pager).toHaveAttribute("data-pages", "25");
  await expect(pager).toContainText("Tische 1–40 von 1.000");
  await expect(phone.getByTestId("standings").locator("tbody > tr")).toHaveCount(50);
  await expect(phone.getByTestId("standings-pager")).toContainText("Plätze 1–50 von 2.000");
  await phone.screenshot({ path: "test-results/large-event-390x844.png" });

  await pager.getByRole("link", { name: "Weiter ›" }).click();
  await expect(phone).toHaveURL(/[?&]tische=2#current-round$/);
  await expect(tables.first()).toHaveAttribute("data-table", "41");
  await expect(tables).toHaveCount(40);
  await expect(phone.getByTestId("tables-pager")).toContainText("Tische 41–80 von 1.000");
  // The standings' pager keeps the tables' page.
  await phone.getByTestId("standings-pager").getByRole("link", { name: "»" }).click();
  await expect(phone).toHaveURL(/tische=2&plaetze=40#standings$/);
  await expect(phone.getByTestId("standings").locator("tbody > tr")).toHaveCount(50);
  await expect(tables.first()).toHaveAttribute("data-table", "41");

  // The search for one's own name finds the table among the thousand.
  await phone.getByRole("search").getByLabel("Name oder Spielernummer").fill("Süd 1777");
  await phone.getByRole("search").getByRole("button", { name: "Suchen" }).click();
  await expect(phone).toHaveURL(new RegExp(`/t/${t.slug}/spieler\\?q=`));
  await expect(phone.getByText(/Tisch \d+/).first()).toBeVisible();

  // The projector: 4,000 names in chunks of 60; at the end of a chunk's pages the next comes from the server, the
  // page itself stays (a mark set in it survives).
  const hall = await (await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: "de-DE" })).newPage();
  await hall.goto(`/t/${t.slug}/projektor?sekunden=5&zeilen=30`);
  const cycler = hall.getByTestId("cycler");
  await expect(cycler).toHaveAttribute("data-section", "seating");
  await expect(cycler).toHaveAttribute("data-chunk", "1-60/4000");
  await expect(hall.getByTestId("projector-seating").locator("tbody > tr")).toHaveCount(60);
  await expect(hall.getByText("Namen 1–60 von 4.000")).toBeVisible();
  await hall.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
  await expect(cycler).toHaveAttribute("data-chunk", "61-120/4000", { timeout: 30_000 });
  await expect(hall).toHaveURL(/sitz=60/);
  expect(await hall.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
  await hall.screenshot({ path: "test-results/large-event-projector-1024x768.png" });
});
