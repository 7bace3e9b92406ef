// Issue 13 on a phone: a Klammern sheet of three to 501. Deals from seeded legal deals of the engine are typed in
// as a summary (declarer, trump, how it was chosen, each player's card points): one won with Besser, one Beet,
// two while the phone is offline; one is tapped in card by card with a seven exchange; a second browser follows by the share link and sees each deal arrive; the sheet
// ends with the winner, and its CSV export carries the same totals.
import { expect, test, type Page } from "@playwright/test";
import { cardName, randomKlammernRecord, scoreRecord, SUIT_NAMES, type Card, type KlammernDealDetail, type KlammernPlayRecord } from "../src/engine";
import { DEMO, signIn, trpc } from "./helpers";
import { enterSummary, threePlayerDeals } from "./sheet-deals";

const NAMES = ["Greta", "Hans", "Ida"];
const deals = threePlayerDeals();
const nextDeal = deals.next;
const enterDeal = (page: Page, number: number, d: KlammernDealDetail) => enterSummary(page, NAMES, number, d);

/** A seeded three-player deal dealt by `dealer` in which a player exchanges the seven for the Original. */
function dealWithExchange(dealer: number): KlammernPlayRecord {
  for (let n = 1; n < 5_000; n++) {
    const rec = randomKlammernRecord(n, { players: 3, dealer, meldChance: 0 });
    if (rec.play.events.some((e) => "exchange" in e)) return rec;
  }
  throw new Error("no such deal");
}

const BIDS = { pass: "Passen", original: "Original", klein: "Klein", besser: "Besser" } as const;

/** Taps a whole deal in card by card: the hands, the Original, then every event of the record as the page offers it. */
async function enterCardByCard(page: Page, number: number, rec: KlammernPlayRecord) {
  await page.getByRole("radio", { name: "Karte für Karte" }).click();
  await expect(page.getByRole("heading", { name: `Spiel ${number} (kartengenau)` })).toBeVisible();
  const grid = page.getByRole("group", { name: "Alle 32 Karten" });
  for (const [seat, hand] of rec.play.hands.entries()) {
    await page.getByRole("group", { name: "Karten von" }).getByRole("button", { name: NAMES[seat], exact: true }).click();
    for (const card of hand) await grid.getByRole("button", { name: cardName(card), exact: true }).click();
  }
  await page.getByRole("group", { name: "Original wählen" }).getByRole("button", { name: cardName(rec.play.original), exact: true }).click();
  const turn = page.getByRole("region", { name: "Am Zug" });
  for (const ev of rec.play.events) {
    if ("exchange" in ev) {
      await page.getByRole("button", { name: `${NAMES[ev.seat]} tauscht die Sieben` }).click();
      await expect(page.getByText(`(getauscht von ${NAMES[ev.seat]} gegen ${cardName(`7${rec.play.original[1]}` as Card)})`)).toBeVisible();
    }    else if ("bid" in ev) await turn.getByRole("button", { name: BIDS[ev.bid], exact: true }).click();
    else if ("trump" in ev) await turn.getByRole("button", { name: new RegExp(SUIT_NAMES[ev.trump].de) }).click();
    else if ("bella" in ev) await turn.getByRole("button", { name: "Bella ansagen" }).click();
    else if ("play" in ev) await turn.getByRole("group", { name: `Karte von ${NAMES[ev.seat]}` }).getByRole("button", { name: cardName(ev.play), exact: true }).click();
    else throw new Error(`unexpected event ${JSON.stringify(ev)}`);
  }
  const scored = scoreRecord(rec as unknown as Record<string, unknown>);
  if (!scored.ok) throw new Error("the seeded deal must score");
  await expect(page.getByTestId("deal-preview")).toHaveText(`Dieses Spiel: ${NAMES.map((n, i) => `${n} ${scored.score[i]}`).join(", ")}`);
  await page.getByRole("button", { name: `Spiel ${number} speichern` }).click();
  await page.getByRole("radio", { name: "Zusammenfassung" }).click();
  return scored.score;
}

test.use({ viewport: { width: 390, height: 844 } });

