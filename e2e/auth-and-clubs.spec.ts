import { expect, test } from "@playwright/test";
import { signIn, signOut, signUp } from "./helpers";

const stamp = Date.now();
const first = { name: "Erika Erste", email: `erika${stamp}@example.org` };
const second = { name: "Otto Zweiter", email: `otto${stamp}@example.org` };

test.describe.serial("organizer accounts and clubs", () => {
  test("a protected page redirects to sign-in and comes back after it", async ({ page }) => {
    await page.goto("/org");
    await expect(page).toHaveURL(/\/anmelden\?callbackUrl=%2Forg/);
    await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
  });

  test("sign-up: the first account becomes administrator, bad input is named per field", async ({ page }) => {
    await page.goto("/registrieren");
    await page.getByLabel("Name").fill("E");
    await page.getByLabel("E-Mail-Adresse").fill("kein-email");
    await page.getByLabel(/^Passwort/).fill("kurz");
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page.getByText("Bitte eine gültige E-Mail-Adresse angeben.")).toBeVisible();
    await expect(page.getByText("Das Passwort braucht mindestens 10 Zeichen.")).toBeVisible();
    await expect(page.getByText("Der Name braucht mindestens 2 Zeichen.")).toBeVisible();

    await signUp(page, first.name, first.email);
    await expect(page.getByRole("heading", { name: "Meine Vereine" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Konten" })).toBeVisible(); // administrator
    await signOut(page);

    await signUp(page, second.name, second.email);
    await expect(page.getByRole("link", { name: "Konten" })).toHaveCount(0);
    await signOut(page);
  });

  test("sign-in with a wrong password is refused in German; sign-in and sign-out work", async ({ page }) => {
    await signIn(page, first.email, "falsches-passwort");
    await expect(page.getByText("E-Mail-Adresse oder Passwort ist falsch.")).toBeVisible();
    await signIn(page, first.email);
    await expect(page).toHaveURL(/\/org$/);
    await expect(page.getByTestId("signed-in-as")).toHaveText(first.name);
    await signOut(page);
    await page.goto("/org");
    await expect(page).toHaveURL(/\/anmelden/);
  });

  test("an organizer creates a club; another organizer cannot open it", async ({ page }) => {
    await signIn(page, first.email);
    await expect(page).toHaveURL(/\/org$/);
    await page.getByLabel("Vereinsname").fill("X");
    await page.getByRole("button", { name: "Verein anlegen" }).click();
    await expect(page.getByText("Der Vereinsname braucht mindestens 2 Zeichen.")).toBeVisible();
    await page.getByLabel("Vereinsname").fill("Klammerclub Herz Bube");
    await page.getByLabel("Ort (optional)").fill("Homburg");
    await page.getByRole("button", { name: "Verein anlegen" }).click();
    await expect(page.getByRole("heading", { name: "Klammerclub Herz Bube" })).toBeVisible();
    const clubUrl = page.url();
    await page.getByRole("link", { name: "Meine Vereine" }).click();
    await expect(page.getByTestId("club-list")).toContainText("Klammerclub Herz Bube");
    await signOut(page);

    await signIn(page, second.email);
    await expect(page).toHaveURL(/\/org$/);
    await expect(page.getByText("Klammerclub Herz Bube")).toHaveCount(0);
    await page.goto(clubUrl);
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  });

  test("the demo organizer signs in and sees the demo club", async ({ page }) => {
    await signIn(page, "demo@stichfest.example", "stichfest-demo");
    await expect(page).toHaveURL(/\/org$/);
    await expect(page.getByTestId("club-list")).toContainText("Stichfest Demo-Verein");
  });
});
