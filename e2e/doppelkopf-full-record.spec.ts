// Card-by-card entry of a Doppelkopf game on the table's tablet: an organizer sets up a DDV tournament for four
// guests through the API and switches it to card-by-card entry in its settings form; the list keeper then taps in
// one whole game — the four hands (the last fills itself), the Vorbehalte, the announcements and all 48 cards — of a
// fixed legal game the engine generates from a seed. An illegal card is refused in the player's name; the saved
// game's row and the totals equal the engine's score of the same record.
import { expect, test, type Page } from "@playwright/test";
import {
  cardName,
  createRng,
  DoppelkopfGame,
  doppelkopfCardId,
  DOPPELKOPF_CODE,
  randomDoppelkopfPlay,
  readDoppelkopfRound,
  resolveDoppelkopfRules,
  scoreDoppelkopfRecord,
  applyDoppelkopfEvent,
  type Card,
  type DoppelkopfPlay,
} from "../src/engine";
import { replaySpielliste } from "../src/games";
import { signUp, trpc } from "./helpers";

const stamp = Date.now();
const RULES = { preset: "ddv" };
const NAMES = ["Anna Alt", "Bernd Bube", "Clara Dame", "Dieter Karo"];
const WORDS: Record<string, string> = { re: "Re", kontra: "Kontra", k90: "keine 90", k60: "keine 60", k30: "keine 30", schwarz: "schwarz" };

type MatchView = {
  deals: unknown[];
  totals: number[];
  match: { firstDealer: number };
  spielliste: { positions: { position: number; name: string }[] };
};

/** Doppelkopf points as the list shows them: +3, −3, 0. */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

/** A legal game for this deal (seeded, so the same every run) with an announcement, and the first card play at
 * which the player to move holds a card he may not play. */
function fixedGame(engineDealer: number, round: Record<string, unknown>): { play: DoppelkopfPlay; illegalAt: number; illegal: Card } {
  const r = resolveDoppelkopfRules(RULES);
  if (!r.ok) throw new Error("rules");
  for (let seed = 1; seed < 500; seed++) {
    const { play } = randomDoppelkopfPlay(createRng(seed), r.value, { dealer: engineDealer, soloRate: 0, hochzeitRate: 0, announceRate: 0.3 });
    if (!play.events.some((e) => "announce" in e)) continue;
    const info = readDoppelkopfRound(round, r.value, engineDealer);
    if (!info.ok) throw new Error("round");
    const g = new DoppelkopfGame().start(r.value, engineDealer, play.hands.flat().map(doppelkopfCardId), info.value);
    for (const [i, e] of play.events.entries()) {
      if ("play" in e && i > 10) {
        const legal = g.legalPlays(e.seat);
        const bad = g.handOf(e.seat).find((c) => !legal.includes(c));
        if (bad !== undefined) return { play, illegalAt: i, illegal: DOPPELKOPF_CODE[bad]! };
      }
      if (applyDoppelkopfEvent(g, e, i)) throw new Error("generated game refused");
    }
  }
  throw new Error("no fitting game");
}

async function matchView(page: Page) {
  return trpc<MatchView>(page, "GET", "table.match", {});
}

test.use({ viewport: { width: 1280, height: 800 } });