test("a Klammern sheet of three to 501 on a phone: Besser, a Beet, a seven exchange card by card, offline deals, followed by the share link", async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  // The demo account (the suite signs up few accounts: sign-ups per address are limited).
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  await page.goto("/spielblock");
  const form = page.getByRole("form", { name: "Neuer Spielblock" });
  for (const [i, name] of NAMES.entries()) await form.getByLabel(new RegExp(`^Spieler ${i + 1}`)).fill(name);
  await expect(form.getByRole("radio", { name: "501" })).toHaveAttribute("aria-checked", "true");
  await form.getByRole("button", { name: "Spielblock anlegen" }).click();
  await expect(page).toHaveURL(/\/spielblock\/[0-9a-f-]{36}$/);
  await expect(page.locator("html[data-offline-ready='1']")).toHaveCount(1, { timeout: 20_000 });
  const follower = await (await browser.newContext()).newPage();
  await follower.goto((await page.getByTestId("share-link").getAttribute("href"))!);
  await expect(follower.getByTestId("live-status")).toHaveAttribute("data-online", "true"); // on the sheet's live stream

  // Deal 1 won with Besser, deal 2 a Beet.
  await enterDeal(page, 1, nextDeal(0, (d) => d.chosen === "besser" && d.outcome === "made"));
  await enterDeal(page, 2, nextDeal(1, (d) => d.outcome === "beet"));
  await expect(follower.getByTestId("sheet-deal-row")).toHaveCount(2, { timeout: 15_000 });
  await expect(follower.getByText(/Besser/)).toBeVisible();
  await expect(follower.getByText(/Beet/)).toBeVisible();

  // Each total says what is left to 501.
  for (const p of [1, 2, 3]) {
    const total = Number(await page.getByTestId(`sheet-total-${p}`).textContent());
    await expect(page.getByTestId(`sheet-to-go-${p}`)).toContainText(`noch ${501 - total}`);
  }

  // A deal's correction starts from what is stored: deal 2 opens with its player chosen; given up, nothing changes.
  await page.getByRole("button", { name: "Spiel 2 korrigieren" }).click();
  await expect(page.getByRole("heading", { name: "Spiel 2 korrigieren" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Spieler (hat Trumpf bestimmt)", exact: true }).locator('button[aria-pressed="true"]')).toHaveCount(1);
  await page.getByRole("button", { name: "Korrektur abbrechen" }).click();
  await expect(page.getByRole("heading", { name: /^Spiel 3/ })).toBeVisible();

  // Deal 3 card by card: a player takes the Original for his seven; the server scores the record as the phone did.
  const before = await Promise.all([1, 2, 3].map(async (p) => Number(await page.getByTestId(`sheet-total-${p}`).textContent())));
  const score = await enterCardByCard(page, 3, dealWithExchange(2));
  await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 20_000 });
  for (const p of [0, 1, 2]) await expect(follower.getByTestId(`sheet-total-${p + 1}`)).toHaveText(String(before[p]! + score[p]!), { timeout: 15_000 });

  // Deals 4 and 5 without network: kept on the phone, then sent once each.
  await context.route("**/api/**", (route) => route.abort());
  await context.setOffline(true);
  await enterDeal(page, 4, nextDeal(0));
  await enterDeal(page, 5, nextDeal(1));
  await expect(page.getByTestId("sync-status")).toContainText("2 Spiele warten auf Übertragung.");
  await context.unroute("**/api/**");
  await context.setOffline(false);
  await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 45_000 });
  await expect(follower.getByTestId("sheet-deal-row")).toHaveCount(5, { timeout: 15_000 });

  // On to 501: the sheet ends with the winner named on both screens.
  for (let n = 6; !(await page.getByTestId("sheet-winner").isVisible()); n++) {
    await enterDeal(page, n, nextDeal((n - 1) % 3));
    await expect(page.getByRole("heading", { name: new RegExp(`^Spiel ${n + 1}`) }).or(page.getByTestId("sheet-winner"))).toBeVisible();
    expect(n).toBeLessThan(40);
  }
  await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 45_000 });
  const rows = await page.getByTestId("sheet-deal-row").count();
  await expect(follower.getByTestId("sheet-deal-row")).toHaveCount(rows, { timeout: 15_000 });
  await expect(follower.getByTestId("sheet-winner")).toBeVisible();
  const totals = await Promise.all([1, 2, 3].map(async (p) => Number(await page.getByTestId(`sheet-total-${p}`).textContent())));
  expect(Math.max(...totals)).toBeGreaterThanOrEqual(501);

  // The CSV export by the share link ends with the same totals.
  const token = (await page.getByTestId("share-link").getAttribute("href"))!.split("/").pop();
  const csv = (await (await page.request.get(`/api/export/spielblock/${token}/deals.csv`)).text()).trim().split(/\r?\n/);
  expect(csv.at(-1)!.split(";").slice(-3).map(Number)).toEqual(totals);
});

test("a club's organizer starts a sheet with club members as players: the names are suggested, the sheet knows the members", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  const club = await trpc<{ id: string; name: string }>(page, "POST", "club.create", { name: `Klammerclub ${Date.now()}` });
  const lastName = `Kreuz${Date.now() % 100000}`;
  await trpc(page, "POST", "member.create", { clubId: club.id, firstName: "Karla", lastName });
  const roster = await trpc<{ members: unknown[] }>(page, "GET", "member.list", { clubId: club.id, status: "active", limit: 1000 });
  const a = `Karla ${lastName}`;
  await page.goto("/spielblock");
  const form = page.getByRole("form", { name: "Neuer Spielblock" });
  await form.getByRole("radio", { name: "2" }).click();
  await form.getByLabel(/^Verein/).selectOption({ label: club.name });
  await expect(page.locator("datalist#club-members option")).toHaveCount(roster.members.length);
  await form.getByLabel(/^Spieler 1/).fill(a!);
  await form.getByLabel(/^Spieler 2/).fill("Gast Gustav");
  await form.getByRole("button", { name: "Spielblock anlegen" }).click();
  await expect(page).toHaveURL(/\/spielblock\/[0-9a-f-]{36}$/);
  const sheetId = page.url().split("/").pop()!;
  const sheet = await trpc<{ players: { name: string; member: boolean }[] }>(page, "GET", "sheet.get", { sheetId });
  expect(sheet.players).toEqual([
    { name: a, member: true },
    { name: "Gast Gustav", member: false },
  ]);
});
