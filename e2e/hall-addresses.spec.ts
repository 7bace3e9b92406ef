// Issue 14, addresses that work in the hall: the organizer opens the table cards as localhost, yet the QR code
// on a card carries the laptop's network address (or, on a machine without one, the page warns), a tablet opens
// that address by the QR link and by typing the short address and the code, and the confirmation code sits on the
// other half of the card than the captain's code.
import { expect, test } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { isLoopbackHost } from "../src/server/http/hall-address";
import { expectedHallOrigin } from "./hall-origin";
import { DEMO, oneTableTournament, signIn } from "./helpers";

type Sheet = { tables: { tableNumber: number; captain: { code: string; path: string } | null; opponent: { code: string } | null }[] };

/** The text of the QR code in a PNG screenshot. */
async function decodeQr(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(found, "a QR code in the screenshot").not.toBeNull();
  return found!.data;
}

// Twice the pixels per module: the 128 px code then decodes reliably from a screenshot.
test.use({ deviceScaleFactor: 2 });

test("table cards opened as localhost carry the network address; a tablet opens it by QR code and by hand", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  expect(new URL(baseURL!).hostname).toBe("localhost");
  // The demo account (sign-ups per address are limited, and the suite is at the limit).
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  const { id, sheet } = await oneTableTournament<Sheet>(page, `Hallenadressen ${Date.now()}`);
  const codes = sheet.tables.find((x) => x.tableNumber === 1)!;

  await page.goto(`/org/turniere/${id}/runden/1/tischkarten`);
  const card = page.getByTestId("table-card-1");
  const link = await decodeQr(await card.getByRole("img", { name: "QR-Code für die Eingabe an Tisch 1" }).screenshot());
  const url = new URL(link);
  expect(url.pathname).toBe(codes.captain!.path);

  // Two halves: the captain's code above the cut line, the confirmation code below it, each saying whom it is for.
  const captainHalf = card.getByTestId("captain-half");
  const opponentHalf = card.getByTestId("opponent-half");
  await expect(captainHalf).toContainText("für den Kapitän");
  await expect(captainHalf.getByTestId("captain-code")).toHaveText(codes.captain!.code);
  await expect(captainHalf).not.toContainText(codes.opponent!.code);
  await expect(card.getByTestId("cut-line")).toContainText("hier abschneiden");
  await expect(opponentHalf).toContainText("für das Gegenpaar – nicht für den Kapitän");
  await expect(opponentHalf.getByTestId("opponent-code")).toHaveText(codes.opponent!.code);
  await expect(opponentHalf).not.toContainText(codes.captain!.code);
  await expect(captainHalf.getByTestId("entry-address")).toHaveText(`${url.host}/tisch`);

  const hall = expectedHallOrigin(baseURL!);
  if (hall.noNetworkAddress) {
    // No network address on this machine: the codes stay on localhost, and the page says tablets cannot open them.
    test.info().annotations.push({ type: "note", description: "no network address: checked the warning only" });
    expect(isLoopbackHost(url.host)).toBe(true);
    await expect(page.getByTestId("hall-address-warning")).toBeVisible();
    return;
  }
  expect(isLoopbackHost(url.host), `${link} is no loopback address`).toBe(false);
  expect(url.origin).toBe(hall.origin);
  expect(url.port).toBe(new URL(baseURL!).port);
  await expect(page.getByTestId("hall-address-warning")).toHaveCount(0);
  await expect(page.getByTestId("hall-address")).toContainText(`${hall.origin}/tisch`);

  // A tablet types the short address and the code by hand (the request guard takes its post to that address) …
  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const captain = await tablet.newPage();
  await captain.goto(`http://${url.host}/tisch`);
  await captain.getByLabel("Tischcode").fill(codes.captain!.code.toLowerCase());
  await captain.getByRole("button", { name: "Tisch öffnen" }).click();
  await expect(captain).toHaveURL(`${hall.origin}/tisch/spiel`);
  await expect(captain.getByRole("heading", { name: "Tisch 1 · Runde 1" })).toBeVisible();
  // … and the same tablet opens the QR code's link: it signs in again by itself.
  await captain.goto(link);
  await expect(captain).toHaveURL(`${hall.origin}/tisch/spiel`);
  await expect(captain.getByRole("heading", { name: "Tisch 1 · Runde 1" })).toBeVisible();
  await tablet.close();
});

test("the home page links the table entry with a code", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Tisch-Eingabe mit Code" }).click();
  await expect(page).toHaveURL(/\/tisch$/);
  await expect(page.getByRole("heading", { name: "Tischeingabe" })).toBeVisible();
  await expect(page.getByLabel("Tischcode")).toBeVisible();
});
