// Issue 5 end to end: an organizer imports 12 pairs by CSV, runs three Swiss rounds entering results, corrects one
// deal, and the standings page and the public exports agree.
import { expect, test, type Page } from "@playwright/test";
import { signUp } from "./helpers";

const stamp = Date.now();
const DEALS_PER_MATCH = 2;

const membersCsv = [
  "Nummer;Vorname;Nachname",
  ...Array.from({ length: 24 }, (_, i) => `${i + 1};Spieler${i + 1};Klammer${String.fromCharCode(65 + i)}`),
].join("\n");
const pairsCsv = [
  "Paar;Spieler 1;Spieler 2;Eingecheckt",
  ...Array.from({ length: 12 }, (_, i) => `Team ${i + 1};${2 * i + 1};${2 * i + 2};ja`),
].join("\n");

/** Enters one deal on the match page: declarer, trump, and North/South's card points. */
async function enterDeal(page: Page, number: number, declarer: string, trump: string, nsPoints: number) {
  await expect(page.getByRole("heading", { name: new RegExp(`Spiel ${number} erfassen`) })).toBeVisible();
  await page.getByRole("radiogroup", { name: "Spieler (wer hat gespielt?)" }).getByRole("radio", { name: declarer }).click();
  await page.getByRole("radiogroup", { name: "Trumpf" }).getByRole("radio", { name: trump }).click();
  await page.locator('input[name="points"]').fill(String(nsPoints));
  await expect(page.getByText(/Wertung: /)).toBeVisible(); // the engine in the page scored it
  await page.getByRole("button", { name: "Spiel speichern" }).click();
}

