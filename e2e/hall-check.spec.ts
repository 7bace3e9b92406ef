// Issue 14, touch and reading: the pages a hall uses, at a 10-inch tablet (1024x768), a laptop (1280x720) and a phone
// (390x844), checked as assertions: nothing scrolls sideways, no tap target is under 44 px, and text and disabled
// buttons have enough contrast (axe-core's WCAG AA colour-contrast rule), and no form greets its reader with an
// error before anything was typed.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, oneTableTournament, openDemoTournament, signIn } from "./helpers";

const SCREENS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];

/** Visible interactive elements smaller than 44 px either way (links inside running text are not tap targets). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("button, a[href], input:not([type=hidden]), select, textarea, [role=button]")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      if (el.closest("[data-print-only], .print-only")) continue;
      // A link in a sentence is read, not aimed at; a checkbox or radio counts by its label.
      if (el.tagName === "A" && el.parentElement && getComputedStyle(el).display === "inline" && /^(P|LI|SPAN|TD)$/.test(el.parentElement.tagName)) continue;
      const label = el.closest("label");
      const box = (el as HTMLInputElement).type === "checkbox" || (el as HTMLInputElement).type === "radio" ? (label?.getBoundingClientRect() ?? r) : r;
      if (box.height < 43.5 || box.width < 43.5) out.push(`${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return out;
  });
}

async function check(page: Page, name: string) {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const small = await smallTargets(page);
  const contrast = (await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze()).violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n").at(-1)?.trim()}`));
  expect.soft(sideways, `${name}: scrolls sideways`).toBe(0);
  expect.soft(small, `${name}: tap targets under 44 px`).toEqual([]);
  expect.soft(contrast, `${name}: contrast`).toEqual([]);
  expect.soft(await earlyErrors(page), `${name}: errors before anything was typed`).toEqual([]);
}

/** Fields marked invalid and visible error alerts on a page nobody has typed on yet (the hall-address warning is a
 * notice about the machine, not about input). */
async function earlyErrors(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"], [role="alert"]')]
      .filter((el) => el.getBoundingClientRect().height > 0 && (el.textContent ?? "").trim() !== "")
      .filter((el) => !el.closest('[data-testid="hall-address-warning"]') && el.id !== "__next-route-announcer__")
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? "").trim().slice(0, 60)}`),
  );
}

for (const screen of SCREENS) {
  test.describe(`${screen.width}x${screen.height}`, () => {
    test.use({ viewport: screen });

    test("public pages: home, table code, sign-in, a tournament, its player page", async ({ page }) => {
      for (const path of ["/", "/tisch", "/anmelden", "/registrieren", "/t/demo-klammern", "/t/demo-klammern/spieler", "/t/demo-doppelkopf"]) {
        await page.goto(path);
        await check(page, path);
      }
    });

    test("the organizer's pages: clubs, the tournament, its round, tables and printables, the game sheets", async ({ page }) => {
      const id = await openDemoTournament(page);
      await check(page, "tournament");
      for (const path of ["/org", `/org/turniere/${id}/runden/4`, `/org/turniere/${id}/tische?runde=4`, `/org/turniere/${id}/tabelle`, `/org/turniere/${id}/protokoll`, "/spielblock"]) {
        await page.goto(path);
        await check(page, path);
      }
    });

    // The A4 printout is paper, as the tournament's is: not checked as a screen.
    test("the season pages: public, a player's, the club's, the organizer's", async ({ page }) => {
      for (const slug of ["demo-doppelkopf-jahreswertung", "demo-klammern-vereinsmeisterschaft"]) {
        await page.goto(`/s/${slug}`);
        await check(page, `/s/${slug}`);
        await page.locator('a[href*="/spieler/"]').first().click();
        await expect(page).toHaveURL(/\/spieler\//);
        await check(page, `/s/${slug}/spieler`);
      }
      await page.goto("/v/demo-verein");
      await check(page, "/v/demo-verein");
      await signIn(page, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(/\/org$/);
      await page.getByRole("link", { name: "Stichfest Demo-Verein" }).first().click();
      await expect(page).toHaveURL(/\/org\/vereine\//);
      await check(page, "club with seasons");
      const club = page.url();
      await page.getByRole("link", { name: /Doppelkopf-Jahreswertung/ }).first().click();
      await expect(page).toHaveURL(/\/org\/saisons\//);
      await check(page, "the organizer's season page");
      await page.goto(club);
      await page.getByRole("link", { name: "Neue Saisonwertung" }).click();
      await expect(page).toHaveURL(/\/saisons\/neu$/);
      await check(page, "a new season");
    });

    test("the captain's table page", async ({ browser, page }) => {
      // A one-table tournament of its own: the demo's tables belong to other specs' captains.
      await signIn(page, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(/\/org$/);
      const { sheet } = await oneTableTournament<{ tables: { captain: { path: string } | null }[] }>(page, `Hallenprobe ${screen.width}`);
      const captain = await (await browser.newContext({ viewport: screen })).newPage();
      await captain.goto(sheet.tables[0]!.captain!.path);
      await expect(captain).toHaveURL(/\/tisch\/spiel$/);
      await expect(captain.getByRole("heading", { name: "Spiel 1" })).toBeVisible();
      await check(captain, "/tisch/spiel");
      await captain.screenshot({ path: `test-results/hall-captain-${screen.width}x${screen.height}.png`, fullPage: true });
      // A plain deal is entered on one tablet screen: the whole form (from its heading to "speichern") fits.
      if (screen.width === 1024) expect((await captain.getByRole("region", { name: /^Spiel \d+$/ }).boundingBox())!.height).toBeLessThanOrEqual(screen.height);
    });
  });
}
