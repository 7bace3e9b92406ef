// The organizer's entrants page lives at /teilnehmer (it lists pairs or single players, as the game has them); its
// old address /paare, perhaps bookmarked, still leads there, permanently and with its query string.
import { expect, test } from "@playwright/test";
import { openDemoTournament } from "./helpers";

test("the entrants page is /teilnehmer, and /paare leads there", async ({ page }) => {
  const id = await openDemoTournament(page);
  const base = `/org/turniere/${id}`;

  await page.getByRole("link", { name: /^Paare/ }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/teilnehmer$`));
  await expect(page.getByRole("heading", { name: "Paare", exact: true })).toBeVisible();

  const old = await page.request.get(`${base}/paare?von=lesezeichen`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toBe(`${base}/teilnehmer?von=lesezeichen`);

  await page.goto(`${base}/paare`);
  await expect(page).toHaveURL(new RegExp(`${base}/teilnehmer$`));
  await expect(page.getByRole("heading", { name: "Paare", exact: true })).toBeVisible();
});
