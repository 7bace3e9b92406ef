// A public page's refresh rendered once per version and shared: through a plain node server whose "Next" writes
// its answer in chunks, as Next streams a render.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { RequestCookies } from "next/dist/compiled/@edge-runtime/cookies";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOCALE_COOKIE, pickLocale } from "../../i18n/locales";
import { LiveHub } from "../live/hub";
import { RenderCache, type Rendered } from "../live/renders";
import { compress } from "./compress";
import { ownHosts } from "./own-hosts";
import { responseEncoding } from "./response-encoding";
import { refreshLocale, serveSharedRefresh, sharedRefresh, type RefreshSite } from "./shared-refresh";

const T = "00000000-0000-4000-8000-000000000001";
const hub = new LiveHub({ windowMs: 0 });
const renders = new RenderCache(hub);
const live = async () => ({ renders, resolve: async (slug: string) => (slug === "herbst" ? { id: T, slug } : null) });

let rendered = 0;
let status = 200;
let setCookie = false;
let encodeAs: string | null = null;
/** A render long enough for the compression to take (it leaves answers under 1 kB alone). */
let padded = false;
let server: http.Server;
let base = "";
let site: RefreshSite = { ownHost: () => false, trustProxy: false };

/** The language as the app's request config (src/i18n/request.ts) reads it, through Next's own cookie parser. */
const nextLocale = (headers: http.IncomingHttpHeaders) =>
  pickLocale(new RequestCookies(new Headers(headers.cookie ? { cookie: headers.cookie } : {})).get(LOCALE_COOKIE)?.value, headers["accept-language"]);

/** Next's part: a render that takes a while, streamed in two chunks, saying which render it was and its language. */
function next(req: http.IncomingMessage, res: http.ServerResponse) {
  const n = ++rendered;
  res.statusCode = status;
  res.setHeader("content-type", "text/x-component");
  res.setHeader("vary", "rsc, next-router-state-tree");
  if (setCookie) res.setHeader("set-cookie", "x=1");
  const text = [`render ${n} of ${req.url};${padded ? " ".repeat(2048) : ""}`, `locale ${nextLocale(req.headers)}`];
  if (encodeAs) {
    res.setHeader("content-encoding", encodeAs);
    const body = encodeAs === "br" ? brotliCompressSync(text.join("")) : gzipSync(text.join(""));
    setTimeout(() => res.end(body), 30);
    return;
  }
  res.write(text[0]);
  setTimeout(() => res.end(text[1]), 30);
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader("content-security-policy", `script-src 'nonce-${Math.random()}'`); // the custom server's, per request
    const refresh = sharedRefresh(req, site);
    // As the custom server does (request-listener.ts): the compression wraps the answer inside the shared refresh.
    if (refresh) void serveSharedRefresh(res, refresh, live, () => compress(req, res, () => next(req, res)));
    else compress(req, res, () => next(req, res));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  site = { ownHost: ownHosts({ port, origins: ["https://stichfest.example"], interfaces: () => ({}) }), trustProxy: false };
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  status = 200;
  setCookie = false;
  encodeAs = null;
  padded = false;
  hub.receive({ tournamentId: T, kind: "deal", ids: [] }); // each test starts on a new version
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers: { rsc: "1", ...headers } });
  return { status: res.status, body: await res.text(), csp: res.headers.get("content-security-policy"), type: res.headers.get("content-type"), encoding: res.headers.get("content-encoding") };
};

