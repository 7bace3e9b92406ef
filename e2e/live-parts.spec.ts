// A public page follows the tournament by the parts that changed (issue 30), never by a render of the whole page:
// on the demo tournament `demo-klammern` (round 4 under way), the organizer takes deals back at table 2, which
// no other spec uses, and the viewer's page must show each step without asking for the page again, also after the
// network was off or the stream died silently.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { openDemoTournament, SLUG, trpc } from "./helpers";

const table = (page: Page, number: number) => page.getByTestId("round-4-tables").locator(`[data-table="${number}"]`);

/** The organizer's way to change table 2: take its last deal back. */
async function tableTwo(browser: Browser) {
  const org = await (await browser.newContext()).newPage();
  const tournamentId = await openDemoTournament(org);
  const round = await trpc<{ tables: { matchId: string; tableNumber: number }[] }>(org, "GET", "round.get", { tournamentId, round: 4 });
  const { matchId } = round.tables.find((t) => t.tableNumber === 2)!;
  return async () => {
    const m = await trpc<{ match: { version: number } }>(org, "GET", "result.getMatch", { matchId });
    await trpc(org, "POST", "result.undoLastDeal", { matchId, matchVersion: m.match.version });
  };
}

/** A viewer's page at `path` (the public page, the projector), counting its questions for parts and its
 * re-renders of the whole page. The test can mute the page's open event streams: they stay open and deliver
 * nothing, as a connection does that died without the browser knowing (a Wi-Fi that dropped). Streams the page
 * opens afterwards are heard. */
async function viewer(browser: Browser, path = `/t/${SLUG}`) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const Native = window.EventSource;
    const w = window as unknown as { muteStreams: () => void; streamsOpened: number };
    const open: { muted: boolean }[] = [];
    w.streamsOpened = 0;
    w.muteStreams = () => open.splice(0).forEach((stream) => (stream.muted = true));
    window.EventSource = class extends Native {
      muted = false;
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        open.push(this);
        w.streamsOpened++;
        // Registered before the page's own listeners: a muted stream's messages go no further.
        for (const type of ["hb", "change", "message"]) this.addEventListener(type, (e) => this.muted && e.stopImmediatePropagation());
      }
    };
  });
  const page = await context.newPage();
  const asked = { parts: 0, wholePage: 0 };
  page.on("request", (r) => {
    const headers = r.headers();
    if (headers["stichfest-parts"]) asked.parts++;
    // A refresh of this page (router.refresh(): RSC without the prefetch mark), or its document again.
    const own = new URL(r.url()).pathname === path;
    if (own && ((headers.rsc === "1" && !headers["next-router-prefetch"]) || r.isNavigationRequest())) asked.wholePage++;
  });
  await page.goto(path);
  asked.wholePage = 0; // the load itself
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-online", "true");
  // The page tells the server its version once loaded (its first question).
  await expect.poll(() => asked.parts).toBeGreaterThan(0);
  // A marker that a reload would wipe.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  return { context, page, asked };
}

const deals = async (page: Page) => Number(await table(page, 2).getAttribute("data-deals"));
const dealsIn = async (projector: Page) => Number((await projector.getByTestId("projector-deals").textContent())!.match(/\d+/)![0]);

test.describe.serial("following by changes", () => {
  test("the public page and the projector follow a round by their changed parts, never rendering the page again", async ({ browser }) => {
    const undo = await tableTwo(browser);
    const { page, asked } = await viewer(browser);
    const projector = await viewer(browser, `/t/${SLUG}/projektor`);
    const before = await deals(page);
    const inRound = await dealsIn(projector.page);
    expect(before).toBeGreaterThan(4);
    for (let i = 1; i <= 2; i++) {
      await undo();
      await expect(table(page, 2)).toHaveAttribute("data-deals", String(before - i), { timeout: 2000 });
      await expect(table(page, 2)).toContainText(`${before - i} / 16 Spiele`);
      await expect(projector.page.getByTestId("projector-deals")).toHaveText(`${inRound - i} Spiele erfasst`, { timeout: 2000 });
    }
    for (const { page: p, asked: a } of [{ page, asked }, projector]) {
      expect(a.wholePage).toBe(0);
      expect(await p.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    }
  });

  test("offline and back: the page says at once that it is behind and catches up by the parts it missed", async ({ browser }) => {
    const undo = await tableTwo(browser);
    const { context, page, asked } = await viewer(browser);
    const status = page.getByTestId("live-status");
    const before = await deals(page);
    // Real offline mode: the open stream says nothing and fires no error; the browser's offline event tells.
    await context.setOffline(true);
    await expect(status).toHaveAttribute("data-online", "false", { timeout: 3000 });
    await expect(status).toHaveText("Nicht aktuell – verbinde neu …");
    await undo();
    await undo();
    await context.setOffline(false);
    await expect(table(page, 2)).toHaveAttribute("data-deals", String(before - 2), { timeout: 10_000 });
    await expect(status).toHaveAttribute("data-online", "true", { timeout: 10_000 });
    await expect(status).toHaveText("Live");
    expect(asked.wholePage).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  });

  test("a stream that died without a word is noticed by its silence and replaced; the page catches up", async ({ browser }) => {
    const undo = await tableTwo(browser);
    const { page, asked } = await viewer(browser);
    const status = page.getByTestId("live-status");
    // Every state the status shows (the watchdog's "behind" lasts only until the new stream answers).
    await status.evaluate((el) => {
      const w = window as unknown as { statuses: string[] };
      w.statuses = [];
      new MutationObserver(() => w.statuses.push(el.getAttribute("data-online")!)).observe(el, { attributeFilter: ["data-online"] });
    });
    const before = await deals(page);
    await page.evaluate(() => (window as unknown as { muteStreams: () => void }).muteStreams());
    await undo();
    // The muted stream swallowed the change, and the browser sees nothing wrong with it.
    await page.waitForTimeout(1000);
    expect(await deals(page)).toBe(before);
    await expect(status).toHaveAttribute("data-online", "true");
    // The tests' server beats every 2 s (LIVE_HEARTBEAT_MS), so 9 s of silence mark the stream dead; the new
    // stream catches the page up.
    await expect(table(page, 2)).toHaveAttribute("data-deals", String(before - 1), { timeout: 15_000 });
    await expect(status).toHaveAttribute("data-online", "true");
    const seen = await page.evaluate(() => {
      const { statuses, streamsOpened } = window as unknown as { statuses: string[]; streamsOpened: number };
      return { statuses, streamsOpened };
    });
    expect(seen.statuses).toContain("false");
    expect(seen.streamsOpened).toBe(2);
    expect(asked.wholePage).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  });
});
