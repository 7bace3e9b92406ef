// Typing a Klammern deal of three into a game sheet as a person does: the seeded legal deals of the engine, entered
// as a summary (declarer, trump, how it was chosen, each player's card points). Shared by the sheet specs.
import { expect, type Page } from "@playwright/test";
import { randomKlammernRecord, scoreRecord, type KlammernDealDetail } from "../src/engine";

const SUITS: Record<string, RegExp> = { C: /Kreuz/, S: /Pik/, H: /Herz/, D: /Karo/ };
const CHOSEN: Record<string, string> = { original: "Original", klein: "Klein", besser: "Besser" };

/** Seeded legal three-player deals, each seed used once: `next(dealer, want)` is the next one dealt by `dealer`
 * that `want` accepts, with no melds, no Bella and not void. */
export function threePlayerDeals(seed = 1) {
  return {
    next(dealer: number, want: (d: KlammernDealDetail) => boolean = () => true): KlammernDealDetail {
      for (; seed < 20_000; seed++) {
        const scored = scoreRecord(randomKlammernRecord(seed, { players: 3, dealer, meldChance: 0 }));
        if (!scored.ok) continue;
        const d = scored.detail as KlammernDealDetail;
        if (d.outcome === "void" || d.bella !== null || d.melds.some((m) => m.points > 0) || !want(d)) continue;
        seed++;
        return d;
      }
      throw new Error("no such deal");
    },
  };
}

/** Enters deal `number` as a summary and saves it; `names` are the sheet's players in seat order. */
export async function enterSummary(page: Page, names: readonly string[], number: number, d: KlammernDealDetail) {
  await expect(page.getByRole("heading", { name: new RegExp(`^Spiel ${number}`) })).toBeVisible();
  await page.getByRole("group", { name: "Spieler (hat Trumpf bestimmt)", exact: true }).getByRole("button", { name: names[d.declarer!], exact: true }).click();
  await page.getByRole("group", { name: "Trumpf", exact: true }).getByRole("button", { name: SUITS[d.trump!] }).click();
  await page.getByRole("group", { name: "Wie gewählt", exact: true }).getByRole("button", { name: CHOSEN[d.chosen!], exact: true }).click();
  for (const [p, points] of d.cardPoints.entries()) {
    await page.getByTestId(`points-${p}`).click();
    await page.getByRole("button", { name: "Punkte leeren" }).click();
    for (const digit of String(points)) await page.getByRole("button", { name: `Ziffer ${digit}`, exact: true }).click();
  }
  if (d.outcome === "beet") await expect(page.getByTestId("deal-outcome")).toContainText("Beet");
  await page.getByRole("button", { name: `Spiel ${number} speichern` }).click();
}
