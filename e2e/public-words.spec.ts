// Issue 27, the small words: one minus sign on every screen, positions by the game's seat labels (not "1." that
// reads as a ranking), no place before a game was played, the table codes' roles in the game's own words.
import { expect, test } from "@playwright/test";
import { DEMO, signIn, trpc } from "./helpers";

const stamp = Date.now();

test("the public round tables name each position by the game's label, not as a ranking", async ({ page }) => {
  await page.goto("/t/demo-doppelkopf");
  const first = page.getByTestId("round-3-tables").locator("li[data-table]").first().locator("[data-position]");
  await expect(first.first()).toContainText("Position 1");
  await expect(first.nth(1)).toContainText("Position 2");
  await expect(first.first()).not.toContainText(/^1\./);
});

test("the office shows signed points with the one minus sign, and a Doppelkopf round's codes by the game's roles", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  await page.getByRole("link", { name: "Stichfest Demo-Verein" }).first().click();
  await page.getByRole("link", { name: /Demo-Doppelkopfturnier/ }).first().click();
  await expect(page).toHaveURL(/\/org\/turniere\/[0-9a-f-]{36}/);
  const base = /\/org\/turniere\/[0-9a-f-]{36}/.exec(page.url())![0];
  await page.goto(`${base}/tabelle`);
  const standings = page.getByTestId("player-standings");
  await expect(standings).toContainText("\u2212");
  expect(await standings.locator("tbody").innerText()).not.toMatch(/(^|\s)-\d/);

  await page.goto(`${base}/runden/3`);
  const codes = page.getByRole("region", { name: "Tischcodes" });
  await expect(codes.getByRole("columnheader", { name: "Listenführer" })).toBeVisible();
  await expect(codes).not.toContainText(/Kapitän|Gegenpaar/);
});

test("a player whose table was closed before its first game sees no place", async ({ page }) => {
  // The demo account: sign-ups per address are limited, and the suite needs its few for its sign-up tests.
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  const club = await trpc<{ id: string }>(page, "POST", "club.create", { name: `Doko Platz ${stamp}` });
  const t = await trpc<{ id: string; slug: string }>(page, "POST", "tournament.create", {
    clubId: club.id,
    game: "doppelkopf",
    name: "Platz-Abend",
    date: "2026-12-12",
    roundsPlanned: 2,
    visibility: "public",
    rules: { preset: "ddv" },
    gamesPerTable: { four: 8, five: 10 },
  });
  for (const name of ["Anna Alt", "Bernd Bube", "Clara Dame", "Dieter Karo"])
    await trpc(page, "POST", "tournament.registerEntrant", { tournamentId: t.id, player1: { kind: "guest", name }, checkIn: true });
  const drafted = await trpc<{ roundId: string }>(page, "POST", "round.pair", { tournamentId: t.id, round: 1 });
  const draft = await trpc<{ round: { version: number } }>(page, "GET", "round.get", { tournamentId: t.id, round: 1 });
  await trpc(page, "POST", "round.publish", { roundId: drafted.roundId, version: draft.round.version });
  const published = await trpc<{ round: { version: number }; tables: { matchId: string }[] }>(page, "GET", "round.get", { tournamentId: t.id, round: 1 });
  await trpc(page, "POST", "result.closeRound", {
    roundId: drafted.roundId,
    version: published.round.version,
    adjustments: published.tables.map((x) => ({ matchId: x.matchId, reason: "Tisch nicht angetreten" })),
  });

  await page.goto(`/t/${t.slug}/spieler`);
  await page.getByLabel("Name oder Spielernummer").fill("Clara");
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page.getByRole("heading", { name: /Clara Dame/ })).toBeVisible();
  await expect(page.getByTestId("round-points")).toHaveText("0 Punkte");
  await expect(page.getByTestId("player-standing")).toHaveCount(0);
  await expect(page.getByTestId("player-view")).not.toContainText(/am Tisch|Platz \d/);
});
