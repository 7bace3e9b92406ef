// Issue 12 at a table of five (DDV, 10 games): the list keeper plays the round on a tablet with a Hochzeit, a
// Pflichtsolo (the same dealer deals again), three games offline (one of them a Pflichtsolo); then time is up (the
// organizer set the round's start back): the outstanding normal game is struck and the three missing Pflichtsoli
// follow as the Vorführungen the form announces (the dealer without cards skipped); the list keeper notes a minor
// penalty that counts once the referee countersigned it in the office; another player confirms, and the standings
// export matches the engine's Spielliste of the deals export with the strike.
import { expect, test, type Page } from "@playwright/test";
import { replaySpielliste } from "../src/games";
import { signUp, trpc } from "./helpers";

const stamp = Date.now();
type Sheet = { tables: { captain: { path: string } | null; opponent: { code: string } | null }[] };

async function saveGame(page: Page, number: number) {
  await page.getByRole("button", { name: `Spiel ${number} speichern` }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`^Spiel ${number + 1} von \\d+`) }).or(page.getByText(/Partie (beendet|ist zu Ende)/))).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 800 } });

test("a table of five plays its Spielliste on a tablet with a Hochzeit, a Pflichtsolo, Vorführungen after time, a penalty, and is confirmed", async ({ browser }) => {
  test.setTimeout(240_000);
  const office = await (await browser.newContext()).newPage();
  await signUp(office, "Frieda Fünf", `frieda${stamp}@example.org`);
  const club = await trpc<{ id: string }>(office, "POST", "club.create", { name: `Doko Fünf ${stamp}` });
  const t = await trpc<{ id: string; slug: string }>(office, "POST", "tournament.create", {
    clubId: club.id,
    game: "doppelkopf",
    name: "Fünfertisch-Abend",
    date: "2026-12-12",
    roundsPlanned: 1,
    visibility: "public",
    rules: { preset: "ddv" },
    gamesPerTable: { four: 8, five: 10 },
  });
  for (const name of ["Anna Alt", "Bernd Bube", "Clara Dame", "Dieter Karo", "Eva Kreuz"])
    await trpc(office, "POST", "tournament.registerEntrant", { tournamentId: t.id, player1: { kind: "guest", name }, checkIn: true });
  const drafted = await trpc<{ roundId: string }>(office, "POST", "round.pair", { tournamentId: t.id, round: 1 });
  const round = await trpc<{ round: { version: number } }>(office, "GET", "round.get", { tournamentId: t.id, round: 1 });
  await trpc(office, "POST", "round.publish", { roundId: drafted.roundId, version: round.round.version });
  const sheet = await trpc<Sheet>(office, "POST", "table.issueCodes", { tournamentId: t.id, round: 1 });

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(sheet.tables[0]!.captain!.path);
  await expect(page.getByRole("heading", { name: "Tisch 1 · Runde 1" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Spieler am Tisch" }).getByRole("listitem")).toHaveCount(5);
  await expect(page.locator("html[data-offline-ready='1']")).toHaveCount(1, { timeout: 20_000 });
  const re = () => page.getByRole("group", { name: "Re" }).getByRole("button");
  await expect(re()).toHaveCount(4); // the dealer sits out

  // 1: a normal game. 2: a Hochzeit found in the first trick. 3: a Pflichtsolo, after which the same dealer deals.
  await re().nth(0).click();
  await re().nth(1).click();
  await page.getByLabel("Augen von Re").fill("130");
  await saveGame(page, 1);
  await page.getByRole("radiogroup", { name: "Spielart" }).getByRole("radio", { name: "Hochzeit" }).click();
  await page.getByRole("radiogroup", { name: "Klärungsstich" }).getByRole("radio", { name: "1. Stich" }).click();
  await re().nth(0).click();
  await re().nth(2).click();
  await page.getByLabel("Augen von Re").fill("140");
  await saveGame(page, 2);
  const dealerBefore = await page.getByRole("heading", { name: /^Spiel 3 von 10/ }).textContent();
  await page.getByRole("radiogroup", { name: "Spielart" }).getByRole("radio", { name: "Damensolo" }).click();
  const firstSoloist = await re().nth(3).textContent();
  await re().nth(3).click();
  await page.getByLabel("Augen von Re").fill("150");
  await saveGame(page, 3);
  const dealerAfter = await page.getByRole("heading", { name: /^Spiel 4 von 10/ }).textContent();
  expect(dealerAfter!.replace("Spiel 4", "")).toBe(dealerBefore!.replace("Spiel 3", ""));

  // Games 4 to 6 offline: two normal games and a second player's Pflichtsolo.
  await expect.poll(async () => (await trpc<{ deals: unknown[] }>(page, "GET", "table.match", {})).deals.length).toBe(3);
  await context.route("**/api/**", (route) => route.abort());
  await context.setOffline(true);
  for (let n = 4; n <= 6; n++) {
    if (n === 5) {
      await page.getByRole("radiogroup", { name: "Spielart" }).getByRole("radio", { name: "Damensolo" }).click();
      await re().filter({ hasNotText: firstSoloist! }).first().click();
    } else {
      await re().nth(1).click();
      await re().nth(3).click();
    }
    await page.getByLabel("Augen von Re").fill(String(100 + n));
    await saveGame(page, n);
  }
  await expect(page.getByTestId("sync-status")).toContainText("3 Spiele warten auf Übertragung.");
  await expect(page.getByTestId("vorfuehrung")).toHaveCount(0); // four games left, three Pflichtsoli missing
  await context.unroute("**/api/**");
  await context.setOffline(false);
  await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 45_000 });

  // Time is up: the organizer says the round began three hours ago. The fourth game left is struck, and the three
  // missing Pflichtsoli follow, each announced as a Vorführung.
  await trpc(office, "POST", "round.startClock", { roundId: drafted.roundId, startedAt: new Date(Date.now() - 3 * 3600_000).toISOString() });
  await office.goto(`/org/turniere/${t.id}/runden/1`);
  await expect(office.getByTestId("clock-start")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("table-clock")).toContainText("Zeit abgelaufen");
  await expect(page.getByRole("heading", { name: /^Spiel 7 von 9/ })).toBeVisible();
  let vorfuehrungen = 0;
  for (let n = 7; n <= 9; n++) {
    const note = page.getByTestId("vorfuehrung");
    await expect(note).toContainText("Zeit abgelaufen, Vorführung:");
    const who = /Vorführung: (.+) muss jetzt/.exec((await note.textContent()) ?? "")![1]!;
    await page.getByRole("radiogroup", { name: "Spielart" }).getByRole("radio", { name: "Damensolo" }).click();
    await page.getByRole("group", { name: "Re" }).getByRole("button", { name: who, exact: true }).click();
    vorfuehrungen++;
    await page.getByLabel("Augen von Re").fill(String(100 + n));
    await saveGame(page, n);
  }
  expect(vorfuehrungen).toBe(3);
  await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 45_000 });
  await expect(page.getByText(/Pflichtsolo gespielt: .*ja.*ja.*ja.*ja.*ja/)).toBeVisible();

  // The list keeper notes a minor penalty in game 1 on the tablet; it waits, uncounted, until the referee
  // countersigns it in the office.
  const match = await trpc<{ tables: { matchId: string }[] }>(office, "GET", "result.roundResults", { tournamentId: t.id, round: 1 });
  const spielliste = await trpc<{ positions: { name: string }[]; list: { games: { sitsOut: number | null }[] } }>(office, "GET", "result.getSpielliste", {
    matchId: match.tables[0]!.matchId,
  });
  const offender = spielliste.list.games[0]!.sitsOut === 0 ? 1 : 0;
  const before = await page.getByTestId("spielliste-totals").textContent();
  await page.getByText("Strafe notieren (TSR 9)").click();
  const note = page.getByRole("form", { name: "Strafe notieren" });
  await note.getByLabel("Spiel", { exact: true }).fill("1");
  await note.getByRole("radiogroup", { name: "Wer hat sich vergangen?" }).getByRole("radio", { name: spielliste.positions[offender]!.name }).click();
  await note.getByLabel("Begründung").fill("Karte vorzeitig gezeigt");
  await note.getByRole("button", { name: "Strafe notieren" }).click();
  await expect(page.getByTestId("penalty-row")).toContainText("wartet auf Gegenzeichnung");
  await expect(page.getByTestId("spielliste-totals")).toHaveText(before!);
  await office.goto(`/org/turniere/${t.id}/tische/${match.tables[0]!.matchId}`);
  await office.getByRole("button", { name: "gegenzeichnen" }).click();
  await expect(office.getByText("Strafe gegengezeichnet; sie zählt jetzt.")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("penalty-row")).toContainText("Karte vorzeitig gezeigt");
  await expect(page.getByTestId("penalty-row")).not.toContainText("wartet");
  await expect(page.getByTestId("spielliste-totals")).not.toHaveText(before!);

  // Another player confirms with the second code.
  await page.getByLabel("Bestätigungscode von der Tischkarte").fill(sheet.tables[0]!.opponent!.code);
  await page.getByRole("button", { name: "Ergebnis bestätigen" }).click();
  await expect(page.getByText("Die Spielliste ist bestätigt.")).toBeVisible();

  // The deals export re-scored by the engine's Spielliste, plus the penalty, gives the standings export.
  const lines = (await (await page.request.get(`/api/export/t/${t.slug}/deals.jsonl`)).text())
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { seats: number[]; score: number[]; rules: Record<string, unknown>; [k: string]: unknown });
  expect(lines).toHaveLength(9);
  const records = lines.map(({ game, players, dealer, summary }) => ({ game, players, dealer, summary }));
  const list = replaySpielliste({ size: 5, rules: lines[0]!.rules, records, gamesPlanned: 10, struckAfter: 6 });
  expect(list.error).toBeNull();
  expect(list.games.slice(6).every((g) => g.vorgefuehrt)).toBe(true);
  expect(list.games.map((g) => g.type).slice(0, 3)).toEqual(["normal", "hochzeit", "damen-solo"]);
  const penalty = [0, 0, 0, 0, 0].map((_, p) => (p === offender ? -3 : p === list.games[0]!.sitsOut ? 0 : 1));
  const standings = (await (await page.request.get(`/api/export/t/${t.slug}/standings.json`)).json()) as { players: { player: { number: number }; total: number }[] };
  for (const [position, number] of lines[0]!.seats.entries())
    expect(standings.players.find((r) => r.player.number === number)!.total).toBe(list.totals[position]! + penalty[position]!);
});
