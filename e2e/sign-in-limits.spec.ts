// Runs after every other spec (project "limits" in playwright.config.ts): it exhausts the sign-in limit of
// the test client's address, after which no one could sign in from it for 15 minutes.
import { expect, test } from "@playwright/test";
import { PASSWORD } from "./helpers";

const stamp = Date.now();

test.describe("sign-in limits", () => {
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
