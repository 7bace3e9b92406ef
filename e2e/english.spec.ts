// Issue 14, one language at a time: a browser that asks for English gets the whole organizer flow and the table in
// English, with no German left on the way (names people typed and card names excepted); the switch in the header
// changes the language for this browser. Labels come from the English catalogue itself, so a reworded message
// does not break the walk, but a German text left in a page does.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, oneTableTournament, signIn, signUp, trpc } from "./helpers";

type Tree = { [key: string]: string | Tree };
/** A message of the English catalogue by namespace and dotted key, without ICU arguments filled in. */
function en(ns: string, key: string): string {
  const tree = JSON.parse(readFileSync(path.join(process.cwd(), `src/i18n/messages/en/${ns}.json`), "utf8")) as Tree;
  const value = key.split(".").reduce<string | Tree | undefined>((node, k) => (typeof node === "object" ? node[k] : undefined), tree);
  if (typeof value !== "string") throw new Error(`no English message ${ns}.${key}`);
  return value;
}
/** A message with its {arguments} filled in. */
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

/** German words that a page in English must not show (whole words, case-sensitive; none is a name in the data
 * these pages show, and none is a term the glossary keeps German). A label may add the German name in parentheses
 * after the English one ("Marriage (Hochzeit)"), as the glossary says. */
const GERMAN =
  /(?<!\()\b(Hochzeit|Klärungsstich|Fleischloser|schwarz)\b|\b(Normalspiel|Stilles Solo|Trumpfsolo|Damensolo|Bubensolo|Kreuzsolo|Piksolo|Herzsolo|Karosolo|Vorbehalte?|gesund|und|oder|nicht|noch|keine?|Runde|Runden|Spiele?|Tisch|Tische|Turniere?|Paare?|Tabelle|Mitglieder|Speichern|speichern|Zurück|Ergebnisse?|Anmelden|Abmelden|Spieler|Punkte|Augen|Stiche?|Gegner|bestätigt|Protokoll|Eingabe|auslosen|veröffentlichen|abschließen|Geber|Trumpf|Meldungen?|Spielliste|Pflicht|Pflichtsol[io]|Vorführung|vorgeführt|Lustsolo|Listenführer|Kapitän|Gegenpaar|Mitspieler|Uhr|Beginn|Strafe|Strafpunkte|Sonderpunkte|Streichung|gestrichen|Sitz|Fuchs am End|Fuchs gefangen|Karlchen|Zeit|abgelaufen|Nr)\b/;

async function expectEnglishOnly(page: Page, where: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // Text outside <code>: CSV column names (Paar, Spieler 1) are the file format, in either language.
  const text = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => (n.parentElement?.closest("code, script, style, textarea, [hidden]") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    const parts: string[] = [];
    while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
    return parts.join(" ");
  });
  const hit = GERMAN.exec(text);
  expect(hit ? `${where}: "${hit[0]}" in …${text.slice(Math.max(0, hit.index - 60), hit.index + 60)}…` : null).toBeNull();
}

