// Issue 14, ready for a real club hall: the table app can be installed (manifest and icons), the home page lists
// the public tournaments running now, the organizer's tournament page links every public page with a QR code, and
// the header offers spectators and captains nothing they cannot use.
import { expect, test, type APIResponse } from "@playwright/test";
import { expectedHallOrigin } from "./hall-origin";
import { openDemoTournament, SLUG } from "./helpers";

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** A PNG's width and height from its IHDR chunk. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

async function ok(res: APIResponse, type: RegExp) {
  expect(res.status(), res.url()).toBe(200);
  expect(res.headers()["content-type"], res.url()).toMatch(type);
  return res.body();
}

test("the table app installs: its manifest is linked from /tisch, valid, and its icons load", async ({ page }) => {
  await page.goto("/tisch");
  const href = await page.locator("link[rel='manifest']").getAttribute("href");
  expect(href).toBe("/tisch/manifest.webmanifest");
  const res = await page.request.get(href!);
  await ok(res, /^application\/manifest\+json/);
  const m = (await res.json()) as Manifest;
  expect(m).toMatchObject({ name: "Stichfest Tischeingabe", short_name: "Stichfest", lang: "de", start_url: "/tisch/spiel", scope: "/tisch", display: "standalone", theme_color: "#14532d" });
  const sizes = m.icons.filter((i) => i.type === "image/png").map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of m.icons) {
    const body = await ok(await page.request.get(icon.src), new RegExp(`^${icon.type.replace("+", "\\+")}`));
    if (icon.type === "image/png") expect(pngSize(body)).toBe(icon.sizes);
  }
  // The spectators' pages keep their own address on a home screen: no manifest there.
  await page.goto(`/t/${SLUG}`);
  await expect(page.locator("link[rel='manifest']")).toHaveCount(0);
});

test("every page has the favicon, the SVG icon, the apple-touch-icon and the green theme colour", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("meta[name='theme-color']")).toHaveAttribute("content", "#14532d");
  const icons = await page.locator("link[rel='icon'], link[rel='apple-touch-icon']").evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).getAttribute("href")));
  expect(icons).toEqual(expect.arrayContaining(["/favicon.ico", "/icon.svg", "/apple-touch-icon.png"]));
  const ico = await ok(await page.request.get("/favicon.ico"), /^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // an icon resource
  await ok(await page.request.get("/icon.svg"), /^image\/svg\+xml/);
  expect(pngSize(await ok(await page.request.get("/apple-touch-icon.png"), /^image\/png/))).toBe("180x180");
});

test("the home page lists the demo's public tournaments, each linking its public page", async ({ page }) => {
  await page.goto("/");
  const list = page.getByTestId("current-tournaments");
  await expect(list).toContainText("Demo-Klammerturnier");
  await expect(list).toContainText("Demo-Doppelkopfturnier");
  await expect(list.getByRole("link", { name: /Demo-Klammerturnier/ })).toContainText(/Stichfest Demo-Verein · \d\d\.\d\d\.\d{4}( · .+)? · Klammern/);
  await list.getByRole("link", { name: /Demo-Doppelkopfturnier/ }).click();
  await expect(page).toHaveURL(/\/t\/demo-doppelkopf$/);
  await expect(page.getByRole("heading", { name: "Demo-Doppelkopfturnier" })).toBeVisible();
  await page.goBack();
  await list.getByRole("link", { name: /Demo-Klammerturnier/ }).click();
  await expect(page).toHaveURL(new RegExp(`/t/${SLUG}$`));
  await expect(page.getByRole("heading", { name: "Demo-Klammerturnier" })).toBeVisible();
});

test("the header offers a spectator and a captain nothing they cannot use", async ({ page }) => {
  const nav = page.getByRole("navigation").first();
  await page.goto("/");
  await expect(nav.getByRole("link", { name: "Anmelden" })).toBeVisible();
  for (const path of [`/t/${SLUG}`, `/t/${SLUG}/spieler`]) {
    await page.goto(path);
    await expect(nav.getByRole("link")).toHaveText(["Stichfest"]);
  }
  await page.goto("/tisch");
  await expect(nav.getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Tischeingabe" })).toBeVisible();
});

test("the organizer's tournament page links the public page, the player search and the projector, with a QR code", async ({ page, baseURL }) => {
  await openDemoTournament(page); // signs in as the demo organizer: no new account
  const box = page.getByTestId("public-links");
  // Opened as localhost, the page prints the laptop's network address, which a phone can open (hall-address.ts).
  const { origin } = expectedHallOrigin(baseURL!);
  await expect(box.getByTestId("public-url")).toHaveText(`${origin}/t/${SLUG}`);
  await expect(box.getByTestId("qr-code").locator("svg")).toBeVisible();
  await expect(box.getByTestId("qr-code")).toHaveAttribute("aria-label", `QR-Code der öffentlichen Seite: ${origin}/t/${SLUG}`);
  await expect(box).toContainText("Öffentlich");
  const links = { "Öffentliche Seite": `/t/${SLUG}`, "Spieler suchen": `/t/${SLUG}/spieler`, Projektor: `/t/${SLUG}/projektor` };
  for (const [name, href] of Object.entries(links)) {
    const link = box.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
  }
  const [pub] = await Promise.all([page.context().waitForEvent("page"), box.getByRole("link", { name: "Öffentliche Seite" }).click()]);
  await expect(pub!.getByRole("heading", { name: "Demo-Klammerturnier" })).toBeVisible();
  // The organizer keeps the usual links on a public page; at the table there are none, signed in or not.
  await expect(pub!.getByRole("navigation").first().getByRole("link", { name: "Meine Vereine" })).toBeVisible();
  await pub!.goto("/tisch");
  await expect(pub!.getByRole("navigation").first().getByRole("link")).toHaveCount(0);
  const [projector] = await Promise.all([page.context().waitForEvent("page"), box.getByRole("link", { name: "Projektor" }).click()]);
  await expect(projector!.getByTestId("projector")).toBeVisible();
  const player = await page.request.get(`/t/${SLUG}/spieler`);
  expect(player.status()).toBe(200);
});
