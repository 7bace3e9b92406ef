// Issue 11's flow: an organizer creates a Doppelkopf tournament, imports 22 players by CSV, seats round 1 at two
// tables of five and three of four, enters one table's games (a Hochzeit and a solo among them), and the
// standings, the public page and the exports agree with the engine's Spielliste of what was entered.
import { expect, test } from "@playwright/test";
import { replaySpielliste } from "../src/games";
import { signUp, trpc } from "./helpers";

const stamp = Date.now();
const NAMES = Array.from({ length: 22 }, (_, i) => `Spieler${String.fromCharCode(65 + i)} Doko`);

/** The games of the table of four, by position (0-based): type, Re, Re's Augen, the Hochzeit's Klärungsstich. */
const GAMES = [
  { type: "normal", re: [0, 2], augen: 130 },
  { type: "normal", re: [1, 3], augen: 95 },
  { type: "hochzeit", re: [0, 3], augen: 151, stich: "1. Stich" },
  { type: "normal", re: [0, 1], augen: 121 },
  { type: "damen-solo", re: [2], augen: 160, radio: "Damensolo" },
  { type: "normal", re: [2, 3], augen: 61 },
  { type: "normal", re: [1, 2], augen: 184 },
  { type: "normal", re: [0, 3], augen: 120 },
];

test("organizer: 22 players by CSV, round 1 at tables of five and four, a table's games, standings and exports match the engine", async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, "Gerda Geber", `gerda${stamp}@example.org`);
  await page.getByLabel("Vereinsname").fill("Doko-Freunde Saar");
  await page.getByRole("button", { name: "Verein anlegen" }).click();
  await page.getByRole("link", { name: "Neues Turnier" }).click();
  await page.getByRole("navigation", { name: "Spiel" }).getByRole("link", { name: "Doppelkopf" }).click();
  // The Doppelkopf form replaces the Klammern one: fill it only once it is there.
  await expect(page).toHaveURL(/spiel=doppelkopf/);
  await expect(page.getByLabel("Regeln")).toBeVisible();
  await page.getByLabel("Name des Turniers").fill("Doko-Pokal");
  await page.getByLabel("Datum").fill("2026-12-19");
  await page.getByLabel("Sichtbarkeit").selectOption("public");
  await page.getByLabel("Regeln").selectOption("house");
  await page.getByLabel("Spiele je Runde").selectOption({ label: "8 / 10 Spiele" });
  await page.getByRole("button", { name: "Turnier anlegen" }).click();
  await expect(page.getByRole("heading", { name: "Doko-Pokal" })).toBeVisible();
  const tournamentUrl = page.url();
  const id = new URL(tournamentUrl).pathname.split("/").pop()!;

  await page.getByRole("link", { name: /^Spieler \(/ }).click();
  await page.getByLabel("CSV-Text").fill(["Spieler;Eingecheckt", ...NAMES.map((n) => `Gast: ${n};ja`)].join("\n"));
  await page.getByRole("button", { name: "Vorschau", exact: true }).click();
  await page.getByRole("button", { name: "Import bestätigen" }).click();
  await expect(page.getByText("22 Spieler angemeldet (Spieler 1 bis 22), davon 22 eingecheckt.")).toBeVisible();

  await page.goto(tournamentUrl);
  await page.getByRole("button", { name: /Runde 1 auslosen/ }).click();
  await expect(page).toHaveURL(/\/runden\/1$/);
  await expect(page.getByTestId("round-explanations")).toContainText("22 Spieler");
  const tables = page.getByTestId("round-tables").getByRole("listitem").filter({ has: page.locator("ol") });
  await expect(tables).toHaveCount(5);
  await expect(tables.filter({ hasText: "Position 5" })).toHaveCount(2);
  await page.getByRole("button", { name: "Runde 1 veröffentlichen" }).click();
  await expect(page.getByText("Veröffentlicht, wird gespielt")).toBeVisible();

  // The office enters the games of the first table of four.
  const round = await trpc<{ tables: { tableNumber: number; seats: unknown[] }[] }>(page, "GET", "round.get", { tournamentId: id, round: 1 });
  const four = round.tables.find((t) => t.seats.length === 4)!.tableNumber;
  await page.goto(`${tournamentUrl}/tische?runde=1`);
  await page.getByTestId("table-results").getByRole("link", { name: new RegExp(`Tisch ${four}\\b`) }).click();
  for (const [i, g] of GAMES.entries()) {
    await expect(page.getByRole("heading", { name: new RegExp(`Spiel ${i + 1} von 8`) })).toBeVisible();
    if (g.radio) await page.getByRole("radiogroup", { name: "Spielart" }).getByRole("radio", { name: g.radio }).click();
    if (g.stich) {
      await page.getByRole("radiogroup", { name: "Spielart" }).getByRole("radio", { name: "Hochzeit" }).click();
      await page.getByRole("radiogroup", { name: "Klärungsstich" }).getByRole("radio", { name: g.stich }).click();
    }
    const re = page.getByRole("group", { name: "Re" }).getByRole("button");
    for (const p of g.re) await re.nth(p).click();
    await page.getByLabel("Augen von Re").fill(String(g.augen));
    await page.getByRole("button", { name: "Spiel speichern" }).click();
    await expect(page.getByText(`Spiel ${i + 1} gespeichert.`)).toBeVisible();
  }
  await expect(page.getByText(/Jede Zeile ergibt 0: ja/)).toBeVisible();

  // The exports re-scored by the engine's Spielliste give the standings' totals.
  const { slug } = await trpc<{ slug: string }>(page, "GET", "tournament.get", { tournamentId: id });
  const lines = (await (await page.request.get(`/api/export/t/${slug}/deals.jsonl`)).text())
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { table: number; seats: number[]; score: number[]; rules: Record<string, unknown>; [k: string]: unknown });
  expect(lines).toHaveLength(GAMES.length);
  expect(lines.every((l) => l.table === four)).toBe(true);
  const records = lines.map(({ game, players, dealer, summary }) => ({ game, players, dealer, summary }));
  const list = replaySpielliste({ size: 4, rules: lines[0]!.rules, records, gamesPlanned: 8 });
  expect(list.error).toBeNull();
  expect(list.gamesLeft).toBe(0);
  expect(lines.map((l) => l.score)).toEqual(list.games.map((g) => g.score));
  expect(list.games.map((g) => g.type)).toEqual(GAMES.map((g) => g.type));
  const standings = (await (await page.request.get(`/api/export/t/${slug}/standings.json`)).json()) as {
    players: { rank: number; player: { number: number }; total: number }[];
  };
  expect(standings.players).toHaveLength(22);
  const seats = lines[0]!.seats;
  for (const row of standings.players) {
    const position = seats.indexOf(row.player.number);
    expect(row.total, `player ${row.player.number}`).toBe(position >= 0 ? list.totals[position]! : 0);
  }
  const best = Math.max(...list.totals);
  expect(standings.players[0]!.total).toBe(best);

  // The public page shows the same.
  await page.goto(`/t/${slug}`);
  await expect(page.getByTestId("standings").locator("tbody tr")).toHaveCount(22);
  const leader = seats[list.totals.indexOf(best)]!;
  await expect(page.getByTestId("standings").locator(`tr[data-player="${leader}"]`)).toContainText(`+${best}`);
});
