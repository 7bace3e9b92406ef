// Issue 27: once a round is published the hall's screen shows its seating by name (by surname: table and seat
// in the game's own words), paged and readable from the back of the hall, until the round's first game arrives;
// then the seating and the standings take turns. Both games, 22 players each (Doppelkopf at tables of four and
// five, Klammern with a bye). The heading under the name says which of them is on screen. And the round's time:
// tables past their end are named as in overtime, and once every table is done the clock says so.
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, trpc } from "./helpers";

const stamp = Date.now();
const FIRST = ["Anna", "Bruno", "Carla", "Dieter", "Elif", "Frank", "Gerda", "Heinz", "Ines", "Jörg", "Karla", "Lutz", "Mia", "Nils", "Olga", "Paul", "Quirin", "Rita", "Sven", "Tanja", "Uwe", "Vera"];
// Registered out of alphabetical order, with an umlaut that sorts beside its vowel and a surname filed without its
// particles ("von der Heide" under H, decision 61).
const NAMES = FIRST.map((n, i) => `${n} ${["Zander", "Özdemir", "Becker", "von der Heide"][i % 4]}`).reverse();
/** By surname (its last word here, particles aside), then first name. */
const bySurname = (a: string, b: string) => a.split(" ").at(-1)!.localeCompare(b.split(" ").at(-1)!, "de") || a.localeCompare(b, "de");

type Round = { round: { version: number }; tables: { matchId: string }[] };
type Match = { match: { version: number; firstDealer: number } };

const GAMES = [
  {
    game: "doppelkopf",
    settings: { rules: { preset: "ddv" }, gamesPerTable: { four: 8, five: 10 } },
    entrants: NAMES.map((name) => ({ player1: { kind: "guest", name } })),
    seat: /^Position [1-5]$/,
  },
  {
    game: "klammern",
    settings: {},
    entrants: Array.from({ length: NAMES.length / 2 }, (_, i) => ({ player1: { kind: "guest", name: NAMES[2 * i] }, player2: { kind: "guest", name: NAMES[2 * i + 1] } })),
    seat: /^(Nord|Ost|Süd|West|Freilos)$/,
    record: (m: Match) => ({
      game: "klammern",
      players: 4,
      dealer: m.match.firstDealer,
      summary: { declarer: (m.match.firstDealer + 1) % 4, trump: "H", chosen: "original", melds: [], cardPoints: [100, 64] },
    }),
  },
] as const;

