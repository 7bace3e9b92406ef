// Live publication (issue 7) on the demo tournament `demo-klammern` (16 pairs, rounds 1-3 closed, round 4
// under way; table 6 has played all 16 deals and waits for the opponents' confirmation).
import { expect, test, type Browser, type Page } from "@playwright/test";
import { openDemoTournament, SLUG, trpc } from "./helpers";

type Codes = { tables: { matchId: string; tableNumber: number; captain: { code: string } | null; opponent: { code: string } | null }[] };

/** The demo organizer, signed in, on the demo tournament's page; returns the page and the tournament id. */
async function organizer(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  const tournamentId = await openDemoTournament(page);
  return { page, tournamentId };
}

const table = (page: Page, round: number, number: number) => page.getByTestId(`round-${round}-tables`).locator(`[data-table="${number}"]`);

test.describe.serial("live publication", () => {
  test("public pages need no sign-in and show nothing private", async ({ page }) => {
    await page.goto(`/t/${SLUG}`);
    await expect(page.getByRole("heading", { name: "Demo-Klammerturnier" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Runde 4 läuft" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tabelle nach Runde 3" })).toBeVisible();
    await expect(page.getByTestId("standings").locator("tbody tr")).toHaveCount(16);
    await expect(page.getByTestId("round-4-tables").locator("[data-table]")).toHaveCount(8);
    const html = await page.content();
    expect(html).not.toMatch(/@stichfest\.example|\/tisch\/[A-Z0-9]/);

    // Player page: search by name, then "where do I sit", matches and explained deals.
    await page.goto(`/t/${SLUG}/spieler`);
    await page.getByLabel("Name oder Spielernummer").fill("Erika Mueller");
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect(page.getByTestId("player-view")).toBeVisible();
    await expect(page.getByTestId("next-seat")).toContainText(/Runde 4: (Tisch \d+|Freilos)/);
    await page.getByText(/^Spiele \(\d+\)$/).first().click();
    await expect(page.getByText(/^Wertung: N\/S \d+, O\/W \d+\.$/).first()).toBeVisible();

    // Unknown (or guessed) addresses are not found.
    expect((await page.goto(`/t/${SLUG}-x`))!.status()).toBe(404);
    expect((await page.request.get(`/api/live/t/${SLUG}-x`)).status()).toBe(404);

    // Club page: the demo club's public tournaments.
    await page.goto(`/t/${SLUG}`);
    await page.getByRole("link", { name: "Stichfest Demo-Verein" }).click();
    await expect(page.getByTestId("club-upcoming")).toContainText("Demo-Klammerturnier");
  });

  test("a captain confirms a match: the public page and the projector update without reload within 2 s", { tag: "@smoke" }, async ({ browser }) => {
    const { page: org, tournamentId } = await organizer(browser);
    await trpc(org, "POST", "table.issueCodes", { tournamentId, round: 4 }).catch(() => null); // already issued is fine
    const codes = await trpc<Codes>(org, "GET", "table.listCodes", { tournamentId, round: 4 });
    const t6 = codes.tables.find((t) => t.tableNumber === 6)!;
    expect(t6.captain && t6.opponent).toBeTruthy();

    const viewers = await browser.newContext();
    const pub = await viewers.newPage();
    const projector = await viewers.newPage();
    await pub.goto(`/t/${SLUG}`);
    await projector.goto(`/t/${SLUG}/projektor`);
    await expect(table(pub, 4, 6)).toHaveAttribute("data-confirmed", "false");
    const confirmedBefore = Number((await projector.getByTestId("projector-confirmed").textContent())!.match(/\d+/)![0]);
    await expect(pub.getByTestId("live-status")).toHaveAttribute("data-online", "true");
    await expect(projector.getByTestId("live-status")).toHaveAttribute("data-online", "true");
    // A marker that a reload would wipe.
    await pub.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await projector.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

    const captain = await (await browser.newContext()).newPage();
    await captain.goto("/tisch");
    await captain.getByLabel("Tischcode").fill(t6.captain!.code);
    await captain.getByRole("button", { name: "Tisch öffnen" }).click();
    await captain.getByLabel("Bestätigungscode des Gegenpaars").fill(t6.opponent!.code);
    await captain.getByRole("button", { name: "Ergebnis bestätigen" }).click();

    await expect(table(pub, 4, 6)).toHaveAttribute("data-confirmed", "true", { timeout: 2000 });
    await expect(projector.getByTestId("projector-confirmed")).toHaveText(`${confirmedBefore + 1} bestätigt`, { timeout: 2000 });
    expect(await pub.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(await projector.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  });

  test("with the event stream cut the page still converges, and catches up once the stream is back", async ({ browser }) => {
    const { page: org, tournamentId } = await organizer(browser);
    const round = await trpc<{ tables: { matchId: string; tableNumber: number }[] }>(org, "GET", "round.get", { tournamentId, round: 4 });
    // Table 3 (12 deals in the demo) is this spec's: other specs use other tables.
    const t3 = round.tables.find((t) => t.tableNumber === 3)!;

    const page = await (await browser.newContext()).newPage();
    const stream = new RegExp(`/api/live/t/${SLUG}(\\?|$)`);
    await page.route(stream, (route) => route.abort());
    await page.goto(`/t/${SLUG}`);
    await expect(page.getByTestId("live-status")).toHaveAttribute("data-online", "false");
    const before = Number(await table(page, 4, 3).getAttribute("data-deals"));
    expect(before).toBeGreaterThan(1);

    // A change while the stream is down: the organizer undoes the last deal at table 3.
    const undo = async () => {
      const m = await trpc<{ match: { version: number } }>(org, "GET", "result.getMatch", { matchId: t3.matchId });
      await trpc(org, "POST", "result.undoLastDeal", { matchId: t3.matchId, matchVersion: m.match.version });
    };
    await undo();
    await expect(table(page, 4, 3)).toHaveAttribute("data-deals", String(before - 1), { timeout: 15_000 });

    // The stream comes back (the page retries by itself) and carries the next change.
    await page.unroute(stream);
    await expect(page.getByTestId("live-status")).toHaveAttribute("data-online", "true", { timeout: 15_000 });
    await undo();
    await expect(table(page, 4, 3)).toHaveAttribute("data-deals", String(before - 2), { timeout: 2000 });
  });

  test("print views render: standings, seating list, score sheets", async ({ browser }) => {
    const { page: org, tournamentId } = await organizer(browser);
    await org.emulateMedia({ media: "print" });

    await org.goto(`/t/${SLUG}/druck`);
    await expect(org.getByTestId("print-standings").locator("tbody tr")).toHaveCount(16);
    await expect(org.getByTestId("seating-4")).toBeVisible();
    await expect(org.getByRole("navigation").first()).toBeHidden(); // the site header is not printed
    const standingsShot = await org.screenshot({ fullPage: true });
    expect(standingsShot.byteLength).toBeGreaterThan(20_000);

    await org.goto(`/org/turniere/${tournamentId}/druck/spielzettel/4`);
    await expect(org.locator('[data-testid^="score-sheet-"]')).toHaveCount(8);
    await expect(org.getByTestId("score-sheet-1")).toContainText("Spielzettel Tisch 1 · Runde 4");
    const sheetShot = await org.getByTestId("score-sheet-1").screenshot();
    expect(sheetShot.byteLength).toBeGreaterThan(10_000);
    // The score sheets are the organizer's: without a session they redirect to sign-in.
    const anon = await (await browser.newContext()).newPage();
    await anon.goto(`/org/turniere/${tournamentId}/druck/spielzettel/4`);
    await expect(anon).toHaveURL(/\/anmelden/);
  });
});