describe("which requests are shared", () => {
  const own: RefreshSite = { ownHost: ownHosts({ port: 3000, origins: ["https://stichfest.example"], interfaces: () => ({ eth0: [{ address: "192.168.1.10", family: "IPv4", internal: false }] }) }), trustProxy: false };
  const req = (url: string, headers: http.IncomingHttpHeaders = { rsc: "1" }, method = "GET") => ({ method, url, headers });
  it("a refresh (RSC) of a public tournament page by a visitor without an account", () => {
    expect(sharedRefresh(req("/t/herbst?_rsc=abc"), own)?.slug).toBe("herbst");
    expect(sharedRefresh(req("/t/herbst/spieler?q=Eva"), own)?.slug).toBe("herbst");
    expect(sharedRefresh(req("/t/herbst", {}), own)).toBeNull(); // the page itself: its HTML carries the request's nonce
    expect(sharedRefresh(req("/t/herbst", { rsc: "1" }, "POST"), own)).toBeNull();
    expect(sharedRefresh(req("/t/herbst", { rsc: "1", cookie: "a=1; next-auth.session-token=x" }), own)).toBeNull();
    expect(sharedRefresh(req("/org/turniere/1"), own)).toBeNull();
    expect(sharedRefresh(req("/t/%E0"), own)).toBeNull();
  });

  const key = (url: string, headers: http.IncomingHttpHeaders = {}, site = own) => sharedRefresh(req(url, { rsc: "1", ...headers }), site)?.key;
  it("keyed by what the answer depends on: the address, the language, the router state", () => {
    expect(key("/t/herbst")).toBe(key("/t/herbst", { cookie: "other=1" }));
    expect(key("/t/herbst", { "accept-language": "en" })).toBe(key("/t/herbst", { cookie: "NEXT_LOCALE=en" }));
    expect(key("/t/herbst", { "accept-language": "en" })).not.toBe(key("/t/herbst"));
    expect(key("/t/herbst", { cookie: "NEXT_LOCALE=%E0" })).toBe(key("/t/herbst")); // a malformed cookie says nothing
    expect(key("/t/herbst", { cookie: "NEXT_LOCALE=en", "accept-language": "de" })).not.toBe(key("/t/herbst", { "accept-language": "de" }));
    expect(key("/t/herbst", { "next-router-state-tree": "a" })).not.toBe(key("/t/herbst", { "next-router-state-tree": "b" }));
    expect(key("/t/herbst?a=1")).not.toBe(key("/t/herbst"));
    expect(key("/t/herbst", { "accept-encoding": "gzip" })).not.toBe(key("/t/herbst"));
    // The projector's QR code is made of the address the request used: another of the app's hosts, another key.
    expect(key("/t/herbst/projektor", { host: "localhost:3000" })).not.toBe(key("/t/herbst/projektor", { host: "192.168.1.10:3000" }));
    expect(key("/t/herbst/projektor", { host: "LocalHost:3000" })).toBe(key("/t/herbst/projektor", { host: "localhost:3000" }));
    // The forwarded scheme goes into the addresses behind a trusted proxy only, and only as http or https.
    const proxied = { ...own, trustProxy: true };
    expect(key("/t/herbst/projektor", { "x-forwarded-proto": "http" }, proxied)).not.toBe(key("/t/herbst/projektor", { "x-forwarded-proto": "https" }, proxied));
    expect(key("/t/herbst/projektor", { "x-forwarded-proto": "https, http" }, proxied)).toBe(key("/t/herbst/projektor", { "x-forwarded-proto": "https" }, proxied));
    expect(key("/t/herbst/projektor", { "x-forwarded-proto": "gopher" }, proxied)).toBeUndefined();
    expect(key("/t/herbst/projektor", { "x-forwarded-proto": "https" })).toBe(key("/t/herbst/projektor"));
  });

  it("by the language Next renders in: of two NEXT_LOCALE cookies the last, as Next's cookie parser reads them", () => {
    const both = "NEXT_LOCALE=en; NEXT_LOCALE=de";
    expect(refreshLocale({ cookie: both })).toBe("de");
    expect(key("/t/herbst", { cookie: both })).toBe(key("/t/herbst", { cookie: "NEXT_LOCALE=de" }));
    expect(key("/t/herbst", { cookie: both })).not.toBe(key("/t/herbst", { cookie: "NEXT_LOCALE=en" }));
    const cookies = [
      both,
      "NEXT_LOCALE=de; NEXT_LOCALE=en",
      "NEXT_LOCALE=en;NEXT_LOCALE=de",
      "NEXT_LOCALE=en; a=1; NEXT_LOCALE=%E0", // the last does not decode: Next keeps the one before
      "NEXT_LOCALE= en", // Next does not trim the value: no language chosen
      "NEXT_LOCALE=en ; x=1",
      "a=1;   NEXT_LOCALE=en",
      "NEXT_LOCALE",
      "NEXT_LOCALE=",
    ];
    for (const cookie of cookies)
      for (const acceptLanguage of [undefined, "en", "de"]) {
        const headers = { cookie, ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}) };
        expect(refreshLocale(headers), `${cookie} / ${acceptLanguage}`).toBe(nextLocale(headers));
      }
  });

  it("only on the app's own hosts: another Host is Next's to answer, and makes no render to keep", () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "192.168.1.10:3000", "stichfest.example", undefined])
      expect(key("/t/herbst", host === undefined ? {} : { host }), host).toBeDefined();
    for (const host of ["evil.example", "localhost:3001", "localhost", "192.168.1.11:3000", "stichfest.example:8443", "x.localhost:3000"])
      expect(key("/t/herbst", { host }), host).toBeUndefined();
  });

  it("keyed by the encoding the compression chooses, not by the header's spelling", () => {
    const keys = new Set(["gzip", "gzip, deflate, br", "br;q=1, gzip;q=0.5", "GZIP", "deflate", "deflate, gzip;q=0.1", "", "identity", "br", "x-1", "x-2", "*"].map((e) => key("/t/herbst", { "accept-encoding": e })));
    expect(keys.size).toBe(4);
  });
});

