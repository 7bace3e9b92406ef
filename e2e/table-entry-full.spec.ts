// Card-by-card table entry (tournament option entryMode "full"): a fresh organizer sets up a one-round tournament
// with two guest pairs through the API, and the captain taps one whole deal in — hands, Original, a bid and all 32
// cards, only ever tapping what the page enables — and saves it through the offline queue.
import { expect, test } from "@playwright/test";
import { signUp, trpc } from "./helpers";

const stamp = Date.now();

test("a captain enters one deal card by card; only legal cards can be tapped; the deal is saved and scored", async ({ browser, page }) => {
  test.setTimeout(180_000);
  await signUp(page, "Frieda Vollprotokoll", `frieda${stamp}@example.org`);
  await page.getByLabel("Vereinsname").fill(`Kartengenau ${stamp}`);
  await page.getByRole("button", { name: "Verein anlegen" }).click();
  await expect(page.getByRole("heading", { name: `Kartengenau ${stamp}` })).toBeVisible();
  const clubs = await trpc<{ id: string; name: string }[]>(page, "GET", "club.listMine", undefined);
  const clubId = clubs.find((c) => c.name === `Kartengenau ${stamp}`)!.id;

  const t = await trpc<{ id: string; entryMode: string }>(page, "POST", "tournament.create", {
    clubId,
    name: "Kartengenau-Test",
    date: "2026-12-02",
    roundsPlanned: 1,
    entryMode: "full",
    matchFormat: { kind: "deals", deals: 2 },
  });
  expect(t.entryMode).toBe("full");
  for (const n of [1, 2])
    await trpc(page, "POST", "tournament.registerEntrant", {
      tournamentId: t.id,
      player1: { kind: "guest", name: `Gast ${n}a` },
      player2: { kind: "guest", name: `Gast ${n}b` },
    });
  await trpc(page, "POST", "tournament.checkInAll", { tournamentId: t.id });
  const paired = await trpc<{ roundId: string }>(page, "POST", "round.pair", { tournamentId: t.id, round: 1 });
  const draft = await trpc<{ round: { version: number } }>(page, "GET", "round.get", { tournamentId: t.id, round: 1 });
  await trpc(page, "POST", "round.publish", { roundId: paired.roundId, version: draft.round.version });
  const sheet = await trpc<{ tables: { captain: { path: string } | null }[] }>(page, "POST", "table.issueCodes", { tournamentId: t.id, round: 1 });

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const captain = await context.newPage();
  await captain.goto(sheet.tables[0]!.captain!.path);
  await expect(captain).toHaveURL(/\/tisch\/spiel$/);
  await expect(captain.getByRole("heading", { name: "Spiel 1 (kartengenau)" })).toBeVisible();

  // Hands: 24 taps on free cards; the page moves from seat to seat and fills the dealer's hand itself.
  const grid = captain.getByRole("group", { name: "Alle 32 Karten" });
  for (let i = 0; i < 24; i++) await grid.locator('button:not([disabled])[aria-pressed="false"]').first().click();
  await expect(grid.locator("button[disabled]")).toHaveCount(24);
  await captain.getByRole("group", { name: "Original wählen" }).getByRole("button").first().click();

  // Bidding: the forehand takes the Original.
  await expect(captain.getByRole("button", { name: "Besser", exact: true })).toHaveCount(0);
  await captain.getByRole("button", { name: "Original", exact: true }).click();

  // Play: 32 cards, each the first card the page enables for the seat to act.
  const save = captain.getByRole("button", { name: "Spiel 1 speichern" });
  for (let i = 0; i < 32; i++) {
    await expect(save).toBeDisabled();
    await captain.getByRole("group", { name: /^Karte von / }).locator("button:not([disabled])").first().click();
  }
  await expect(captain.getByTestId("deal-preview")).toContainText("Dieses Spiel:");
  await save.click();
  await expect(captain.getByTestId("deal-row-1")).toBeVisible();
  await expect(captain.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 20_000 });
  await expect(captain.getByRole("heading", { name: "Spiel 2 (kartengenau)" })).toBeVisible();
  await context.close();
});