test("the list keeper taps in a whole Doppelkopf game card by card; an illegal card is refused in the player's name; the list counts the engine's score", async ({ browser }) => {
  test.setTimeout(300_000);
  const office = await (await browser.newContext()).newPage();
  await signUp(office, "Karla Kartengenau", `karla${stamp}@example.org`);
  const club = await trpc<{ id: string }>(office, "POST", "club.create", { name: `Doko Kartengenau ${stamp}` });
  const t = await trpc<{ id: string }>(office, "POST", "tournament.create", {
    clubId: club.id,
    game: "doppelkopf",
    name: "Kartengenauer Abend",
    date: "2026-12-12",
    roundsPlanned: 1,
    rules: RULES,
    gamesPerTable: { four: 8, five: 10 },
  });

  // The organizer switches the table entry to card by card in the settings form.
  await office.goto(`/org/turniere/${t.id}`);
  await office.getByText("Einstellungen bearbeiten").click();
  await office.getByLabel("Eingabe am Tisch").selectOption("full");
  await office.getByRole("button", { name: "Einstellungen speichern" }).click();
  // (The form remounts with the new version, so the summary is what shows it was saved.)
  await expect(office.getByRole("definition").filter({ hasText: /^Kartengenau/ })).toBeVisible();
  expect((await trpc<{ entryMode: string }>(office, "GET", "tournament.get", { tournamentId: t.id })).entryMode).toBe("full");

  for (const name of NAMES) await trpc(office, "POST", "tournament.registerEntrant", { tournamentId: t.id, player1: { kind: "guest", name }, checkIn: true });
  const drafted = await trpc<{ roundId: string }>(office, "POST", "round.pair", { tournamentId: t.id, round: 1 });
  const round = await trpc<{ round: { version: number } }>(office, "GET", "round.get", { tournamentId: t.id, round: 1 });
  await trpc(office, "POST", "round.publish", { roundId: drafted.roundId, version: round.round.version });
  const sheet = await trpc<{ tables: { captain: { path: string } | null }[] }>(office, "POST", "table.issueCodes", { tournamentId: t.id, round: 1 });

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(sheet.tables[0]!.captain!.path);
  await expect(page.getByRole("heading", { name: "Tisch 1 · Runde 1" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Spiel 1 von 8/ })).toBeVisible();

  // The game this deal plays as the tablet's list sees it (dealer, engine seats, round context).
  const view = await matchView(page);
  const next = replaySpielliste({ size: 4, rules: RULES, records: [], gamesPlanned: 8, firstDealer: view.match.firstDealer }).next!;
  const name = (seat: number) => view.spielliste.positions.find((p) => p.position === next.active[seat])!.name;
  const { play, illegalAt, illegal } = fixedGame(next.engineDealer, next.round);

  // Hands: the first three players from the one after the dealer; the dealer's cards fill themselves.
  const grid = page.getByRole("group", { name: "Alle 48 Karten" });
  for (let k = 1; k <= 3; k++) {
    const seat = (next.engineDealer + k) % 4;
    await page.getByRole("group", { name: "Karten von" }).getByRole("button", { name: name(seat), exact: true }).click();
    for (const c of play.hands[seat]!) await grid.getByRole("button", { name: cardName(c), exact: true }).click();
    if (k === 2) await page.screenshot({ path: "test-results/doppelkopf-kartengenau-blaetter.png", fullPage: true });
  }
  await expect(page.getByText("Alle Karten verteilt.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Karten von" }).getByRole("button", { name: name(next.engineDealer), exact: true })).toContainText("12/12");
  // The draft stays on the device: a reload (a tablet gone to sleep) keeps the dealt hands.
  await page.reload();
  await expect(page.getByText("Alle Karten verteilt.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Karten von" }).getByRole("button", { name: name(next.engineDealer), exact: true })).toContainText("12/12");

  const alert = page.getByTestId("full-record").getByRole("alert");
  for (const [i, e] of play.events.entries()) {
    if ("vorbehalt" in e) {
      await expect(page.getByRole("heading", { name: `Vorbehalt: ${name(e.seat)}` })).toBeVisible();
      await page.getByRole("region", { name: "Vorbehalt" }).getByRole("button", { name: "Gesund", exact: true }).click();
    } else if ("announce" in e) {
      await page.getByRole("group", { name: `Ansagen von ${name(e.seat)}` }).getByRole("button", { name: WORDS[e.announce], exact: true }).click();
    } else if ("play" in e) {
      await expect(page.getByRole("heading", { name: `Am Zug: ${name(e.seat)}` })).toBeVisible();
      const hand = page.getByRole("group", { name: `Karte von ${name(e.seat)}` });
      if (i === illegalAt) {
        // The card the rules forbid can be tapped; the tablet refuses it and names the player, not the engine's seat.
        await hand.getByRole("button", { name: cardName(illegal), exact: true }).click();
        await expect(alert).toContainText(new RegExp(`^Stich \\d+: ${name(e.seat)} muss (Trumpf|Kreuz|Pik|Herz|Karo) bedienen, statt \\S+ zu spielen\\.`));
        await expect(alert).not.toContainText("Sitz");
        await page.screenshot({ path: "test-results/doppelkopf-kartengenau-abgelehnt.png", fullPage: true });
      }
      await hand.getByRole("button", { name: cardName(e.play), exact: true }).click();
    }
  }

  // The engine's score of the same record, with the list's round context, per position.
  const score = scoreDoppelkopfRecord({ game: "doppelkopf", rules: RULES, players: 4, dealer: next.engineDealer, play, round: next.round });
  if (!score.ok) throw new Error(JSON.stringify(score.errors));
  const byPosition = [0, 1, 2, 3].map((p) => score.score[next.active.indexOf(p)]!);
  const preview = page.getByTestId("game-preview");
  for (const p of view.spielliste.positions) await expect(preview).toContainText(`${p.name} ${signed(byPosition[p.position]!)}`);
  await page.screenshot({ path: "test-results/doppelkopf-kartengenau-tablet.png", fullPage: true });

  // The last card in, the save button is on the tablet's screen (1280x800): a tap where it is saves the game.
  const save = page.getByRole("button", { name: "Spiel 1 speichern" });
  await expect(save).toBeEnabled();
  await expect
    .poll(async () => {
      const box = (await save.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 800;
    })
    .toBe(true);
  const box = (await save.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole("heading", { name: /^Spiel 2 von 8/ })).toBeVisible();
  await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 20_000 });
  await expect.poll(async () => (await matchView(page)).deals.length).toBe(1);
  expect((await matchView(page)).totals).toEqual(byPosition);

  // After a reload (the list from the server): the row of game 1 and the totals are the engine's score.
  await page.reload();
  const row = page.getByTestId("spielliste").locator("tbody tr").first();
  for (const p of view.spielliste.positions) {
    await expect(row.locator("td").nth(p.position + 1)).toContainText(signed(byPosition[p.position]!));
    await expect(page.getByTestId(`total-${p.position + 1}`)).toHaveText(signed(byPosition[p.position]!));
  }
  await context.close();
});
