// Table entry (issue 6) on the demo tournament `demo-klammern`, round 4 (seated; tables 4 and 8 have no deal yet,
// table 5 has 3, table 7 has 7). Other specs use tables 3 and 6. Each viewport gets its own tables, since a table
// is held by the first device that signs in with its captain code.
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { openDemoTournament, SLUG, trpc } from "./helpers";
import { enterDeal, TRUMPS, typePoints } from "./table-games";

type Sheet = { tables: { matchId: string; tableNumber: number; captain: { code: string; path: string } | null; opponent: { code: string } | null }[] };
type View = { match: { tableNumber: number; version: number }; deals: { number: number; record: { dealer: number; summary: { trump?: string; cardPoints?: (number | null)[] } } }[] };

/** The demo organizer issues (or re-reads) round 4's table codes, in a context of its own. */
async function tableCodes(browser: Browser, tableNumber: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const tournamentId = await openDemoTournament(page);
  const sheet = await trpc<Sheet>(page, "POST", "table.issueCodes", { tournamentId, round: 4 });
  await context.close();
  const t = sheet.tables.find((x) => x.tableNumber === tableNumber)!;
  return { captainPath: t.captain!.path, captainCode: t.captain!.code, opponentCode: t.opponent!.code };
}

async function openTable(page: Page, path: string, tableNumber: number) {
  await page.goto(path); // what scanning the QR code does
  await expect(page).toHaveURL(/\/tisch\/spiel$/);
  await expect(page.getByRole("heading", { name: `Tisch ${tableNumber} · Runde 4` })).toBeVisible();
}

