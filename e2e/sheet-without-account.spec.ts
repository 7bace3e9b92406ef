// Issue 27 on a phone: a game sheet without an account. From the home page to a Klammern sheet of three, signed out;
// deals entered; another browser (no cookie of this phone) cannot open it; the share link is replaced and the old one
// answers "Link nicht mehr gültig" (404); then the demo account signs in from the sheet and takes it over.
import { expect, test } from "@playwright/test";
import { DEMO } from "./helpers";
import { enterSummary, threePlayerDeals } from "./sheet-deals";

const NAMES = ["Uta", "Veit", "Wim"];

test.use({ viewport: { width: 390, height: 844 } });

test("a sheet started signed out from the home page: kept by the phone, closed to others, its link replaced, taken over by an account", async ({ browser }) => {
  test.setTimeout(180_000);
  const phone = await (await browser.newContext()).newPage();
  phone.on("dialog", (d) => void d.accept());
  await phone.goto("/");
  await phone.getByRole("link", { name: "Spielblock – ohne Konto" }).click();
  await expect(phone).toHaveURL(/\/spielblock$/);
  await expect(phone.getByRole("heading", { name: "Spielblock", level: 1 })).toBeVisible();
  await expect(phone.getByText("Für Turnierleitungen und Vereinsverantwortliche")).toHaveCount(0);
  await phone.screenshot({ path: test.info().outputPath("phone-start.png"), fullPage: true });

  const form = phone.getByRole("form", { name: "Neuer Spielblock" });
  for (const [i, name] of NAMES.entries()) await form.getByLabel(new RegExp(`^Spieler ${i + 1}`)).fill(name);
  await form.getByRole("button", { name: "Spielblock anlegen" }).click();
  await expect(phone).toHaveURL(/\/spielblock\/[0-9a-f-]{36}$/);
  const sheetUrl = phone.url();
  await expect(phone.getByTestId("device-sheet-note")).toBeVisible();
  const deals = threePlayerDeals(500);
  await enterSummary(phone, NAMES, 1, deals.next(0));
  await enterSummary(phone, NAMES, 2, deals.next(1));
  await expect(phone.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.");
  await expect(phone.getByTestId("sheet-deal-row")).toHaveCount(2);
  await phone.screenshot({ path: test.info().outputPath("phone-sheet.png"), fullPage: true });

  // Another browser has not this phone's secret: the sheet's address leads to the sign-in, which speaks to players.
  const other = await (await browser.newContext()).newPage();
  await other.goto(sheetUrl);
  await expect(other).toHaveURL(/\/anmelden\?callbackUrl=/);
  await expect(other.getByText("Ein Verein ist nicht nötig.")).toBeVisible();
  await expect(other.getByText(NAMES[0]!)).toHaveCount(0);
  // Its sign-up, too, is for anyone and goes back to the Spielblock.
  await other.getByRole("link", { name: "Konto anlegen" }).last().click();
  await expect(other).toHaveURL(/\/registrieren\?callbackUrl=%2Fspielblock%2F/);
  await expect(other.getByText("für alle, auch ohne Verein")).toBeVisible();
  await other.goBack();
  await expect(other).toHaveURL(/\/anmelden\?callbackUrl=/);

  // The share link is replaced: the old one is void (404, "Link nicht mehr gültig"), the new one shows the deals.
  const oldLink = (await phone.getByTestId("share-link").getAttribute("href"))!;
  const follower = await (await browser.newContext()).newPage();
  await follower.goto(oldLink);
  await expect(follower.getByTestId("sheet-deal-row")).toHaveCount(2);
  await phone.getByRole("button", { name: "Neuen Link erstellen" }).click();
  await expect(phone.getByTestId("share-link")).not.toHaveAttribute("href", oldLink);
  const newLink = (await phone.getByTestId("share-link").getAttribute("href"))!;
  await expect(follower.getByTestId("link-gone")).toBeVisible({ timeout: 15_000 }); // the open page learns it too
  const gone = await follower.goto(oldLink);
  expect(gone!.status()).toBe(404);
  await expect(follower.getByRole("heading", { name: "Link nicht mehr gültig" })).toBeVisible();
  await follower.goto(newLink);
  await expect(follower.getByTestId("sheet-deal-row")).toHaveCount(2);
  await phone.screenshot({ path: test.info().outputPath("phone-share.png"), fullPage: true });

  // Signing in from the sheet comes back to the Spielblock, which offers to take the device's sheet over.
  await phone.getByTestId("device-sheet-note").getByRole("link", { name: "Anmelden" }).click();
  await expect(phone.getByText("Ein Verein ist nicht nötig.")).toBeVisible();
  await phone.getByLabel("E-Mail-Adresse").fill(DEMO.email);
  await phone.getByLabel("Passwort").fill(DEMO.password);
  await phone.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(phone).toHaveURL(/\/spielblock$/);
  const claim = phone.getByTestId("claim-device-sheets");
  await expect(claim).toContainText("Auf diesem Gerät liegt ein Block ohne Konto.");
  await phone.screenshot({ path: test.info().outputPath("phone-claim.png"), fullPage: true });
  await claim.getByRole("button", { name: "Übernehmen" }).click();
  await expect(claim).toContainText("Ein Block ist jetzt in Ihrem Konto.");
  await phone.goto(sheetUrl);
  await expect(phone.getByTestId("sheet-deal-row")).toHaveCount(2);
  await expect(phone.getByTestId("device-sheet-note")).toHaveCount(0);
  // The account has it in any browser.
  await other.getByLabel("E-Mail-Adresse").fill(DEMO.email);
  await other.getByLabel("Passwort").fill(DEMO.password);
  await other.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(other).toHaveURL(sheetUrl);
  await expect(other.getByTestId("sheet-deal-row")).toHaveCount(2);
});
