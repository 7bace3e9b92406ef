import { expect, type Locator, test } from "@playwright/test";
import { PASSWORD, signIn, signOut, signUp } from "./helpers";

const stamp = Date.now();
const first = { name: "Erika Erste", email: `erika${stamp}@example.org` };
const second = { name: "Otto Zweiter", email: `otto${stamp}@example.org` };

test.describe.serial("organizer accounts and clubs", { tag: "@smoke" }, () => {
  let clubUrl = "";

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
    clubUrl = page.url();
    await page.getByRole("link", { name: "Meine Vereine" }).click();
    await expect(page.getByTestId("club-list")).toContainText("Klammerclub Herz Bube");
    await signOut(page);

    await signIn(page, second.email);
    await expect(page).toHaveURL(/\/org$/);
    await expect(page.getByText("Klammerclub Herz Bube")).toHaveCount(0);
    await page.goto(clubUrl);
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  });

  test("an owner invites and passes the link on; only the link lets someone join, once", async ({ page }) => {
    const newcomer = { name: "Nora Neu", email: `niemand${stamp}@example.org` };
    const linkPath = async (scope: Locator) => new URL(await scope.getByTestId("invitation-url").inputValue()).pathname;
    await signIn(page, first.email);
    await expect(page).toHaveURL(/\/org$/);
    await page.goto(clubUrl);
    // The same answer for an address without an account: the form tells nobody who has one.
    const links: Record<string, string> = {};
    for (const email of [newcomer.email, second.email]) {
      await page.getByLabel("E-Mail-Adresse").fill(email);
      await page.getByLabel("Rolle").selectOption("organizer");
      await page.getByRole("button", { name: "Einladen" }).click();
      await expect(page.getByRole("status")).toContainText(`Einladung an ${email} gespeichert`);
      links[email] = await linkPath(page.locator("form"));
      expect(links[email]).toMatch(/^\/einladung\/[A-Za-z0-9_-]{43}$/);
    }
    await expect(page.getByTestId("invitation-list")).toContainText(second.email);
    await expect(page.getByTestId("organizer-list")).not.toContainText(second.name);
    // A new link for Otto's invitation voids the first.
    const row = page.getByTestId("invitation-list").locator("li", { hasText: second.email });
    await row.getByRole("button", { name: "Neuer Link" }).click();
    await expect(row.getByTestId("invitation-link")).toBeVisible();
    const renewed = await linkPath(row);
    expect(renewed).not.toBe(links[second.email]);
    await signOut(page);

    // Signed in with the invited address, Otto is reminded but cannot accept without the link.
    await signIn(page, second.email);
    await expect(page).toHaveURL(/\/org$/);
    await expect(page.getByTestId("my-invitations")).toContainText("Klammerclub Herz Bube");
    await expect(page.getByRole("button", { name: "Annehmen" })).toHaveCount(0);
    await page.goto(links[second.email]!);
    await expect(page.getByTestId("invitation-problem")).toContainText("Diesen Einladungslink gibt es nicht");
    await page.goto(renewed);
    await expect(page.getByTestId("invitation-club")).toContainText("Klammerclub Herz Bube");
    await page.getByRole("button", { name: "Annehmen" }).click();
    await expect(page.getByRole("heading", { name: "Klammerclub Herz Bube" })).toBeVisible();
    await expect(page).toHaveURL(clubUrl);
    await page.goto(renewed);
    await expect(page.getByTestId("invitation-problem")).toContainText("schon angenommen");
    await page.goto("/org");
    await expect(page.getByTestId("club-list")).toContainText("Klammerclub Herz Bube");
    await expect(page.getByTestId("my-invitations")).toHaveCount(0);
    await signOut(page);

    // Signed out, the link leads through sign-up and back to accepting.
    await page.goto(links[newcomer.email]!);
    await expect(page.getByTestId("invitation-club")).toContainText("Klammerclub Herz Bube");
    await page.getByRole("main").getByRole("link", { name: "Konto anlegen" }).click();
    await page.getByLabel("Name").fill(newcomer.name);
    await page.getByLabel("E-Mail-Adresse").fill(newcomer.email);
    await page.getByLabel(/^Passwort/).fill(PASSWORD);
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page).toHaveURL(new RegExp(`${links[newcomer.email]}$`));
    await page.getByRole("button", { name: "Annehmen" }).click();
    await expect(page.getByRole("heading", { name: "Klammerclub Herz Bube" })).toBeVisible();
    await signOut(page);
  });

  test("signing out ends the session: a copy of the signed-out cookie no longer works", async ({ page, browser }) => {
    await signIn(page, second.email);
    await expect(page).toHaveURL(/\/org$/);
    const copied = (await page.context().cookies()).filter((c) => c.name.includes("next-auth.session-token"));
    expect(copied.length).toBeGreaterThan(0);
    await signOut(page);

    const other = await browser.newContext();
    await other.addCookies(copied);
    const replay = await other.newPage();
    await replay.goto("/org");
    await expect(replay).toHaveURL(/\/anmelden/);
    await other.close();
  });

  test("a password change signs out the other devices and keeps this one", async ({ page, browser }) => {
    await signIn(page, second.email);
    await expect(page).toHaveURL(/\/org$/);
    const elsewhere = await browser.newContext();
    await elsewhere.addCookies(await page.context().cookies());
    const newPassword = "e2e-neues-passwort-9";
    await page.getByRole("link", { name: "Mein Konto" }).click();
    await page.getByLabel("Bisheriges Passwort").fill("falsch-falsch-falsch");
    await page.getByLabel(/^Neues Passwort \(/).fill(newPassword);
    await page.getByLabel("Neues Passwort wiederholen").fill(newPassword);
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByText("Das bisherige Passwort ist falsch.")).toBeVisible();
    await page.getByLabel("Bisheriges Passwort").fill(PASSWORD);
    await page.getByLabel(/^Neues Passwort \(/).fill(newPassword);
    await page.getByLabel("Neues Passwort wiederholen").fill(newPassword);
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByRole("status")).toContainText("Das Passwort ist geändert.");
    await page.goto("/org");
    await expect(page.getByRole("heading", { name: "Meine Vereine" })).toBeVisible();

    const old = await elsewhere.newPage();
    await old.goto("/org");
    await expect(old).toHaveURL(/\/anmelden/);
    await elsewhere.close();
    await signOut(page);
    await signIn(page, second.email, newPassword);
    await expect(page).toHaveURL(/\/org$/);
  });

  test("the demo organizer signs in and sees the demo club", async ({ page }) => {
    await signIn(page, "demo@stichfest.example", "stichfest-demo");
    await expect(page).toHaveURL(/\/org$/);
    await expect(page.getByTestId("club-list")).toContainText("Stichfest Demo-Verein");
  });
});
