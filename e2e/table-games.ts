// Entering one game on a table's tablet, as a captain taps it: shared by the table-entry specs of both games.
import { expect, type Page } from "@playwright/test";

export const TRUMPS = [/Kreuz/, /Pik/, /Herz/, /Karo/];

/** Klammern: declarer seat, trump, optional meld, one side's card points; then saves the deal. */
export async function enterDeal(page: Page, d: { declarer: number; trump: RegExp; points: number; side?: "Nord/Süd" | "Ost/West"; meld?: boolean }) {
  await page.getByRole("group", { name: "Spieler (hat Trumpf bestimmt)", exact: true }).getByRole("button").nth(d.declarer).click();
  await page.getByRole("group", { name: "Trumpf", exact: true }).getByRole("button", { name: d.trump }).click();
  if (d.meld) {
    await page.getByRole("button", { name: "+ Meldung" }).click();
    await page.getByRole("group", { name: "Meldung 1: Wer?", exact: true }).getByRole("button").nth(d.declarer).click();
    await page.getByRole("group", { name: "Meldung 1: Art", exact: true }).getByRole("button", { name: "Terz (20)" }).click();
    await page.getByRole("group", { name: "Meldung 1: Farbe", exact: true }).getByRole("button", { name: /Pik/ }).click();
    await page.getByRole("group", { name: "Meldung 1: höchste Karte", exact: true }).getByRole("button", { name: "K", exact: true }).click();
  }
  await page.getByRole("group", { name: "Augen von", exact: true }).getByRole("button", { name: d.side ?? "Nord/Süd" }).click();
  await typePoints(page, d.points);
  const save = page.getByRole("button", { name: /^Spiel \d+ speichern$/ });
  await expect(save).toBeEnabled();
  await save.click();
}

export async function typePoints(page: Page, points: number) {
  await page.getByRole("button", { name: "Punkte leeren" }).click();
  for (const digit of String(points)) await page.getByRole("button", { name: `Ziffer ${digit}`, exact: true }).click();
}

/** Doppelkopf: a normal game of the Spielliste, the two Re players by position and Re's card points; `of` is the
 * list's length as the heading shows it (a pattern). */
export async function normalGame(page: Page, number: number, re: [number, number], augen: number, of: number | string = 12) {
  await expect(page.getByRole("heading", { name: new RegExp(`^Spiel ${number} von ${of}`) })).toBeVisible();
  const buttons = page.getByRole("group", { name: "Re" }).getByRole("button");
  await buttons.nth(re[0]).click();
  await buttons.nth(re[1]).click();
  await page.getByLabel("Augen von Re").fill(String(augen));
  await page.getByRole("button", { name: `Spiel ${number} speichern` }).click();
}
