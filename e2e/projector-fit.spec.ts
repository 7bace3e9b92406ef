// Issue 14: the projector fits every hall screen from 1024x768 to 1920x1080, for both games: the rows a page shows
// lie wholly on the screen (the pages together show every row once), nothing sticks out to the right or below,
// the QR code and its caption are fully visible, and the tiles' colours are explained, grey included.
import { expect, test, type Page } from "@playwright/test";

const SCREENS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

async function inside(page: Page, testId: string) {
  const box = (await page.getByTestId(testId).boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x, `${testId} left`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${testId} top`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${testId} right`).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height, `${testId} bottom`).toBeLessThanOrEqual(height + 0.5);
}

for (const slug of ["demo-klammern", "demo-doppelkopf"])
  for (const screen of SCREENS)
    test(`the projector of ${slug} fits ${screen.width}x${screen.height}`, async ({ page }) => {
      await page.setViewportSize(screen);
      await page.goto(`/t/${slug}/projektor?sekunden=120`);
      // The standings' own pages (a round under way also pages its seating, in turn: projector-seating.spec).
      const cycler = page.getByTestId("fit-section-standings");
      await expect(page.getByTestId("cycler")).toHaveAttribute("data-section", "standings");
      const rows = page.getByTestId("standings").locator("tbody > tr");
      const total = await rows.count();
      const visible = () => rows.evaluateAll((trs) => trs.filter((tr) => (tr as HTMLElement).style.display !== "none").map((tr) => tr.getBoundingClientRect().bottom));
      // Once the page has measured itself after hydration: one page shows every row, several show fewer.
      await expect
        .poll(async () => {
          const pages = Number(await cycler.getAttribute("data-pages"));
          const n = (await visible()).length;
          return pages === 1 ? n === total : n < total;
        })
        .toBe(true);
      const pages = Number(await cycler.getAttribute("data-pages"));
      // Every visible row lies wholly on the screen; the pages together hold each row once.
      const shown = await visible();
      console.log(`[projector] ${slug} ${screen.width}x${screen.height}: ${shown.length} rows per page, ${pages} pages`);
      expect(shown.length).toBeGreaterThan(0);
      expect(Math.max(...shown)).toBeLessThanOrEqual(screen.height);
      expect(pages).toBeLessThanOrEqual(total);
      if (pages === 1) expect(shown.length).toBe(total);
      // The large type needs height too (the `tall` variant): 1280x720 shows 6 Klammern rows (9 Doppelkopf) of the
      // fresh demo; two-line team rows (after live.spec confirms a match) take more, never below three.
      else expect(shown.length, "a page holds at least three rows").toBeGreaterThanOrEqual(3);
      await inside(page, "qr-code");
      await inside(page, "projector-qr-caption");
      await inside(page, "projector-aside");
      await inside(page, "projector-legend");
      await expect(page.getByTestId("projector-legend")).toContainText("grau: noch kein Spiel");
      // No scrolling: the page is exactly the screen.
      const overflow = await page.evaluate(() => [document.documentElement.scrollWidth - innerWidth, document.documentElement.scrollHeight - innerHeight]);
      expect(overflow).toEqual([0, 0]);
      await page.screenshot({ path: `test-results/projector-${slug}-${screen.width}x${screen.height}.png` });
    });