describe("the encoding a refresh is keyed by", () => {
  // The server's compression middleware (compress.ts) on a plain server.
  let url = "";
  let compressing: http.Server;
  beforeAll(async () => {
    compressing = http.createServer((req, res) => {
      compress(req, res, () => {});
      res.setHeader("content-type", "text/x-component");
      res.end("x".repeat(4096));
    });
    await new Promise<void>((r) => compressing.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(compressing.address() as AddressInfo).port}/`;
  });
  afterAll(() => compressing.close());

  const usedBy = (acceptEncoding: string | undefined) =>
    new Promise<string>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
      http
        .get(url, { headers }, (res) => {
          res.resume();
          resolve(String(res.headers["content-encoding"] ?? "identity"));
        })
        .on("error", reject);
    });

  it("is the one the compression uses, for every spelling of Accept-Encoding", async () => {
    const headers = [
      undefined, "", "gzip", "deflate", "br", "identity", "*", "gzip, deflate, br, zstd", "deflate, gzip", "deflate;q=1, gzip;q=0.5",
      "deflate;q=0.5, gzip;q=0", "gzip;q=0", "gzip;q=0, deflate;q=0", "identity;q=0", "*;q=0", "*;q=0, identity;q=1",
      "br, *;q=0.1", "*, gzip;q=0", "GZIP", "Deflate", "gzip;q=abc", "gzip;q=0.5, deflate;q=0.5", "deflate;q=0.5, gzip;q=0.5",
      "identity, gzip", "identity;q=0.5, gzip;q=0.4", "x-gzip", "gzip ; q=0.8 , deflate ; q=0.9", ",,gzip", "gzip;level=1;q=0.2, deflate;q=0.1",
      "deflate, *;q=0", "compress, *", "br;q=0.5, gzip", "gzip, br", "br, gzip;q=0.8", "BR", "br;q=0", "*;q=0.5, gzip;q=0.5",
    ];
    for (const h of headers) expect(responseEncoding(h), JSON.stringify(h)).toBe(await usedBy(h));
  });
});

describe("a shared refresh", () => {
  it("is rendered once for all viewers of one version, those arriving during the render included", async () => {
    const before = rendered;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/t/herbst?_rsc=1")));
    const later = await get("/t/herbst?_rsc=1");
    expect(rendered - before).toBe(1);
    for (const a of [...answers, later]) {
      expect(a).toMatchObject({ status: 200, body: `render ${rendered} of /t/herbst?_rsc=1;locale de`, type: "text/x-component" });
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

  it("keeps no answer in another encoding than the key stands for", async () => {
    encodeAs = "br"; // a client asking for gzip must not get brotli
    const gzip = { "accept-encoding": "gzip" };
    expect((await get("/t/herbst?_rsc=6", gzip)).body).not.toBe((await get("/t/herbst?_rsc=6", gzip)).body);
    encodeAs = "gzip";
    expect((await get("/t/herbst?_rsc=7", gzip)).body).toBe((await get("/t/herbst?_rsc=7", gzip)).body);
  });

  it("keeps the compressed answer: one render per encoding, brotli for those who take it", async () => {
    padded = true;
    const before = rendered;
    const br = { "accept-encoding": "gzip, deflate, br" };
    const [a, b] = [await get("/t/herbst?_rsc=9", br), await get("/t/herbst?_rsc=9", br)];
    expect([a.encoding, b.encoding]).toEqual(["br", "br"]);
    expect(b.body).toBe(a.body);
    const gzip = await get("/t/herbst?_rsc=9", { "accept-encoding": "gzip" });
    expect(gzip.encoding).toBe("gzip");
    expect(gzip.body.replace(/render \d+/, "")).toBe(a.body.replace(/render \d+/, ""));
    expect(rendered - before).toBe(2);
  });

  it("never gives one viewer's language to another who sent two NEXT_LOCALE cookies", async () => {
    const english = await get("/t/herbst?_rsc=8", { cookie: "NEXT_LOCALE=en" });
    expect(english.body).toMatch(/locale en$/);
    // Next reads the last of the two: German. The first, trimmed, was the key, and this viewer got the English render.
    const both = await get("/t/herbst?_rsc=8", { cookie: "NEXT_LOCALE=en; NEXT_LOCALE=de" });
    expect(both.body).toMatch(/locale de$/);
    expect((await get("/t/herbst?_rsc=8", { cookie: "NEXT_LOCALE=de" })).body).toBe(both.body);
    expect((await get("/t/herbst?_rsc=8", { cookie: "NEXT_LOCALE=de; NEXT_LOCALE=en" })).body).toBe(english.body);
  });

  it("is not multiplied by headers that do not change the answer", async () => {
    const before = rendered;
    for (let i = 0; i < 40; i++) {
      const headers = { "accept-encoding": `gzip, x-${i}`, "accept-language": `en-${i}, de;q=0.${i % 9}`, cookie: `c${i}=${i}; NEXT_LOCALE=x${i}`, "user-agent": `phone ${i}` };
      expect((await get("/t/herbst?_rsc=9", headers)).body).toMatch(/locale en$/);
    }
    expect(rendered - before).toBe(1);
    expect(renders.size).toBe(1);
  });

  it("leaves an unknown tournament to Next, unshared", async () => {
    const [a, b] = [await get("/t/winter?_rsc=5"), await get("/t/winter?_rsc=5")];
    expect(a.body).not.toBe(b.body);
  });
});

describe("the cache's bounds", () => {
  const done = (n: number): Rendered => ({ status: 200, headers: { "content-type": "text/x-component" }, body: Buffer.alloc(n) });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const U = "00000000-0000-4000-8000-000000000002";
  let now = 0;
  const fresh = (options: ConstructorParameters<typeof RenderCache>[1] = {}) => new RenderCache(new LiveHub({ windowMs: 0 }), { now: () => now, ...options });

  it("holds at most maxEntries renders over all tournaments, the least recently asked for dropped first", async () => {
    const cache = fresh({ maxEntries: 3 });
    for (const k of ["a", "b", "c"]) cache.keep(T, k, Promise.resolve(done(10)));
    cache.get(T, "a"); // asked for again: now the most recent
    cache.keep(U, "d", Promise.resolve(done(10)));
    await settle();
    expect(cache.size).toBe(3);
    expect(cache.get(T, "b")).toBeUndefined();
    for (const [t, k] of [[T, "a"], [T, "c"], [U, "d"]] as const) expect(cache.get(t, k), k).toBeDefined();
  });

  it("holds at most maxBytes of renders, the least recently asked for dropped first", async () => {
    const cache = fresh({ maxBytes: 3 * 1000 + 3 * 700 });
    for (const k of ["a", "b", "c"]) cache.keep(T, k, Promise.resolve(done(1000)));
    await settle();
    expect(cache.size).toBe(3);
    const three = cache.bytes;
    expect(three).toBeGreaterThan(3000);
    cache.get(T, "a");
    cache.keep(U, "big", Promise.resolve(done(1500)));
    await settle();
    expect(cache.bytes).toBeLessThanOrEqual(3 * 1000 + 3 * 700);
    expect(cache.get(T, "b")).toBeUndefined();
    expect(cache.get(T, "c")).toBeUndefined();
    expect(cache.get(T, "a")).toBeDefined();
    expect(cache.get(U, "big")).toBeDefined();
    // A render bigger than the whole cache is given to its viewers but not kept.
    cache.keep(U, "huge", Promise.resolve(done(10_000)));
    await settle();
    expect(cache.get(U, "huge")).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(3 * 1000 + 3 * 700);
  });

  it("forgets the bytes of what it drops, and keeps nothing for a render that ends in nothing to share", async () => {
    const hub2 = new LiveHub({ windowMs: 0 });
    const cache = new RenderCache(hub2, { now: () => now });
    cache.keep(T, "a", Promise.resolve(done(1000)));
    cache.keep(T, "b", Promise.resolve(null));
    cache.keep(T, "c", Promise.reject(new Error("cut")));
    await settle();
    expect(cache.size).toBe(1);
    hub2.receive({ tournamentId: T, kind: "deal", ids: [] });
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it("drops a tournament's renders once no viewer asked for one for idleMs, and keeps a watched one's", async () => {
    now = 0;
    const cache = fresh({ idleMs: 10 * 60_000, maxAgeMs: 60 * 60_000 });
    cache.keep(T, "a", Promise.resolve(done(100)));
    cache.keep(U, "a", Promise.resolve(done(100)));
    await settle();
    now = 9 * 60_000;
    expect(cache.get(U, "a")).toBeDefined(); // U is watched; T is not
    now = 10 * 60_000;
    cache.sweep();
    expect(cache.size).toBe(1);
    expect(cache.get(T, "a")).toBeUndefined();
    expect(cache.get(U, "a")).toBeDefined();
    now = 30 * 60_000; // a server nobody asks: the live machinery's timer sweeps
    cache.sweep();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
