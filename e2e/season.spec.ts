// A season as an organizer keeps it (issue 29): over three of the demo club's Klammern evenings, the public page open
// on a phone; a game corrected in one evening moves the season there, by the live stream, without a reload.
import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

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