for (const vp of [
  { name: "Tablet", width: 1280, height: 800, matchTable: 4, offlineTable: 5 },
  { name: "Handy", width: 390, height: 844, matchTable: 8, offlineTable: 7 },
]) {
  test.describe(`Tischeingabe (${vp.name} ${vp.width}x${vp.height})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test("a captain opens the code, enters a whole match (an impossible deal is refused with its reason), the opponents confirm", async ({ browser }) => {
      test.setTimeout(240_000);
      const codes = await tableCodes(browser, vp.matchTable);
      const viewers = await browser.newContext();
      const pub = await viewers.newPage();
      await pub.goto(`/t/${SLUG}`);
      const publicTable = pub.getByTestId("round-4-tables").locator(`[data-table="${vp.matchTable}"]`);
      await expect(publicTable).toHaveAttribute("data-confirmed", "false");
      await expect(publicTable).toHaveAttribute("data-deals", "0");
      // Matches played in the standings: a captain's table counts once the opponents confirmed it.
      const played = async () => {
        const res = await pub.request.get(`/api/export/t/${SLUG}/standings.json`);
        return ((await res.json()).rows as { played: number }[]).reduce((n, r) => n + r.played, 0);
      };
      const playedBefore = await played();

      const captain = await (await browser.newContext()).newPage();
      await openTable(captain, codes.captainPath, vp.matchTable);
      // Never shown on the captain's page: the codes.
      expect(await captain.content()).not.toContain(codes.opponentCode);

      for (let n = 1; n <= 16; n++) {
        if (n === 3) {
          // Impossible: no side can take 163 card points. The engine in the page says so next to the field.
          await captain.getByRole("group", { name: "Spieler (hat Trumpf bestimmt)", exact: true }).getByRole("button").nth(0).click();
          await captain.getByRole("group", { name: "Trumpf", exact: true }).getByRole("button", { name: /Herz/ }).click();
          await typePoints(captain, 163);
          await expect(captain.getByText(/163 Augen kann keine Partei mit Stichen machen/)).toBeVisible();
          await expect(captain.getByRole("button", { name: "Spiel 3 speichern" })).toBeDisabled();
          await typePoints(captain, 90);
          await expect(captain.getByText(/163 Augen kann/)).toHaveCount(0);
          await captain.getByRole("button", { name: "Spiel 3 speichern" }).click();
        } else {
          await enterDeal(captain, { declarer: n % 4, trump: TRUMPS[n % 4]!, points: 60 + n * 4, meld: n === 2, side: n % 2 ? "Ost/West" : "Nord/Süd" });
        }
        await expect(captain.getByTestId(`deal-row-${n}`)).toBeVisible();
      }
      await expect(captain.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 20_000 });
      await expect(captain.getByRole("heading", { name: /Partie beendet/ })).toBeVisible();
      // The list names a Beet (deal 1: Ost played and took 64 of 164); the opponents see every deal explained
      // as the engine scored it before they confirm.
      await expect(captain.getByTestId("deal-row-1")).toContainText("Beet");
      await expect(captain.getByRole("list", { name: "Spiele zur Prüfung" }).getByRole("listitem")).toHaveCount(16);
      await expect(captain.getByTestId("confirm-deal-1")).toContainText("Beet:");
      await expect(captain.getByTestId("confirm-deal-2")).toContainText("Meldungen:");
      await expect(captain.getByTestId("confirm-deal-16")).toContainText("Wertung: N/S");
      await expect(publicTable).toHaveAttribute("data-deals", "16", { timeout: 15_000 });
      expect(await played()).toBe(playedBefore); // finished, not yet confirmed: does not count

      // Undo is gone once the opponents confirmed; first a wrong code (the captain's own) is refused.
      await captain.getByLabel("Bestätigungscode des Gegenpaars").fill(codes.captainCode);
      await captain.getByRole("button", { name: "Ergebnis bestätigen" }).click();
      await expect(captain.getByText("Das ist nicht der Code des Gegenpaars an diesem Tisch.")).toBeVisible();
      await captain.getByLabel("Bestätigungscode des Gegenpaars").fill(codes.opponentCode);
      await captain.getByRole("button", { name: "Ergebnis bestätigen" }).click();
      await expect(captain.getByText(/Das Gegenpaar hat das Ergebnis bestätigt/)).toBeVisible();
      await expect(captain.getByRole("button", { name: "Letztes Spiel zurücknehmen" })).toHaveCount(0);

      // The public tournament page counts the table as confirmed (without reload).
      await expect(publicTable).toHaveAttribute("data-confirmed", "true", { timeout: 15_000 });
      expect(await played()).toBe(playedBefore + 2); // the standings changed: both pairs have one match more
      await viewers.close();

      // The captain leaves the table: the device is back at the code entry, and the page no longer opens the table.
      await captain.getByRole("button", { name: "Tisch verlassen" }).click();
      await captain.getByRole("button", { name: "Ja, Tisch verlassen" }).click();
      await expect(captain).toHaveURL(/\/tisch$/);
      await captain.goto("/tisch/spiel");
      await expect(captain.getByRole("link", { name: "Tischcode eingeben" })).toBeVisible();
    });

    test("offline: five deals entered without network survive a reload and arrive exactly once, in order", async ({ browser }) => {
      test.setTimeout(180_000);
      const codes = await tableCodes(browser, vp.offlineTable);
      const context: BrowserContext = await browser.newContext();
      const page = await context.newPage();
      await openTable(page, codes.captainPath, vp.offlineTable);
      // The service worker has cached the page and its files.
      await expect(page.locator("html[data-offline-ready='1']")).toHaveCount(1, { timeout: 20_000 });
      const before = await trpc<View>(page, "GET", "table.match", {});
      const start = before.deals.length;
      if (start > 0) await expect(page.getByTestId(`deal-row-${start}`)).toBeVisible();

      // Offline, and the API blocked as well (going offline does not stop every channel).
      await context.route("**/api/**", (route) => route.abort());
      await context.setOffline(true);
      const trumps = ["C", "S", "H", "D", "C"];
      for (let i = 0; i < 5; i++) {
        await enterDeal(page, { declarer: i % 4, trump: TRUMPS[i % 4]!, points: 70 + i, side: "Nord/Süd" });
        await expect(page.getByTestId("sync-status")).toContainText(i === 0 ? "1 Spiel wartet auf Übertragung." : `${i + 1} Spiele warten auf Übertragung.`);
      }
      await page.reload();
      await expect(page.getByTestId("sync-status")).toContainText("5 Spiele warten auf Übertragung.", { timeout: 20_000 });
      await expect(page.getByTestId(`deal-row-${start + 5}`)).toBeVisible();

      // The network returns: everything is sent, once.
      await context.unroute("**/api/**");
      await context.setOffline(false);
      await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 45_000 });
      const after = await trpc<View>(page, "GET", "table.match", {});
      expect(after.deals).toHaveLength(start + 5);
      const added = after.deals.slice(start);
      expect(added.map((d) => d.number)).toEqual([1, 2, 3, 4, 5].map((k) => start + k));
      expect(added.map((d) => d.record.summary.trump)).toEqual(trumps);
      expect(added.map((d) => d.record.summary.cardPoints?.[0])).toEqual([70, 71, 72, 73, 74]);
      // A reload does not send anything again.
      await page.reload();
      await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.");
      expect((await trpc<View>(page, "GET", "table.match", {})).deals).toHaveLength(start + 5);
      await context.close();
    });
  });
}