/** The seating's rows as [name, table, seat], every page's, in the order they stand. */
async function seatingRows(page: Page) {
  return page
    .getByTestId("projector-seating")
    .locator("tbody > tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent!.trim())));
}

/** The seating rows on screen now (names), each wholly inside the viewport. */
async function shownNames(page: Page) {
  const height = page.viewportSize()!.height;
  const rows = await page
    .getByTestId("projector-seating")
    .locator("tbody > tr")
    .evaluateAll((trs) =>
      trs.filter((tr) => (tr as HTMLElement).offsetParent !== null).map((tr) => ({ name: tr.querySelector("td")!.textContent!.trim(), bottom: tr.getBoundingClientRect().bottom })),
    );
  for (const r of rows) expect(r.bottom, `${r.name} on screen`).toBeLessThanOrEqual(height);
  return rows.map((r) => r.name);
}

for (const g of GAMES)
  test(`the projector shows round 1's seating of a ${g.game} tournament, then takes turns with the standings`, async ({ page }) => {
    test.setTimeout(180_000);
    // The demo account: sign-ups per address are limited, and the suite needs its few for its sign-up tests.
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/org$/);
    const club = await trpc<{ id: string }>(page, "POST", "club.create", { name: `Projektor ${g.game} ${stamp}` });
    const t = await trpc<{ id: string; slug: string }>(page, "POST", "tournament.create", {
      clubId: club.id,
      game: g.game,
      name: `Saal ${g.game}`,
      date: "2026-12-12",
      roundsPlanned: 2,
      visibility: "public",
      ...g.settings,
    });
    for (const e of g.entrants) await trpc(page, "POST", "tournament.registerEntrant", { tournamentId: t.id, ...e, checkIn: true });
    const drafted = await trpc<{ roundId: string }>(page, "POST", "round.pair", { tournamentId: t.id, round: 1 });
    const draft = await trpc<Round>(page, "GET", "round.get", { tournamentId: t.id, round: 1 });
    await trpc(page, "POST", "round.publish", { roundId: drafted.roundId, version: draft.round.version });

    const hall = await (await page.context().browser()!.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
    await hall.goto(`/t/${t.slug}/projektor?sekunden=5`);
    const cycler = hall.getByTestId("cycler");
    // Before any game: the seating alone, no standings.
    await expect(cycler).toHaveAttribute("data-section", "seating");
    await expect(hall.getByTestId("fit-section-standings")).toHaveCount(0);
    const heading = hall.getByTestId("projector-heading");
    await expect(heading).toHaveText("Setzliste Runde 1 – wo sitze ich?", { useInnerText: true });
    const rows = await seatingRows(hall);
    expect(rows.map((r) => r[0])).toEqual([...NAMES].sort(bySurname));
    expect(rows.map((r) => r[0]).slice(0, 2)).toEqual(["Carla Becker", "Gerda Becker"]);
    for (const [name, table, seat] of rows) {
      expect(seat, name).toMatch(g.seat);
      expect(table, name).toMatch(seat === "Freilos" ? /^–$/ : /^\d+$/);
    }
    // Paged to the screen: each page's rows wholly on it, the pages together every row once.
    await expect.poll(async () => Number(await hall.getByTestId("fit-section-seating").getAttribute("data-pages"))).toBeGreaterThan(1);
    const pages = Number(await cycler.getAttribute("data-pages"));
    const seen = new Set<string>();
    let count = 0;
    for (let p = 1; p <= pages; p++) {
      await expect(cycler).toHaveAttribute("data-page", String(p), { timeout: 8_000 });
      const names = await shownNames(hall);
      if (p < pages) expect(names.length, `page ${p}`).toBeGreaterThanOrEqual(5);
      count += names.length;
      names.forEach((n) => seen.add(n));
      if (p === 1) await hall.screenshot({ path: `test-results/projector-seating-${g.game}-1024x768.png` });
    }
    expect(count).toBe(NAMES.length);
    expect(seen.size).toBe(NAMES.length);
    // The same screen on a phone-sized window (a small second screen): still the seating, nothing cut.
    const phone = await (await page.context().browser()!.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await phone.goto(`/t/${t.slug}/projektor?sekunden=120`);
    await expect(phone.getByTestId("cycler")).toHaveAttribute("data-section", "seating");
    expect((await shownNames(phone)).length).toBeGreaterThan(0);
    await phone.screenshot({ path: `test-results/projector-seating-${g.game}-390x844.png` });
    const overflow = await hall.evaluate(() => [document.documentElement.scrollWidth - innerWidth, document.documentElement.scrollHeight - innerHeight]);
    expect(overflow).toEqual([0, 0]);

    // The first game arrives: the live page brings the standings, and both take turns.
    const table = draft.tables[0]!;
    if (g.game === "doppelkopf") {
      // The office's Spielliste form, as a referee types a paper list: a normal game, Re the first two players.
      await page.goto(`/org/turniere/${t.id}/tische/${table.matchId}`);
      const form = page.getByRole("form", { name: "Nächstes Spiel" });
      await form.getByRole("group", { name: "Re" }).getByRole("button").nth(0).click();
      await form.getByRole("group", { name: "Re" }).getByRole("button").nth(1).click();
      await form.getByLabel("Augen von Re").fill("130");
      await form.getByRole("button", { name: /speichern/ }).click();
      await expect(page.getByTestId("spielliste").locator("tbody tr")).toHaveCount(2);
    } else {
      const m = await trpc<Match>(page, "GET", "result.getMatch", { matchId: table.matchId });
      await trpc(page, "POST", "result.submitDeal", {
        matchId: table.matchId,
        matchVersion: m.match.version,
        number: 1,
        record: g.record(m),
        idempotencyKey: `projector-${g.game}-${stamp}`,
      });
    }
    await expect(hall.getByTestId("fit-section-standings")).toHaveCount(1, { timeout: 20_000 });
    // Each section under its own heading (read at once: the section may turn between two reads).
    const sections = new Set<string>();
    const shownNow = () =>
      hall.evaluate(() => `${document.querySelector<HTMLElement>("[data-testid=cycler]")!.dataset.section}: ${document.querySelector<HTMLElement>("[data-testid=projector-heading]")!.innerText}`);
    await expect
      .poll(
        async () => {
          sections.add(await shownNow());
          return [...sections].sort();
        },
        { timeout: 40_000, intervals: [1_000] },
      )
      .toEqual(["seating: Setzliste Runde 1 – wo sitze ich?", "standings: Tabelle – noch keine Runde abgeschlossen"]);
    await expect(cycler).toHaveAttribute("data-section", "standings", { timeout: 40_000 });
    await expect(hall.getByTestId("standings")).toBeVisible();
    await hall.screenshot({ path: `test-results/projector-standings-${g.game}-1024x768.png` });
  });

test("the projector names the tables past their end and says when every table is done", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  const club = await trpc<{ id: string }>(page, "POST", "club.create", { name: `Überzeit ${stamp}` });
  const t = await trpc<{ id: string; slug: string }>(page, "POST", "tournament.create", {
    clubId: club.id,
    game: "doppelkopf",
    name: "Überzeitabend",
    date: "2026-12-12",
    roundsPlanned: 2,
    visibility: "public",
    // House rules: no compulsory solos, so striking a table's outstanding games finishes it.
    rules: { preset: "house" },
    gamesPerTable: { four: 8, five: 10 },
    minutesPerRound: { four: 30, five: 45 },
  });
  // Nine players: a table of four and one of five.
  for (const name of NAMES.slice(0, 9)) await trpc(page, "POST", "tournament.registerEntrant", { tournamentId: t.id, player1: { kind: "guest", name }, checkIn: true });
  const drafted = await trpc<{ roundId: string }>(page, "POST", "round.pair", { tournamentId: t.id, round: 1 });
  const draft = await trpc<{ round: { version: number }; tables: { matchId: string; tableNumber: number; seats: unknown[] }[] }>(page, "GET", "round.get", { tournamentId: t.id, round: 1 });
  await trpc(page, "POST", "round.publish", { roundId: drafted.roundId, version: draft.round.version });
  // The clock began 30 minutes ago less 4 seconds: the table of four runs out in 4 s, the one of five in 15 min.
  await trpc(page, "POST", "round.startClock", { roundId: drafted.roundId, startedAt: new Date(Date.now() - 30 * 60_000 + 4_000).toISOString() });
  const four = draft.tables.find((x) => x.seats.length === 4)!;

  const hall = await (await page.context().browser()!.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await hall.goto(`/t/${t.slug}/projektor?sekunden=120`);
  const clock = hall.getByTestId("round-clock");
  await expect(clock).toContainText("Runde 1: noch");
  // At its end, with no change on the server, the table of four is named; the clock still counts for the five.
  const overtime = hall.getByTestId("projector-overtime").filter({ visible: true });
  await expect(overtime).toHaveText(`Überzeit: Tisch ${four.tableNumber}`, { timeout: 15_000 });
  await expect(clock).toContainText("Runde 1: noch");
  await hall.screenshot({ path: "test-results/projector-overtime-1024x768.png" });

  // The referee strikes the outstanding games at both tables: every table is done, the clock stops counting.
  for (const x of draft.tables) await trpc(page, "POST", "result.strikeGames", { matchId: x.matchId, strike: true, reason: "Zeit abgelaufen" });
  await expect(hall.getByTestId("round-clock-done")).toHaveText("Runde 1: alle Tische fertig", { timeout: 20_000 });
  await expect(clock).not.toContainText("noch");
  await expect(overtime).toHaveCount(0);
});
