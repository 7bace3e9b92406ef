// A season as an organizer keeps it (issue 29): over three of the demo club's Klammern evenings, the public page open
// on a phone; a game corrected in one evening moves the season there, by the live stream, without a reload. An
// unlisted evening counts there by its number, without its name or address (decision 60).
import { expect, test } from "@playwright/test";
import { DEMO, signIn, trpc } from "./helpers";

test("an organizer ranks three evenings; a correction moves the public season live", async ({ page, browser }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  await page.getByRole("link", { name: "Stichfest Demo-Verein" }).first().click();
  await expect(page).toHaveURL(/\/org\/vereine\/[0-9a-f-]{36}$/);
  const clubUrl = page.url();

  // A new season of Klammern: players by their pairs' game points, summed over the last 12 months.
  await page.getByRole("link", { name: "Neue Saisonwertung" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Herbstwertung Klammern");
  await page.getByRole("combobox", { name: "Spiel" }).selectOption({ label: "Klammern" });
  await page.getByText("Die letzten Monate (rollierend)").click();
  await page.getByLabel("Anzahl Monate").fill("12");
  await page.getByText("Summe", { exact: true }).click();
  await page.getByRole("button", { name: "Wertung anlegen" }).click();
  await expect(page).toHaveURL(/\/org\/saisons\/[0-9a-f-]{36}/);

  // Three of the club's evenings, ticked in the list of its tournaments.
  for (const n of [1, 2, 3]) await page.getByRole("checkbox", { name: new RegExp(`Klammerabend ${n}\\b`) }).check();
  await page.getByRole("button", { name: "3 Turniere hinzufügen" }).click();
  await expect(page.getByRole("button", { name: /„Klammerabend 3“ aus der Wertung entfernen/ })).toBeVisible();

  const publicHref = await page.getByRole("link", { name: "Öffentliche Seite öffnen" }).getAttribute("href");

  // The demo's evenings are finished: the office reopens the second one, with a reason, to correct it.
  await page.goto(clubUrl);
  await page.getByRole("link", { name: /Klammerabend 2\b/ }).first().click();
  await expect(page).toHaveURL(/\/org\/turniere\/[0-9a-f-]{36}/);
  await page.getByRole("button", { name: "Wieder öffnen" }).click();
  await page.getByLabel(/^Begründung/).fill("Punkte falsch übertragen");
  await page.getByRole("button", { name: "Turnier wieder öffnen" }).click();
  await expect(page.getByRole("button", { name: "Turnier beenden" })).toBeVisible();
  const tournament = /turniere\/([0-9a-f-]{36})/.exec(page.url())![1];

  // The public page, on a phone, without sign-in.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(publicHref!);
  await expect(phone.getByRole("heading", { name: "Herbstwertung Klammern" })).toBeVisible();
  await expect(phone.getByTestId("live-status")).toHaveAttribute("data-online", "true");
  const standings = phone.getByTestId("season-standings");
  await expect(standings.locator("details")).not.toHaveCount(0);
  const lines = () => standings.locator("summary").allTextContents();
  const before = await lines();
  // A marker a reload would lose: the page must follow by the stream, not by loading again.
  await phone.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // The office corrects deal 1 of table 1, round 1, of the second evening.
  await page.goto(`/org/turniere/${tournament}/tische?runde=1`);
  await page.getByRole("link", { name: /^Tisch 1 / }).click();
  await page.getByRole("button", { name: "Korrigieren" }).first().click();
  // The Augen were entered wrong: the first value whose score (the engine's, in the page) differs is the right one.
  const points = page.locator('input[name="points"]');
  const score = page.getByText(/^Wertung: /).first();
  const was = await score.textContent();
  for (const augen of [0, 40, 81, 100, 130, 162]) {
    await points.fill(String(augen));
    if ((await score.isVisible()) && (await score.textContent()) !== was) break;
  }
  await page.getByLabel("Begründung der Korrektur (Pflicht)").fill("Punkte falsch übertragen");
  const saved = Date.now();
  await page.getByRole("button", { name: "Korrektur speichern" }).click();

  // The phone's season moved, without a reload; how long it took is reported, not asserted.
  await phone.waitForFunction(
    (was) => JSON.stringify([...document.querySelectorAll('[data-testid="season-standings"] summary')].map((s) => s.textContent)) !== was,
    JSON.stringify(before),
    { polling: 50, timeout: 10_000 },
  );
  console.log(`[season] the correction reached the phone's season page ${Date.now() - saved} ms after the click`);
  await expect(page.getByRole("status").first()).toBeVisible();
  expect(await phone.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("an unlisted evening counts in the public season by its number, without its name or address", async ({ page, browser }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  const club = await trpc<{ id: string }>(page, "POST", "club.create", { name: `Saison mit Geheimabend ${Date.now()}` });
  // One Klammern evening of two guest pairs, its round closed by the office with a set result.
  const evening = async (name: string, date: string, visibility?: "public") => {
    const t = await trpc<{ id: string; slug: string }>(page, "POST", "tournament.create", { clubId: club.id, name, date, roundsPlanned: 1, ...(visibility ? { visibility } : {}) });
    for (const n of [1, 2])
      await trpc(page, "POST", "tournament.registerEntrant", { tournamentId: t.id, player1: { kind: "guest", name: `Gast ${n}a` }, player2: { kind: "guest", name: `Gast ${n}b` }, checkIn: true });
    const drafted = await trpc<{ roundId: string }>(page, "POST", "round.pair", { tournamentId: t.id, round: 1 });
    const draft = await trpc<{ round: { version: number } }>(page, "GET", "round.get", { tournamentId: t.id, round: 1 });
    await trpc(page, "POST", "round.publish", { roundId: drafted.roundId, version: draft.round.version });
    const r = await trpc<{ round: { version: number }; tables: { matchId: string }[] }>(page, "GET", "result.roundResults", { tournamentId: t.id, round: 1 });
    const adjustments = r.tables.map((x) => ({ matchId: x.matchId, reason: "Ergebnis gemeldet (Test)", nsOutcome: "win", ewOutcome: "loss", nsPoints: 2, ewPoints: 0 }));
    await trpc(page, "POST", "result.closeRound", { roundId: drafted.roundId, version: r.round.version, adjustments });
    return t;
  };
  const open = await evening("Offener Märzabend", "2026-03-05", "public");
  const hidden = await evening("Geheimer Aprilabend", "2026-04-02"); // unlisted: a new tournament's default
  const season = await trpc<{ id: string; slug: string }>(page, "POST", "season.create", {
    clubId: club.id,
    name: "Wertung mit Geheimabend",
    game: "klammern",
    rule: { kind: "sum" },
    window: { kind: "range", from: "2026-01-01", to: "2026-12-31" },
  });
  for (const t of [open, hidden]) await trpc(page, "POST", "season.addEvent", { seasonId: season.id, tournamentId: t.id });
  const secrets = [hidden.slug, hidden.id, "Geheimer Aprilabend"];
  const expectNoSecret = (text: string) => {
    for (const s of secrets) expect(text).not.toContain(s);
  };

  // A visitor: the public page, a player's page, the projector and the export count it but do not name it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/s/${season.slug}`);
  const events = visitor.getByTestId("season-events");
  await expect(events).toContainText("Offener Märzabend");
  await expect(events).toContainText("Abend 2 (nicht öffentlich)");
  await expect(events.locator('a[href^="/t/"]')).toHaveCount(1);
  expectNoSecret(await visitor.content());
  await visitor.getByTestId("season-standings").locator("summary").first().getByRole("link").click();
  await expect(visitor).toHaveURL(/\/spieler\//);
  await expect(visitor.getByTestId("player-events")).toContainText("Abend 2 (nicht öffentlich)");
  expectNoSecret(await visitor.content());
  await visitor.goto(`/s/${season.slug}/projektor`);
  await expect(visitor.getByTestId("season-table")).toBeVisible();
  expectNoSecret(await visitor.content());
  const exported = await visitor.request.get(`/api/export/s/${season.slug}/standings.json`);
  const text = await exported.text();
  expectNoSecret(text);
  expect(JSON.parse(text).events.map((e: { number: number; slug: string | null }) => [e.number, e.slug])).toEqual([
    [1, open.slug],
    [2, null],
  ]);

  // The organizer's page names it and says what the public sees.
  await page.goto(`/org/saisons/${season.id}`);
  await expect(page.getByTestId("season-events")).toContainText("Geheimer Aprilabend");
  await expect(page.getByTestId("season-events")).toContainText("öffentlich nur als „Abend 2“");
});
