// Issue 13 on a phone: a Doppelkopf evening of four on a game sheet, created in a few taps, two games online, one
// offline (the page reloaded without network keeps it), one corrected, that is sent once the network is back, and a second browser
// following by the share link sees each game.
import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

test("a Doppelkopf evening on a phone: entered partly offline, followed by the share link", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  // The demo account (the suite signs up few accounts: sign-ups per address are limited).
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  await page.getByRole("link", { name: "Spielblock" }).click();
  await expect(page.getByRole("heading", { name: "Neuer Spielblock" })).toBeVisible();
  const form = page.getByRole("form", { name: "Neuer Spielblock" });
  await form.getByRole("radio", { name: "Doppelkopf" }).click();
  for (const [i, name] of ["Greta", "Hans", "Ida", "Jan"].entries()) await form.getByLabel(new RegExp(`^Spieler ${i + 1}`)).fill(name);
  await form.getByLabel("Anzahl Spiele").fill("4");
  await form.getByRole("button", { name: "Spielblock anlegen" }).click();
  await expect(page).toHaveURL(/\/spielblock\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: /^Spiel 1 von 4/ })).toBeVisible();
  await expect(page.locator("html[data-offline-ready='1']")).toHaveCount(1, { timeout: 20_000 });

  // The second browser follows by the share link, without an account.
  const shareUrl = (await page.getByTestId("share-link").getAttribute("href"))!;
  const follower = await (await browser.newContext()).newPage();
  await follower.goto(shareUrl);
  await expect(follower.getByRole("heading", { name: /Doppelkopf · Greta, Hans, Ida, Jan/ })).toBeVisible();
  await expect(follower.getByText("Noch kein Spiel.")).toBeVisible();

  const game = async (n: number, re: [number, number], augen: number) => {
    const buttons = page.getByRole("group", { name: "Re" }).getByRole("button");
    await buttons.nth(re[0]).click();
    await buttons.nth(re[1]).click();
    await page.getByLabel("Augen von Re").fill(String(augen));
    await page.getByRole("button", { name: `Spiel ${n} speichern` }).click();
  };
  // Card by card is one tap away (the tournament tablet's form); this evening is typed as summaries.
  await page.getByRole("radio", { name: "Karte für Karte" }).click();
  await expect(page.getByRole("group", { name: "Karten von" })).toBeVisible();
  await page.getByRole("radio", { name: "Zusammenfassung" }).click();
  await game(1, [0, 2], 130);
  await game(2, [1, 3], 160);
  await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.");
  await expect(follower.getByTestId("sheet-deal-row")).toHaveCount(2, { timeout: 15_000 });

  // Game 1 corrected: 100 Augen instead of 130, so Kontra won it; both screens show the new totals.
  const before = (await page.getByTestId("sheet-total-1").textContent())!;
  await page.getByRole("button", { name: "Spiel 1 korrigieren" }).click();
  const fix = page.getByRole("form", { name: "Spiel 1 korrigieren" });
  await expect(fix.getByLabel("Augen von Re")).toHaveValue("130");
  await fix.getByLabel("Augen von Re").fill("100");
  await fix.getByRole("button", { name: "Korrektur von Spiel 1 speichern" }).click();
  await expect(page.getByTestId("correct-deal")).toHaveCount(0);
  await expect(page.getByTestId("sheet-total-1")).not.toHaveText(before);
  for (let p = 1; p <= 4; p++) await expect(follower.getByTestId(`sheet-total-${p}`)).toHaveText((await page.getByTestId(`sheet-total-${p}`).textContent())!, { timeout: 15_000 });

  // Game 3 without network: kept on the phone, sent once the network is back, exactly once.
  await context.route("**/api/**", (route) => route.abort());
  await context.setOffline(true);
  await game(3, [0, 1], 100);
  await expect(page.getByTestId("sync-status")).toContainText("1 Spiel wartet auf Übertragung.");
  await expect(page.getByTestId("sheet-deal-row")).toHaveCount(3);
  // The phone reloads the page without network: the sheet opens from the device, its waiting game with it.
  await page.reload();
  await expect(page.getByTestId("sheet-deal-row")).toHaveCount(3);
  await expect(page.getByTestId("sync-status")).toContainText("1 Spiel wartet auf Übertragung.");
  await context.unroute("**/api/**");
  await context.setOffline(false);
  await expect(page.getByTestId("sync-status")).toHaveText("Alle Spiele übertragen.", { timeout: 45_000 });
  await expect(follower.getByTestId("sheet-deal-row")).toHaveCount(3, { timeout: 15_000 });

  // The fourth game ends the evening; the winners are named on both screens, and the totals agree.
  await game(4, [2, 3], 140);
  await expect(page.getByTestId("sheet-winner")).toBeVisible();
  await expect(follower.getByTestId("sheet-winner")).toBeVisible({ timeout: 15_000 });
  for (let p = 1; p <= 4; p++) await expect(follower.getByTestId(`sheet-total-${p}`)).toHaveText((await page.getByTestId(`sheet-total-${p}`).textContent())!);
  await expect(page.getByRole("heading", { name: /^Spiel 5/ })).toHaveCount(0);
});
