// The HTTP edge (scripts/start.ts with src/server/http/): security headers on every response, a nonce-based
// Content-Security-Policy that the pages' own scripts satisfy, cross-site writes refused with 403, oversized
// batches and bodies refused, and a GET that changes nothing.
import { request as httpRequest } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, openDemoTournament, SLUG, trpc } from "./helpers";

const PUBLIC_PATHS = ["/", "/anmelden", "/registrieren", "/tisch", `/t/${SLUG}`, `/t/${SLUG}/spieler`, `/t/${SLUG}/projektor`, "/v/demo-verein"];
const OTHER_PATHS = [`/api/export/t/${SLUG}/standings.csv`, `/api/export/t/${SLUG}/deals.jsonl`, "/api/trpc/auth.me", "/gibt-es-nicht"];

function expectSecurityHeaders(headers: Record<string, string>, path: string) {
  expect(headers["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"], path).toBe("DENY");
  expect(headers["x-content-type-options"], path).toBe("nosniff");
  expect(headers["referrer-policy"], path).toBe("same-origin");
  expect(headers["permissions-policy"], path).toContain("camera=()");
  expect(headers["strict-transport-security"], `${path}: no HSTS over plain HTTP`).toBeUndefined();
}

/** The status the server answers to a POST that announces `length` bytes, read before the body is sent. */
function statusOfAnnouncedBody(path: string, length: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${test.info().project.use.baseURL}${path}`, { method: "POST", headers: { "content-type": "application/json", "content-length": length } });
    req.on("response", (res) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on("error", reject);
    req.flushHeaders();
  });
}

/** Visits a page and fails on any script or style the Content-Security-Policy blocked. */
async function visitWithoutViolations(page: Page, path: string) {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const res = await page.goto(path);
  expectSecurityHeaders(res!.headers(), path);
  await page.waitForLoadState("networkidle");
  expect(violations, path).toEqual([]);
}

test("every public page and response carries the security headers, and the pages' scripts run under the policy", async ({ page, request }) => {
  for (const path of PUBLIC_PATHS) await visitWithoutViolations(page, path);
  for (const path of OTHER_PATHS) expectSecurityHeaders((await request.get(path)).headers(), path);
  // The policy's nonce changes with every response.
  const a = (await request.get("/")).headers()["content-security-policy"];
  const b = (await request.get("/")).headers()["content-security-policy"];
  expect(a).not.toBe(b);
});

test("organizer pages carry them too, and the table cards (a GET) issue no codes", async ({ page }) => {
  const tournamentId = await openDemoTournament(page);
  const codes = () => trpc<{ tables: unknown[] }>(page, "GET", "table.listCodes", { tournamentId, round: 4 });
  const before = JSON.stringify(await codes());
  for (const path of ["/org", `/org/turniere/${tournamentId}`, `/org/turniere/${tournamentId}/runden/4`, `/org/turniere/${tournamentId}/runden/4/tischkarten`, "/org/konto"])
    await visitWithoutViolations(page, path);
  expect(JSON.stringify(await codes())).toBe(before);
});

test("a state-changing request from another site is refused with 403, whatever it targets", async ({ request }) => {
  const evil = { origin: "https://evil.example" };
  const signUp = await request.post("/api/trpc/auth.signUp", { headers: evil, data: { json: { email: "x@example.org", name: "Xx", password: "geheim-passwort-1" } } });
  expect(signUp.status()).toBe(403);
  expect((await signUp.json()).error.de).toMatch(/fremden Seiten/);
  // A server action (the captain's code form) and next-auth's sign-in endpoint.
  expect((await request.post("/tisch", { headers: { ...evil, "next-action": "0".repeat(40) }, data: "[]" })).status()).toBe(403);
  expect((await request.post("/api/auth/callback/credentials", { headers: { "sec-fetch-site": "cross-site" }, form: { email: DEMO.email, password: DEMO.password } })).status()).toBe(403);
});

test("a batch of more than 10 calls and a body over the limit are refused before any work", async ({ request }) => {
  const paths = Array(11).fill("auth.me").join(",");
  expect((await request.get(`/api/trpc/${paths}?batch=1&input=${encodeURIComponent("{}")}`)).status()).toBe(400);
  // Announced as 5 MB: refused from the header, before a byte of it is read (so the body is never sent here).
  expect(await statusOfAnnouncedBody("/api/trpc/club.create", 5 * 1024 * 1024)).toBe(413);
  const broken = await request.post("/api/trpc/club.create", { headers: { "content-type": "application/json" }, data: "{not json" });
  expect(broken.status()).toBeGreaterThanOrEqual(400);
  expect(broken.status()).toBeLessThan(500);
});
