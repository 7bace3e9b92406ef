// A tablet that stays at its table: the captain plays round 1 (a game entered without network, another still
// waiting when he reaches for the next code, which the code page names before anything else), then takes round 2's
// code on the same device and enters its first game offline. Every game arrives once; none is refused as a
// conflict with the previous round's table. Both games.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { DEMO, signIn, trpc } from "./helpers";
import { enterDeal, normalGame, TRUMPS } from "./table-games";

type Sheet = { tables: { matchId: string; tableNumber: number; captain: { code: string; path: string } | null }[] };
type MatchView = { match: { id: string }; round: { number: number }; deals: { number: number }[] };

const GAMES = {
  klammern: {
    settings: { game: "klammern", matchFormat: { kind: "deals", deals: 3 } },
    entrants: (i: number) => ({ player1: { kind: "guest", name: `Gast ${i}a` }, player2: { kind: "guest", name: `Gast ${i}b` } }),
    count: 4,
    /** A table still open when the round closes: its result as the organizer sets it. */
    adjustment: { nsOutcome: "win", ewOutcome: "loss", nsPoints: 2, ewPoints: 0 },
    play: (page: Page, n: number) => enterDeal(page, { declarer: n % 4, trump: TRUMPS[n % 4]!, points: 60 + n * 7, side: "Nord/Süd" }),
    form: (page: Page) => page.getByRole("region", { name: /^Spiel \d+$/ }),
  },
  doppelkopf: {
    settings: { game: "doppelkopf", rules: { preset: "ddv" } },
    entrants: (i: number) => ({ player1: { kind: "guest", name: `Spieler ${i}` } }),
    count: 8,
    adjustment: {},
    play: (page: Page, n: number) => normalGame(page, n, [n % 2, 2 + (n % 2)], 100 + n * 5, "\\d+"),
    form: (page: Page) => page.getByRole("form", { name: "Nächstes Spiel" }),
  },
} as const;

/** The server holds `count` games of the tablet's table, and the tablet says all are sent. */
async function sent(tablet: Page, count: number) {
  await expect.poll(async () => (await trpc<MatchView>(tablet, "GET", "table.match", {})).deals.length, { timeout: 45_000 }).toBe(count);
  await expect(tablet.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 45_000 });
}

async function offline(context: BrowserContext, off: boolean) {
  if (off) {
    // Going offline does not stop every channel: the API is blocked as well.
    await context.route("**/api/**", (route) => route.abort());
    await context.setOffline(true);
  } else {
    await context.unroute("**/api/**");
    await context.setOffline(false);
  }
}

for (const [game, g] of Object.entries(GAMES)) {
  test(`${game}: a tablet kept at its table plays round 1 and round 2, with games entered offline at the change of round`, { tag: "@smoke" }, async ({ browser }) => {
    test.setTimeout(180_000);
    const office = await (await browser.newContext()).newPage();
    await signIn(office, DEMO.email, DEMO.password);
    await expect(office).toHaveURL(/\/org$/);
    const clubs = await trpc<{ id: string }[]>(office, "GET", "club.listMine", undefined);
    const t = await trpc<{ id: string }>(office, "POST", "tournament.create", { clubId: clubs[0]!.id, name: `Zwei Runden ${game}`, date: "2026-12-07", roundsPlanned: 2, ...g.settings });
    for (let i = 1; i <= g.count; i++) await trpc(office, "POST", "tournament.registerEntrant", { tournamentId: t.id, ...g.entrants(i) });
    await trpc(office, "POST", "tournament.checkInAll", { tournamentId: t.id });
    const seat = async (round: number) => {
      const { roundId } = await trpc<{ roundId: string }>(office, "POST", "round.pair", { tournamentId: t.id, round });
      const draft = await trpc<{ round: { version: number } }>(office, "GET", "round.get", { tournamentId: t.id, round });
      await trpc(office, "POST", "round.publish", { roundId, version: draft.round.version });
      const sheet = await trpc<Sheet>(office, "POST", "table.issueCodes", { tournamentId: t.id, round });
      return { roundId, codes: sheet.tables.find((x) => x.tableNumber === 1)!.captain! };
    };

    // Round 1: the QR code opens table 1; game 1 online, game 2 without network.
    const round1 = await seat(1);
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const tablet = await context.newPage();
    await tablet.goto(round1.codes.path);
    await expect(tablet.getByRole("heading", { name: "Tisch 1 · Runde 1" })).toBeVisible();
    await expect(tablet.locator("html[data-offline-ready='1']")).toHaveCount(1, { timeout: 20_000 });
    await g.play(tablet, 1);
    await sent(tablet, 1);
    // A 10-inch tablet in landscape: after a game is saved the next one's form comes up whole, save button included.
    await expect
      .poll(async () => {
        const box = (await g.form(tablet).boundingBox())!;
        return box.y >= 0 && box.y + box.height <= 768;
      })
      .toBe(true);
    await offline(context, true);
    await g.play(tablet, 2);
    await expect(tablet.getByTestId("sync-status")).toContainText("1 Spiel wartet auf Übertragung.");
    await offline(context, false);
    await sent(tablet, 2);

    // Game 3 cannot be sent yet when the captain opens the code entry: the page names it and leads back.
    await context.route("**/api/**", (route) => route.abort());
    await g.play(tablet, 3);
    await expect(tablet.getByTestId("sync-status")).toContainText("1 Spiel wartet auf Übertragung.");
    await tablet.goto("/tisch");
    await expect(tablet.getByTestId("waiting-on-device")).toContainText("Spiel 3 vom letzten Tisch wartet");
    await context.unroute("**/api/**");
    await tablet.getByRole("link", { name: "Zurück zum Tisch" }).click();
    await expect(tablet.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 45_000 });
    const first = await trpc<MatchView>(tablet, "GET", "table.match", {});
    expect(first.deals.map((d) => d.number)).toEqual([1, 2, 3]);

    // The office closes round 1 (the other tables with a set result) and seats round 2.
    const r1 = await trpc<{ round: { version: number }; tables: { matchId: string; status: string }[] }>(office, "GET", "result.roundResults", { tournamentId: t.id, round: 1 });
    const adjustments = r1.tables
      .filter((x) => x.status !== "complete")
      .map((x) => ({ matchId: x.matchId, reason: "Nicht zu Ende gespielt (Test)", ...g.adjustment }));
    await trpc(office, "POST", "result.closeRound", { roundId: round1.roundId, version: r1.round.version, adjustments });
    const round2 = await seat(2);

    // The same tablet takes round 2's code and enters its first game without network.
    await tablet.goto("/tisch");
    await expect(tablet.getByTestId("waiting-on-device")).toHaveCount(0);
    await tablet.getByLabel("Tischcode").fill(round2.codes.code);
    await tablet.getByRole("button", { name: "Tisch öffnen" }).click();
    await expect(tablet.getByRole("heading", { name: "Tisch 1 · Runde 2" })).toBeVisible();
    await expect(tablet.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.");
    await offline(context, true);
    await g.play(tablet, 1);
    await expect(tablet.getByTestId("sync-status")).toContainText("1 Spiel wartet auf Übertragung.");
    await offline(context, false);
    await sent(tablet, 1);
    await g.play(tablet, 2);
    await sent(tablet, 2);
    const second = await trpc<MatchView>(tablet, "GET", "table.match", {});
    expect(second.round.number).toBe(2);
    expect(second.match.id).not.toBe(first.match.id);
    expect(second.deals.map((d) => d.number)).toEqual([1, 2]);
    await context.close();
  });
}
