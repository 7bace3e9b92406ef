// A public page's refresh rendered once per version and shared: through a plain node server whose "Next" writes
// its answer in chunks, as Next streams a render.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SnapshotCache } from "../live/cache";
import { LiveHub } from "../live/hub";
import type { Renders } from "../live/renders";
import { serveSharedRefresh, sharedRefresh } from "./shared-refresh";

const T = "00000000-0000-4000-8000-000000000001";
const hub = new LiveHub({ windowMs: 0 });
const renders = new SnapshotCache<Renders>(hub, async () => new Map());
const live = async () => ({ renders, resolve: async (slug: string) => (slug === "herbst" ? { id: T, slug } : null) });

let rendered = 0;
let status = 200;
let setCookie = false;
let server: http.Server;
let base = "";

/** Next's part: a render that takes a while, streamed in two chunks, saying which render it was. */
function next(req: http.IncomingMessage, res: http.ServerResponse) {
  const n = ++rendered;
  res.statusCode = status;
  res.setHeader("content-type", "text/x-component");
  res.setHeader("vary", "rsc, next-router-state-tree");
  if (setCookie) res.setHeader("set-cookie", "x=1");
  res.write(`render ${n} of ${req.url};`);
  setTimeout(() => res.end(`locale ${req.headers["accept-language"] ?? "-"}`), 30);
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader("content-security-policy", `script-src 'nonce-${Math.random()}'`); // the custom server's, per request
    const refresh = sharedRefresh(req);
    if (refresh) void serveSharedRefresh(res, refresh, live, () => next(req, res));
    else next(req, res);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  status = 200;
  setCookie = false;
  hub.receive({ tournamentId: T, kind: "deal", ids: [] }); // each test starts on a new version
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers: { rsc: "1", ...headers } });
  return { status: res.status, body: await res.text(), csp: res.headers.get("content-security-policy"), type: res.headers.get("content-type") };
};

describe("which requests are shared", () => {
  const req = (url: string, headers: http.IncomingHttpHeaders = { rsc: "1" }, method = "GET") => ({ method, url, headers });
  it("a refresh (RSC) of a public tournament page by a visitor without an account", () => {
    expect(sharedRefresh(req("/t/herbst?_rsc=abc"))?.slug).toBe("herbst");
    expect(sharedRefresh(req("/t/herbst/spieler?q=Eva"))?.slug).toBe("herbst");
    expect(sharedRefresh(req("/t/herbst", {}))).toBeNull(); // the page itself: its HTML carries the request's nonce
    expect(sharedRefresh(req("/t/herbst", { rsc: "1" }, "POST"))).toBeNull();
    expect(sharedRefresh(req("/t/herbst", { rsc: "1", cookie: "a=1; next-auth.session-token=x" }))).toBeNull();
    expect(sharedRefresh(req("/org/turniere/1"))).toBeNull();
    expect(sharedRefresh(req("/t/%E0"))).toBeNull();
  });
  it("keyed by what the answer depends on: the address, the language, the router state", () => {
    const key = (url: string, headers: http.IncomingHttpHeaders = {}) => sharedRefresh(req(url, { rsc: "1", ...headers }))!.key;
    expect(key("/t/herbst")).toBe(key("/t/herbst", { cookie: "other=1" }));
    expect(key("/t/herbst", { "accept-language": "en" })).toBe(key("/t/herbst", { cookie: "NEXT_LOCALE=en" }));
    expect(key("/t/herbst", { "accept-language": "en" })).not.toBe(key("/t/herbst"));
    expect(key("/t/herbst", { cookie: "NEXT_LOCALE=%E0" })).toBe(key("/t/herbst")); // a malformed cookie says nothing
    expect(key("/t/herbst", { cookie: "NEXT_LOCALE=en", "accept-language": "de" })).not.toBe(key("/t/herbst", { "accept-language": "de" }));
    expect(key("/t/herbst", { "next-router-state-tree": "a" })).not.toBe(key("/t/herbst", { "next-router-state-tree": "b" }));
    expect(key("/t/herbst?a=1")).not.toBe(key("/t/herbst"));
    expect(key("/t/herbst", { "accept-encoding": "gzip" })).not.toBe(key("/t/herbst"));
    // The projector's QR code is made of the address the request used: another Host never gets this one's answer.
    expect(key("/t/herbst/projektor", { host: "evil.example" })).not.toBe(key("/t/herbst/projektor", { host: "192.168.1.10:3000" }));
    expect(key("/t/herbst/projektor", { "x-forwarded-proto": "http" })).not.toBe(key("/t/herbst/projektor", { "x-forwarded-proto": "https" }));
  });
});

describe("a shared refresh", () => {
  it("is rendered once for all viewers of one version, those arriving during the render included", async () => {
    const before = rendered;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/t/herbst?_rsc=1")));
    const later = await get("/t/herbst?_rsc=1");
    expect(rendered - before).toBe(1);
    for (const a of [...answers, later]) {
      expect(a).toMatchObject({ status: 200, body: `render ${rendered} of /t/herbst?_rsc=1;locale *`, type: "text/x-component" });
    }
    // Each answer carries its own request's security headers, not the first one's.
    expect(new Set([...answers, later].map((a) => a.csp)).size).toBe(21);
  });

  it("is rendered again after the tournament changed, and per language", async () => {
    const first = await get("/t/herbst?_rsc=2");
    expect((await get("/t/herbst?_rsc=2")).body).toBe(first.body);
    const english = await get("/t/herbst?_rsc=2", { "accept-language": "en" });
    expect(english.body).toMatch(/locale en$/);
    hub.receive({ tournamentId: T, kind: "deal", ids: [] });
    const after = await get("/t/herbst?_rsc=2");
    expect(after.body).not.toBe(first.body);
    expect((await get("/t/herbst?_rsc=2")).body).toBe(after.body);
  });

  it("keeps no answer that is not a plain 200: each viewer gets Next's own", async () => {
    status = 404;
    const [a, b] = [await get("/t/herbst?_rsc=3"), await get("/t/herbst?_rsc=3")];
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(a.body).not.toBe(b.body);
    status = 200;
    setCookie = true;
    expect((await get("/t/herbst?_rsc=4")).body).not.toBe((await get("/t/herbst?_rsc=4")).body);
  });

  it("leaves an unknown tournament to Next, unshared", async () => {
    const [a, b] = [await get("/t/winter?_rsc=5"), await get("/t/winter?_rsc=5")];
    expect(a.body).not.toBe(b.body);
  });
});
