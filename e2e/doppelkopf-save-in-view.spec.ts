// Issue 27: on a tablet in landscape (1024x768 and 1280x800) every game of the Spielliste, the first included, is
// entered and saved without the list keeper scrolling: the save button's box lies inside the viewport (the page's,
// not only the form's) from the moment the game's form comes up until it is saved, at a table of four and of five,
// the Vorführungen with their note included.
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, trpc } from "./helpers";

const stamp = Date.now();
const SCREENS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];
type Sheet = { tables: { tableNumber: number; captain: { path: string } | null }[] };

/** The save button wholly on the screen, and how far the page is scrolled. */
async function saveInView(page: Page, number: number) {
  const button = page.getByRole("button", { name: `Spiel ${number} speichern` });
  const box = (await button.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(box.y, `game ${number} at ${width}x${height}: save button top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `game ${number} at ${width}x${height}: save button bottom (page ${await page.evaluate(() => document.documentElement.scrollHeight)} px)`).toBeLessThanOrEqual(height);
  expect(box.height, "a touch target").toBeGreaterThanOrEqual(44);
  return scrollY;
}

test("every game of a table of four and of five is saved with its button on a landscape tablet's screen", async ({ browser }) => {
  test.setTimeout(300_000);
  const office = await (await browser.newContext()).newPage();
  // The demo account: sign-ups per address are limited, and the suite needs its few for its sign-up tests.
  await signIn(office, DEMO.email, DEMO.password);
  await expect(office).toHaveURL(/\/org$/);
  const club = await trpc<{ id: string }>(office, "POST", "club.create", { name: `Doko Tablet ${stamp}` });
  const t = await trpc<{ id: string }>(office, "POST", "tournament.create", {
    clubId: club.id,
    game: "doppelkopf",
    name: "Tablet-Abend",
    date: "2026-12-12",
    roundsPlanned: 1,
    rules: { preset: "ddv" },
    gamesPerTable: { four: 8, five: 10 },
  });
  for (const name of ["Anna Alt", "Bernd Bube", "Clara Dame", "Dieter Karo", "Eva Kreuz", "Fritz Fuchs", "Gabi Gans", "Hugo Herz", "Ilse Igel"])
    await trpc(office, "POST", "tournament.registerEntrant", { tournamentId: t.id, player1: { kind: "guest", name }, checkIn: true });
  const drafted = await trpc<{ roundId: string }>(office, "POST", "round.pair", { tournamentId: t.id, round: 1 });
  const round = await trpc<{ round: { version: number } }>(office, "GET", "round.get", { tournamentId: t.id, round: 1 });
  await trpc(office, "POST", "round.publish", { roundId: drafted.roundId, version: round.round.version });
  const sheet = await trpc<Sheet>(office, "POST", "table.issueCodes", { tournamentId: t.id, round: 1 });
  expect(sheet.tables).toHaveLength(2);

  for (const table of sheet.tables) {
    const page = await (await browser.newContext({ viewport: SCREENS[0] })).newPage();
    await page.goto(table.captain!.path);
    await expect(page.getByRole("heading", { name: `Tisch ${table.tableNumber} · Runde 1` })).toBeVisible();
    const size = await page.getByRole("list", { name: "Spieler am Tisch" }).getByRole("listitem").count();
    const games = size === 4 ? 8 : 10;
    for (let n = 1; n <= games; n++) {
      const screen = SCREENS[(n - 1) % 2]!;
      if (n > 1) await page.setViewportSize(screen);
      await expect(page.getByRole("heading", { name: new RegExp(`^Spiel ${n} von ${games}`) })).toBeVisible();
      // The first game: the compact head leaves room for the whole form, the page not moved at all.
      const before = await saveInView(page, n);
      if (n === 1) expect(before, "game 1 needs no scrolling").toBe(0);
      if (n === 1 && table === sheet.tables[0]) await page.screenshot({ path: `test-results/tablet-game-1-${screen.width}x${screen.height}.png` });
      const note = page.getByTestId("vorfuehrung");
      const re = page.getByRole("group", { name: "Re" }).getByRole("button");
      if (await note.isVisible()) {
        const who = /Vorführung: (.+) muss jetzt/.exec((await note.textContent()) ?? "")![1]!;
        await page.getByRole("radiogroup", { name: "Spielart" }).getByRole("radio", { name: "Damensolo" }).click();
        await page.getByRole("group", { name: "Re" }).getByRole("button", { name: who, exact: true }).click();
      } else {
        await re.nth(0).click();
        await re.nth(1).click();
      }
      await page.getByLabel("Augen von Re").fill(String(121 + n));
      await expect(page.getByTestId("game-preview")).toBeVisible();
      if (n === 1 && table === sheet.tables[0]) await page.screenshot({ path: `test-results/tablet-game-1-filled-${screen.width}x${screen.height}.png` });
      await saveInView(page, n);
      await expect(page.getByRole("button", { name: `Spiel ${n} speichern` })).toBeEnabled();
      // A tap where the button is: no scrolling by the test either.
      const box = (await page.getByRole("button", { name: `Spiel ${n} speichern` }).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      if (n < games) await expect(page.getByRole("heading", { name: new RegExp(`^Spiel ${n + 1} von ${games}`) })).toBeVisible();
    }
    await expect(page.getByTestId("spielliste").locator("tbody tr")).toHaveCount(games + 1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `test-results/tablet-done-${size}-390x844.png` });
  }
});
