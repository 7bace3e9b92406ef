// Runs after every other spec (project "limits" in playwright.config.ts): it exhausts the sign-in limit of
// the test client's address, after which no one could sign in from it for 15 minutes.
import { expect, test } from "@playwright/test";
import { DEMO, PASSWORD } from "./helpers";

const stamp = Date.now();

test.describe.serial("sign-in limits", () => {
  // First, while this address may still sign in: holes a probe found in the sign-in path.
  test("an email with a NUL byte gets a code, never the database's message", async ({ request }) => {
    const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
    const res = await request.post("/api/auth/callback/credentials?json=true", {
      form: { email: "demo\u0000@stichfest.example", password: "irgendwas-langes", csrfToken, json: "true" },
      maxRedirects: 0,
    });
    const answer = decodeURIComponent(res.headers()["location"] ?? (await res.text()));
    expect(answer).toContain("error=INVALID_INPUT");
    expect(answer).not.toMatch(/select|UTF8|0x00|users/i);
  });

  test("after sign-in only paths on this site are followed", async ({ page }) => {
    for (const callbackUrl of ["/\\example.org", "//example.org", "/%5cexample.org", "https://example.org/"]) {
      await page.goto(`/anmelden?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      await page.getByLabel("E-Mail-Adresse").fill(DEMO.email);
      await page.getByLabel("Passwort").fill(DEMO.password);
      await page.getByRole("button", { name: "Anmelden", exact: true }).click();
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/org$/);
      await page.context().clearCookies();
    }
  });

  test("rotating X-Forwarded-For does not get around the sign-in limit", async ({ request }) => {
    const target = `ziel${stamp}@example.org`;
    const attempt = async (password: string, i: number) => {
      const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
      const res = await request.post("/api/auth/callback/credentials?json=true", {
        form: { email: target, password, csrfToken, json: "true" },
        headers: { "x-forwarded-for": `203.0.113.${i}`, "x-stichfest-client-address": `198.51.100.${i}` },
        maxRedirects: 0,
      });
      return decodeURIComponent(res.headers()["location"] ?? (await res.text()));
    };
    // 20 failures across 20 different accounts from one real address...
    for (let i = 0; i < 20; i++) {
      const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
      await request.post("/api/auth/callback/credentials?json=true", {
        form: { email: `niemand${i}-${stamp}@example.org`, password: "falsch", csrfToken, json: "true" },
        headers: { "x-forwarded-for": `203.0.113.${i}` },
        maxRedirects: 0,
      });
    }
    // ... and the address is limited, whatever forwarding header it sends next.
    expect(await attempt(PASSWORD, 99)).toContain("RATE_LIMITED");
  });
});
