// The public side of a Doppelkopf tournament, on the demo that `npm start` seeds (22 players, two rounds closed,
// round three under way): the tournament page, the player page, the projector and the printables.
import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

const SLUG = "/t/demo-doppelkopf";

test("a spectator follows the Doppelkopf demo: tables by position, standings of 22 players", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.goto(SLUG);
  await expect(page.getByRole("heading", { name: "Runde 3 läuft" })).toBeVisible();
  const tables = page.getByTestId("round-3-tables").locator("li[data-table]");
  await expect(tables).toHaveCount(5);
  await expect(tables.filter({ hasText: "zu fünft" })).toHaveCount(2);
  await expect(tables.first().locator("[data-position]")).toHaveCount(5);
  await expect(page.getByRole("heading", { name: "Tabelle nach Runde 2" })).toBeVisible();
  await expect(page.getByTestId("standings").locator("tbody tr")).toHaveCount(22);
});

test("a player finds his table and position in round three on the phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${SLUG}/spieler`);
  await page.getByLabel("Name oder Spielernummer").fill("Jäger");
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page.getByRole("heading", { name: /Kurt Jäger/ })).toBeVisible();
  await expect(page.getByTestId("next-seat")).toContainText(/Runde 3: Tisch \d, Position \d/);
  await expect(page.getByTestId("player-view").locator("li[data-round]")).toHaveCount(3);
  await page.getByTestId("player-view").locator("li[data-round='1'] summary").click();
  await expect(page.getByTestId("player-view").locator("li[data-round='1'] ol li").first()).toContainText("Spiel 1:");
});

test("the projector and the printables show the players", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${SLUG}/projektor`);
  await expect(page.getByTestId("projector-progress")).toContainText("von 5 Tischen fertig");
  // The round's own clock: 50 minutes at four, 65 at five, from its publication.
  await expect(page.getByTestId("round-clock")).toContainText("Runde 3");
  await expect(page.getByTestId("round-clock")).toContainText(/Vierertische bis \d\d:\d\d, Fünfertische bis \d\d:\d\d/);
  await expect(page.getByTestId("standings").first().locator("tbody tr").first()).toContainText("1.");
  await page.goto(`${SLUG}/druck?teil=setzliste&runde=3`);
  await expect(page.getByTestId("seating-3")).toContainText("Position 5");
  await expect(page.getByTestId("seating-3")).toContainText("→ Tisch");
});

test("the organizer prints a blank Spielliste per table and table cards with the players by position", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  await page.getByRole("link", { name: "Stichfest Demo-Verein" }).first().click();
  await page.getByRole("link", { name: /Demo-Doppelkopfturnier/ }).first().click();
  await expect(page).toHaveURL(/\/org\/turniere\/[0-9a-f-]{36}/);
  const id = /turniere\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await page.goto(`/org/turniere/${id}/druck`);
  await page.getByRole("link", { name: /Spielliste \(leer\) Runde 3/ }).click();
  await expect(page.locator('[data-testid^="score-sheet-"]')).toHaveCount(5);
  const sheet = page.getByTestId("score-sheet-1");
  await expect(sheet).toContainText("Spielliste Tisch 1 · Runde 3");
  await expect(sheet.locator("tbody tr")).toHaveCount(15);
  await expect(sheet.locator("thead th").filter({ hasText: /^5\. / })).toHaveCount(1);
  await page.goto(`/org/turniere/${id}/runden/3/tischkarten`);
  await expect(page.getByTestId("table-card-1")).toContainText("Position 5");
});
