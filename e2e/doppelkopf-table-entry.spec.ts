// Issue 12, the table: the list keeper of a table of four in the Doppelkopf demo (ddv, 12 games, round three)
// keeps the Spielliste on a tablet: normal games, three of them offline, then the four Pflichtsoli as Vorführungen
// once the missing ones fill the games left (the form names who must play); another player confirms. At 1024x768
// each game's form fits the screen.
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, trpc } from "./helpers";
import { normalGame } from "./table-games";

type Sheet = { tables: { matchId: string; tableNumber: number; captain: { code: string; path: string } | null; opponent: { code: string } | null }[] };
type Results = { tables: { matchId: string; tableNumber: number; deals: number; seats: unknown[] }[] };

/** Round three's codes for the first table of four without a game yet. */
async function freshTable(page: Page) {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  await page.getByRole("link", { name: "Stichfest Demo-Verein" }).first().click();
  await page.getByRole("link", { name: /Demo-Doppelkopfturnier/ }).first().click();
  await expect(page).toHaveURL(/\/org\/turniere\/[0-9a-f-]{36}/);
  const tournamentId = /turniere\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const results = await trpc<Results>(page, "GET", "result.roundResults", { tournamentId, round: 3 });
  const table = results.tables.find((t) => t.seats.length === 4 && t.deals === 0)!;
  const sheet = await trpc<Sheet>(page, "POST", "table.issueCodes", { tournamentId, round: 3 });
  const codes = sheet.tables.find((t) => t.tableNumber === table.tableNumber)!;
  return { tableNumber: table.tableNumber, path: codes.captain!.path, opponent: codes.opponent!.code };
}

test.use({ viewport: { width: 1280, height: 800 } });

test("a table of four keeps its Spielliste on the tablet, partly offline, with the Vorführungen, and is confirmed", async ({ browser }) => {
  test.setTimeout(240_000);
  const organizer = await (await browser.newContext()).newPage();
  const { tableNumber, path, opponent } = await freshTable(organizer);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path); // what scanning the QR code does
  await expect(page).toHaveURL(/\/tisch\/spiel$/);
  await expect(page.getByRole("heading", { name: `Tisch ${tableNumber} · Runde 3` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Spieler am Tisch" }).getByRole("listitem")).toHaveCount(4);
  await expect(page.locator("html[data-offline-ready='1']")).toHaveCount(1, { timeout: 20_000 });

  // Games 1 and 2 online; a game the rules forbid is blocked with its reason before it is sent.
  await normalGame(page, 1, [0, 2], 130);
  await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.");
  await page.getByRole("group", { name: "Re" }).getByRole("button").nth(1).click();
  await page.getByRole("group", { name: "Re" }).getByRole("button").nth(3).click();
  await page.getByLabel("Augen von Re").fill("241");
  await expect(page.getByRole("button", { name: "Spiel 2 speichern" })).toBeDisabled();
  await expect(page.getByText(/0\.\.240/)).toBeVisible();
  await page.getByLabel("Augen von Re").fill("100");
  // A 10-inch tablet in landscape: after a game is saved the next one's form comes up whole, without scrolling.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByRole("button", { name: "Spiel 2 speichern" }).click();
  await expect(page.getByRole("heading", { name: /^Spiel 3 von 12/ })).toBeVisible();
  await expect
    .poll(async () => {
      const box = (await page.getByRole("form", { name: "Nächstes Spiel" }).boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 768;
    })
    .toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Both games are on the server before the network goes.
  await expect.poll(async () => (await trpc<{ deals: unknown[] }>(page, "GET", "table.match", {})).deals.length).toBe(2);
  await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.");

  // Games 3 to 5 without network: kept on the device, sent once when it returns.
  await context.route("**/api/**", (route) => route.abort());
  await context.setOffline(true);
  await normalGame(page, 3, [0, 1], 121);
  await normalGame(page, 4, [2, 3], 160);
  await normalGame(page, 5, [1, 2], 90);
  await expect(page.getByTestId("sync-status")).toContainText("3 Spiele warten auf Übertragung.");
  await context.unroute("**/api/**");
  await context.setOffline(false);
  await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 45_000 });
  for (const [n, re, augen] of [
    [6, [0, 3], 140],
    [7, [1, 3], 110],
    [8, [0, 2], 125],
  ] as const)
    await normalGame(page, n, [re[0], re[1]], augen);

  // Four games left and four Pflichtsoli missing: each game is a Vorführung, and the form says whose.
  for (let n = 9; n <= 12; n++) {
    await expect(page.getByRole("heading", { name: new RegExp(`^Spiel ${n} von 12`) })).toBeVisible();
    const note = page.getByTestId("vorfuehrung");
    await expect(note).toBeVisible();
    const who = /Vorführung: (.+) muss jetzt/.exec((await note.textContent()) ?? "")![1]!;
    await page.getByRole("radiogroup", { name: "Spielart" }).getByRole("radio", { name: "Damensolo" }).click();
    await page.getByRole("group", { name: "Re" }).getByRole("button", { name: who, exact: true }).click();
    await page.getByLabel("Augen von Re").fill("150");
    await page.getByRole("button", { name: `Spiel ${n} speichern` }).click();
  }
  await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 20_000 });
  const list = page.getByTestId("spielliste");
  await expect(list.locator("tbody tr")).toHaveCount(13);
  await expect(page.getByText(/Jede Zeile ergibt 0: ja/)).toBeVisible();
  await expect(page.getByText(/Pflichtsolo gespielt: .*ja.*ja.*ja.*ja/)).toBeVisible();

  // Another player confirms with the second code.
  await page.getByLabel("Bestätigungscode von der Tischkarte").fill(opponent);
  await page.getByRole("button", { name: "Ergebnis bestätigen" }).click();
  await expect(page.getByText("Die Spielliste ist bestätigt.")).toBeVisible();
  await page.screenshot({ path: "test-results/doppelkopf-tablet-bestaetigt.png", fullPage: true });

  // The public page shows the table confirmed with its twelve games.
  await organizer.goto("/t/demo-doppelkopf");
  const publicTable = organizer.getByTestId("round-3-tables").locator(`[data-table="${tableNumber}"]`);
  await expect(publicTable).toHaveAttribute("data-deals", "12");
  await expect(publicTable).toHaveAttribute("data-confirmed", "true");
});