// A shared browser in the hall: an English account's language lasts while it is signed in, not after it signs out.
test("an account's language leaves the browser with the account", async ({ page }) => {
  const email = `english-${Date.now()}@example.test`;
  await signUp(page, "Emma English", email); // the suite's browser asks for German
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.getByTestId("language-switch").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: en("common", "header.signOut") }).click();
  await page.getByRole("button", { name: en("account", "signOut.button") }).click();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Anmelden" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  // Signed in again, the account's choice applies once more.
  await signIn(page, email);
  await expect(page).toHaveURL(/\/org$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("in English", () => {
  test.use({ locale: "en-US" });

  test("the browser's language, and the header's switch for this browser", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: en("common", "home.signIn") }).first()).toBeVisible();
    await expectEnglishOnly(page, "home");
    await page.getByTestId("language-switch").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { name: "Geprüfte Spiele" })).toBeVisible();
    await page.reload(); // the choice is kept (cookie), though the browser still asks for English
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.getByTestId("language-switch").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: en("common", "home.checkedTitle") })).toBeVisible();
    // The other pages anyone reaches without an account.
    for (const where of ["/spielblock", "/registrieren", "/tisch"]) {
      await page.goto(where);
      await expectEnglishOnly(page, where);
    }
  });

  test("an organizer's flow and a captain's table, all in English", async ({ page, browser }) => {
    test.setTimeout(300_000);
    // Sign in.
    await page.goto("/anmelden");
    await expectEnglishOnly(page, "sign-in");
    await page.getByLabel(en("account", "signIn.email")).fill(DEMO.email);
    await page.getByLabel(en("account", "signIn.password")).fill("not the password");
    await page.getByRole("button", { name: en("account", "signIn.submit"), exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: en("account", "signIn.errors.INVALID_CREDENTIALS") })).toBeVisible();
    await page.getByLabel(en("account", "signIn.password")).fill(DEMO.password);
    await page.getByRole("button", { name: en("account", "signIn.submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/org$/);
    await expect(page.getByRole("heading", { name: en("clubs", "home.title") })).toBeVisible();
    await expectEnglishOnly(page, "my clubs");

    // The club and its members.
    await page.getByRole("link", { name: "Stichfest Demo-Verein" }).first().click();
    await expect(page.getByRole("link", { name: en("clubs", "club.manageMembers") })).toBeVisible();
    await expectEnglishOnly(page, "club");
    await page.getByRole("link", { name: en("clubs", "club.manageMembers") }).click();
    await expect(page.getByRole("heading", { name: en("members", "page.title") })).toBeVisible();
    await expectEnglishOnly(page, "members");

    // A tournament: created, pairs imported, round 1 paired and published.
    await page.getByRole("link", { name: "Stichfest Demo-Verein" }).first().click();
    await page.getByRole("link", { name: en("tournaments", "clubTournaments.new") }).click();
    await expectEnglishOnly(page, "new tournament");
    const name = `Autumn Klammern ${Date.now()}`;
    await page.getByLabel(en("tournaments", "general.name")).fill(name);
    await page.getByLabel(en("tournaments", "general.date")).fill("2026-12-05");
    await page.getByLabel(en("tournaments", "general.rounds")).fill("1");
    await page.getByLabel(en("tournaments", "settingsForm.deals")).fill("1");
    await page.getByRole("button", { name: en("tournaments", "settingsForm.create") }).click();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expectEnglishOnly(page, "tournament");
    const base = new URL(page.url()).pathname;

    await page.getByRole("link", { name: /^Pairs/ }).first().click();
    await expectEnglishOnly(page, "entrants");
    await page.getByLabel(en("tournaments", "pairImport.textLabel")).fill(
      ["Paar;Spieler 1;Spieler 2;Eingecheckt", "Aces;Ann Archer;Al Archer;ja", "Kings;Kim King;Karl King;ja"].join("\n"),
    );
    await page.getByRole("button", { name: en("tournaments", "pairImport.preview"), exact: true }).click();
    await expectEnglishOnly(page, "pair import preview");
    await page.getByRole("button", { name: en("members", "csvImport.confirm") }).click();
    await expect(page.getByText("Kings").first()).toBeVisible();

    await page.goto(base);
    await page.getByRole("button", { name: fill(en("tournaments", "pairRound.button"), { round: 1 }) }).click();
    await expect(page).toHaveURL(/\/runden\/1$/);
    await expectEnglishOnly(page, "round review");
    await page.getByRole("button", { name: fill(en("tournaments", "roundReview.publish"), { round: 1 }) }).click();
    await expect(page.getByRole("link", { name: en("tournaments", "roundReview.enterResults") })).toBeVisible();
    await expectEnglishOnly(page, "published round");
    await page.getByRole("link", { name: en("tournaments", "roundReview.enterResults") }).click();
    await expectEnglishOnly(page, "results");

    // The organizer enters the table's deal (an impossible one is refused in English first) and closes the round.
    await page.getByRole("link", { name: /^Table 1 / }).click();
    await expect(page.getByRole("heading", { name: fill(en("results", "matchEntry.enter"), { number: 1 }) })).toBeVisible();
    await expectEnglishOnly(page, "match entry");
    await page.getByRole("radiogroup", { name: en("results", "summaryForm.declarer") }).getByRole("radio", { name: en("results", "names.seats.north") }).click();
    await page.getByRole("radiogroup", { name: en("results", "summaryForm.trump") }).getByRole("radio").first().click();
    await page.locator('input[name="points"]').fill("163");
    await expect(page.getByText(en("results", "matchEntry.scorePending"))).toBeVisible();
    await expectEnglishOnly(page, "a refused deal");
    await page.locator('input[name="points"]').fill("100");
    await page.getByRole("button", { name: en("results", "matchEntry.save") }).click();
    await expect(page.getByText(fill(en("results", "matchEntry.saved"), { number: 1 }))).toBeVisible();
    await expectEnglishOnly(page, "match after a deal");
    await page.goto(`${base}/tische?runde=1`);
    await page.getByRole("button", { name: fill(en("results", "closeRound.close"), { number: 1 }) }).click();
    await expect(page.getByRole("button", { name: fill(en("results", "closeRound.close"), { number: 1 }) })).toHaveCount(0);
    await expectEnglishOnly(page, "closed round");
    await page.goto(`${base}/tabelle`);
    await expectEnglishOnly(page, "standings");
    await expect(page.getByTestId("standings").locator("tbody tr")).toHaveCount(2);
    await page.goto(`${base}/protokoll`);
    await expectEnglishOnly(page, "audit trail");
    for (const action of ["publish-round", "enter-deal", "close-round"]) await expect(page.getByText(en("audit", `actions.${action}`)).first()).toBeVisible();

    // A captain's table in English: one deal entered and shown in the list.
    const { sheet } = await oneTableTournament<{ tables: { captain: { path: string } | null }[] }>(page, `English table ${Date.now()}`);
    const captain = await (await browser.newContext({ locale: "en-GB" })).newPage();
    await captain.goto(sheet.tables[0]!.captain!.path);
    await expect(captain).toHaveURL(/\/tisch\/spiel$/);
    await expect(captain.getByRole("heading", { name: fill(en("tableEntry", "matchHeader.title"), { table: 1, round: 1 }) })).toBeVisible();
    await expectEnglishOnly(captain, "table");
    await captain.getByRole("group", { name: en("tableEntry", "dealForm.declarer"), exact: true }).getByRole("button").first().click();
    await captain.getByRole("group", { name: en("tableEntry", "dealForm.trump"), exact: true }).getByRole("button").first().click();
    await captain.getByRole("group", { name: en("tableEntry", "pads.pointsOf"), exact: true }).getByRole("button").first().click();
    for (const digit of "100") await captain.getByRole("button", { name: fill(en("tableEntry", "pads.digit"), { digit }), exact: true }).click();
    await captain.getByRole("button", { name: fill(en("tableEntry", "dealForm.save"), { number: 1 }) }).click();
    await expect(captain.getByRole("heading", { name: fill(en("tableEntry", "dealForm.title"), { number: 2 }) })).toBeVisible();
    await expectEnglishOnly(captain, "table after a deal");
  });

  test("a Doppelkopf table of five in English: the office, the list keeper's tablet, time up, the public pages", async ({ page, browser }) => {
    test.setTimeout(300_000);
    await page.goto("/anmelden");
    await page.getByLabel(en("account", "signIn.email")).fill(DEMO.email);
    await page.getByLabel(en("account", "signIn.password")).fill(DEMO.password);
    await page.getByRole("button", { name: en("account", "signIn.submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/org$/);
    const clubs = await trpc<{ id: string }[]>(page, "GET", "club.listMine", undefined);
    const t = await trpc<{ id: string; slug: string }>(page, "POST", "tournament.create", {
      clubId: clubs[0]!.id,
      game: "doppelkopf",
      name: `English evening ${Date.now()}`,
      date: "2026-12-12",
      roundsPlanned: 2,
      visibility: "public",
      rules: { preset: "ddv" },
      gamesPerTable: { four: 8, five: 10 },
    });
    for (const name of ["Ann Ace", "Ben King", "Cat Queen", "Dan Jack", "Eve Ten"])
      await trpc(page, "POST", "tournament.registerEntrant", { tournamentId: t.id, player1: { kind: "guest", name }, checkIn: true });
    const base = `/org/turniere/${t.id}`;
    for (const where of ["", "/teilnehmer", "/tabelle"]) {
      await page.goto(`${base}${where}`);
      await expectEnglishOnly(page, `office ${where || "tournament"}`);
    }
    const drafted = await trpc<{ roundId: string }>(page, "POST", "round.pair", { tournamentId: t.id, round: 1 });
    await page.goto(`${base}/runden/1`);
    await expectEnglishOnly(page, "drawn round");
    const round = await trpc<{ round: { version: number } }>(page, "GET", "round.get", { tournamentId: t.id, round: 1 });
    await trpc(page, "POST", "round.publish", { roundId: drafted.roundId, version: round.round.version });
    const sheet = await trpc<{ tables: { captain: { path: string } | null }[] }>(page, "POST", "table.issueCodes", { tournamentId: t.id, round: 1 });
    await page.goto(`${base}/runden/1`);
    await expectEnglishOnly(page, "published round with its codes");

    // The list keeper's tablet: two games, then time is up (the organizer set the start back three hours).
    const keeper = await (await browser.newContext({ locale: "en-GB" })).newPage();
    await keeper.goto(sheet.tables[0]!.captain!.path);
    await expect(keeper.getByRole("heading", { name: fill(en("tableEntry", "matchHeader.title"), { table: 1, round: 1 }) })).toBeVisible();
    await expectEnglishOnly(keeper, "list keeper's table");
    const re = () => keeper.getByRole("group", { name: "Re" }).getByRole("button");
    for (const number of [1, 2]) {
      await re().nth(0).click();
      await re().nth(number).click();
      await keeper.getByLabel(en("doppelkopf", "gameFields.augenRe")).fill("130");
      await keeper.getByRole("button", { name: fill(en("doppelkopf", "tableEntry.save"), { number }) }).click();
      await expect(keeper.getByRole("button", { name: fill(en("doppelkopf", "tableEntry.save"), { number: number + 1 }) })).toBeVisible();
    }
    await expectEnglishOnly(keeper, "list keeper after two games");
    await trpc(page, "POST", "round.startClock", { roundId: drafted.roundId, startedAt: new Date(Date.now() - 3 * 3600_000).toISOString() });
    await keeper.reload();
    await expect(keeper.getByTestId("vorfuehrung")).toBeVisible();
    await expectEnglishOnly(keeper, "list keeper after time is up (forced solo)");

    // The office's pages of the round and its table, the standings and the audit trail.
    const results = await trpc<{ tables: { matchId: string }[] }>(page, "GET", "result.roundResults", { tournamentId: t.id, round: 1 });
    for (const where of ["/runden/1", "/tische?runde=1", `/tische/${results.tables[0]!.matchId}`, "/tabelle", "/protokoll"]) {
      await page.goto(`${base}${where}`);
      await expectEnglishOnly(page, `office ${where}`);
    }

    // The public pages.
    const viewer = await (await browser.newContext({ locale: "en-US" })).newPage();
    for (const where of ["", "/spieler", "/projektor"]) {
      await viewer.goto(`/t/${t.slug}${where}`);
      await expectEnglishOnly(viewer, `public ${where || "page"}`);
    }
  });
});
