import { describe, expect, it } from "vitest";
import { BODY_LIMITS, guardRequest, isCrossSite } from "./request-guard";

const own = ["http://192.168.1.10:3000"];
const post = (headers: Record<string, string>, url = "/api/trpc/club.create") => guardRequest({ method: "POST", url, headers: { host: "localhost:3000", "content-length": "10", ...headers } }, own);

describe("cross-site requests", () => {
  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["a look-alike host", { origin: "http://localhost:3000.evil.example" }],
    ["another port", { origin: "http://localhost:4000" }],
    ["the opaque Origin of a sandboxed page", { origin: "null" }],
    ["no Origin but Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["no Origin but Sec-Fetch-Site same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
    ["no Origin but a foreign Referer", { referer: "https://evil.example/page" }],
  ])("refuses a POST with %s: 403", (_, headers) => {
    expect(post(headers)?.status).toBe(403);
  });

  it.each([
    ["its own Origin", { origin: "http://localhost:3000" }],
    ["the configured public address", { origin: "http://192.168.1.10:3000" }],
    ["Sec-Fetch-Site same-origin", { "sec-fetch-site": "same-origin" }],
    ["no browser headers at all (curl)", {}],
    ["its own Referer", { referer: "http://localhost:3000/org" }],
  ])("lets a POST with %s through", (_, headers) => {
    expect(post(headers)).toBeNull();
  });

  it("never refuses a GET, whatever its Origin (a GET changes nothing)", () => {
    expect(guardRequest({ method: "GET", url: "/t/x", headers: { host: "localhost:3000", origin: "https://evil.example" } }, own)).toBeNull();
  });

  it("lets a tablet post to the laptop's network address that the QR code carries, without PUBLIC_URL", () => {
    const tablet = { method: "POST", url: "/tisch", headers: { host: "192.168.1.10:3000", origin: "http://192.168.1.10:3000", "content-length": "10" } };
    expect(guardRequest(tablet, ["http://localhost:3000"])).toBeNull();
    expect(guardRequest({ ...tablet, headers: { ...tablet.headers, origin: "http://192.168.1.11:3000" } }, ["http://localhost:3000"])?.status).toBe(403);
  });

  it("judges a server action or next-auth's POST like a tRPC mutation", () => {
    expect(post({ origin: "https://evil.example" }, "/tisch")?.status).toBe(403);
    expect(post({ origin: "https://evil.example" }, "/api/auth/callback/credentials")?.status).toBe(403);
    expect(isCrossSite({ host: "localhost:3000", origin: "HTTP://LOCALHOST:3000" }, [])).toBe(false);
  });
});

describe("request bodies", () => {
  it("refuses a body over the limit by its Content-Length: 413", () => {
    expect(post({ "content-length": String(BODY_LIMITS.trpc + 1) })?.status).toBe(413);
    expect(post({ "content-length": String(BODY_LIMITS.other + 1) }, "/tisch")?.status).toBe(413);
    expect(post({ "content-length": String(BODY_LIMITS.trpc) })).toBeNull();
  });

  it("leaves a body of unstated length (chunked) to the byte count of body-cap.ts", () => {
    expect(guardRequest({ method: "POST", url: "/api/trpc/x", headers: { host: "localhost:3000", "transfer-encoding": "chunked" } }, own)).toBeNull();
  });

  it("refuses a Content-Length that is no number", () => {
    expect(post({ "content-length": "1e9" })?.status).toBe(413);
  });
});