test("organizer: CSV import, three Swiss rounds with results, a correction, standings and exports agree", async ({ page }) => {
  test.setTimeout(600_000);
  await signUp(page, "Tina Turnierleitung", `tina${stamp}@example.org`);

  // Club and members by CSV.
  await page.getByLabel("Vereinsname").fill("Klammerclub Pik As");
  await page.getByRole("button", { name: "Verein anlegen" }).click();
  await expect(page.getByRole("heading", { name: "Klammerclub Pik As" })).toBeVisible();
  const clubUrl = page.url();
  await page.getByRole("link", { name: /Mitglieder/ }).first().click();
  await page.getByLabel("… oder die Liste hier einfügen").fill(membersCsv);
  await page.getByRole("button", { name: "Vorschau prüfen" }).click();
  await page.getByRole("button", { name: "Import bestätigen" }).click();
  await expect(page.getByText("KlammerX").first()).toBeVisible();

  // A public Swiss tournament over 3 rounds, 2 deals per match.
  await page.goto(clubUrl);
  await page.getByRole("link", { name: "Neues Turnier" }).click();
  await page.getByLabel("Name des Turniers").fill("Herbstklammern");
  await page.getByLabel("Datum").fill("2026-11-28");
  await page.getByLabel("Anzahl Runden").fill("3");
  await page.getByLabel("Sichtbarkeit").selectOption("public");
  await page.getByLabel("Spiele pro Partie").fill(String(DEALS_PER_MATCH));
  await page.getByRole("button", { name: "Turnier anlegen" }).click();
  await expect(page.getByRole("heading", { name: "Herbstklammern" })).toBeVisible();
  const base = new URL(page.url()).pathname;

  // 12 pairs by CSV, all checked in.
  await page.getByRole("link", { name: /^Paare/ }).click();
  await page.getByLabel("CSV-Text").fill(pairsCsv);
  await page.getByRole("button", { name: "Vorschau", exact: true }).click();
  await page.getByRole("button", { name: "Import bestätigen" }).click();
  await expect(page.getByText("Team 12").first()).toBeVisible();

  for (let round = 1; round <= 3; round++) {
    await page.goto(base);
    await page.getByRole("button", { name: `Runde ${round} auslosen` }).click();
    await expect(page).toHaveURL(new RegExp(`/runden/${round}$`));
    await page.getByRole("button", { name: `Runde ${round} veröffentlichen` }).click();
    await expect(page.getByRole("link", { name: "Ergebnisse eingeben" })).toBeVisible();

    for (let table = 1; table <= 6; table++) {
      await page.goto(`${base}/tische?runde=${round}`);
      await page.getByRole("link", { name: new RegExp(`^Tisch ${table} `) }).click();
      if (round === 1 && table === 1) {
        // An impossible deal is refused with the engine's reason, in the page and before saving.
        await page.getByRole("radiogroup", { name: "Spieler (wer hat gespielt?)" }).getByRole("radio", { name: "Nord" }).click();
        await page.getByRole("radiogroup", { name: "Trumpf" }).getByRole("radio", { name: "Herz" }).click();
        await page.locator('input[name="points"]').fill("163");
        await expect(page.getByRole("alert").filter({ hasText: /163/ }).first()).toBeVisible();
        await expect(page.getByText("Die Wertung erscheint, sobald die Angaben stimmen.")).toBeVisible();
      }
      // Vary the results so that the standings separate: the declarer side makes or goes Beet.
      await enterDeal(page, 1, "Nord", "Herz", 60 + table * 10 + round);
      if (round === 1 && table === 2) {
        // A deal corrected while the table still plays, with a reason; the table plays on.
        await page.getByRole("button", { name: "Korrigieren" }).first().click();
        await page.locator('input[name="points"]').fill("100");
        await page.getByLabel("Begründung der Korrektur (Pflicht)").fill("Während der Runde berichtigt");
        await page.getByRole("button", { name: "Korrektur speichern" }).click();
        await expect(page.getByText("Spiel 1 korrigiert.")).toBeVisible();
      }
      await enterDeal(page, 2, "Ost", "Pik", 40 + table * 7);
      await expect(page.getByText("beendet, Bestätigung offen").first()).toBeVisible();
    }
    await page.goto(`${base}/tische?runde=${round}`);
    await page.getByRole("button", { name: `Runde ${round} abschließen` }).click();
    // Wait for the close itself: the form goes away once the round is closed (its text says "abgeschlossen" before).
    await expect(page.getByRole("button", { name: `Runde ${round} abschließen` })).toHaveCount(0);
    await expect(page.getByText("abgeschlossen", { exact: true })).toBeVisible();
  }

  // Correct deal 1 at table 1 of round 1 (closed), with a reason.
  await page.goto(`${base}/tische?runde=1`);
  await page.getByRole("link", { name: /^Tisch 1 / }).click();
  await page.getByRole("button", { name: "Korrigieren" }).first().click();
  await page.locator('input[name="points"]').fill("30");
  await page.getByLabel("Begründung der Korrektur (Pflicht)").fill("Augen falsch addiert");
  await page.getByRole("button", { name: "Korrektur speichern" }).click();
  await expect(page.getByRole("status").first()).toBeVisible();
  await page.goto(`${base}/protokoll`);
  await expect(page.getByText("Augen falsch addiert")).toBeVisible();
  await expect(page.getByText("Während der Runde berichtigt")).toBeVisible();

  // Standings on the page equal the public export.
  await page.goto(`${base}/tabelle`);
  const rows = page.getByTestId("standings").locator("tbody tr");
  await expect(rows).toHaveCount(12);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "");
      return { rank: Number.parseInt(cells[0]!, 10), pair: Number(/Paar (\d+)/.exec(cells[1]!)?.[1]), mp: Number(cells[2]), pf: Number(cells[3]) };
    }),
  );
  const exportHref = await page.locator('a[href*="/api/export/t/"]').first().getAttribute("href");
  const slug = /\/api\/export\/t\/([^/]+)\//.exec(exportHref ?? "")?.[1];
  expect(slug).toBeTruthy();
  const exported = await (await page.request.get(`/api/export/t/${slug}/standings.json`)).json();
  expect(exported.throughRound).toBe(3);
  expect(
    exported.rows.map((r: { rank: number; pair: { number: number }; matchPoints: number; pointsFor: number }) => ({
      rank: r.rank,
      pair: r.pair.number,
      mp: r.matchPoints,
      pf: r.pointsFor,
    })),
  ).toEqual(shown);
  const totalMp = shown.reduce((s, r) => s + r.mp, 0);
  expect(totalMp).toBe(3 * 6 * 2); // every match hands out 2 match points (win 2 + loss 0, or 1 + 1)

  const csv = await (await page.request.get(`/api/export/t/${slug}/standings.csv`)).text();
  expect(csv.split(/\r?\n/).filter(Boolean)).toHaveLength(13);
  const deals = (await (await page.request.get(`/api/export/t/${slug}/deals.jsonl`)).text()).trim().split("\n");
  expect(deals).toHaveLength(3 * 6 * DEALS_PER_MATCH);
  const corrected = deals.map((l) => JSON.parse(l)).find((d) => d.round === 1 && d.table === 1 && d.deal === 1);
  expect(corrected.summary.cardPoints).toContain(30);
  const rounds = await (await page.request.get(`/api/export/t/${slug}/rounds.json`)).json();
  expect(rounds.rounds).toHaveLength(3);
});
