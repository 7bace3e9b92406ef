// The custom server's handling of every request (request-listener.ts) behind a plain node server: the real tRPC
// handler on a test database, the real live-stream and shared-refresh code, and a stand-in for Next that records
// what reached it. Malformed Host headers and malformed cookie names are requests like any other, never a 500.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { RequestCookies } from "next/dist/compiled/@edge-runtime/cookies";
import { getServerSession } from "next-auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../test/db";
import { LOCALE_COOKIE, pickLocale } from "../../i18n/locales";
import { handleTrpcRequest } from "../api/http-handler";
import { LiveHub } from "../live/hub";
import { PARTS_HEADER } from "../../lib/live-parts";
import { PartsCache } from "../live/parts";
import { RenderCache } from "../live/renders";
import type { AppHooks } from "./app-hooks";
import { ownHosts } from "./own-hosts";
import { requestListener } from "./request-listener";

let t: TestDb;
let server: http.Server;
let port = 0;
const reachedNext: http.IncomingHttpHeaders[] = [];
const nextUrls: string[] = [];
const T = "00000000-0000-4000-8000-000000000001";
const SEASON = "00000000-0000-4000-8000-000000000005";
const hub = new LiveHub({ windowMs: 0 });
const renders = new RenderCache(hub);
const parts = new PartsCache();
let ownHost: (host: string | undefined) => boolean = () => false;

beforeAll(async () => {
  t = await createTestDb("pglite");
  const hooks: AppHooks = {
    trpc: (req) => handleTrpcRequest(req, async () => ({ db: t.db, user: null, clientAddress: "192.0.2.9" })),
    live: {
      live: async () => ({ resolve: async (slug) => (slug === "herbst" ? { id: T, slug } : null), streams: null as never, renders, hub, parts }),
      sheetId: async () => null,
      seasonId: async (slug) => (slug === "saison" ? SEASON : null),
    },
    started: Promise.resolve(),
  };
  const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
    reachedNext.push({ ...req.headers });
    nextUrls.push(req.url ?? "");
    // The language as src/i18n/request.ts reads it, through Next's cookie parser.
    const cookie = new RequestCookies(new Headers(req.headers.cookie ? { cookie: req.headers.cookie } : {})).get(LOCALE_COOKIE)?.value;
    const page = `next ${reachedNext.length} ${pickLocale(cookie, req.headers["accept-language"])}`;
    // A page with live parts: one that changes with the tournament's version, one that never does.
    if (req.url === "/t/herbst/spieler?q=1")
      return res.writeHead(200, { "content-type": "text/html" }).end(`<main data-version="${hub.eventId(T)}"><p data-part="v">${hub.version(T)}</p><p data-part="still">—</p></main>`);
    if (req.url === "/s/saison/spieler/r1") return res.writeHead(200, { "content-type": "text/html" }).end(`<main data-version="${hub.eventId(SEASON)}"><p data-part="s">${hub.version(SEASON)}</p></main>`);
    // A page long enough for the compression (it leaves answers under 1 kB alone).
    res.writeHead(200, { "content-type": "text/html" }).end(req.url === "/lang" ? page.padEnd(4096, "-") : page);
  };
  server = http.createServer(requestListener({ dev: false, trustProxy: false, ownOrigins: [], ownHost: (h) => ownHost(h), next, hooks: () => hooks }));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
  ownHost = ownHosts({ port, origins: [], interfaces: () => ({}) });
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await t?.dispose();
});

/** A raw request, so that the Host and Cookie headers are sent exactly as given. */
function send(method: string, path: string, headers: Record<string, string | string[]>, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers, setHost: false }, (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const TRPC_POST = ["POST", "/api/trpc/auth.signUp", { "content-type": "application/json" }, JSON.stringify({ json: {} })] as const;

describe("compression", () => {
  const encodingFor = (acceptEncoding?: string) =>
    new Promise<string>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/lang", headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (res) => {
          res.resume();
          resolve(String(res.headers["content-encoding"] ?? "identity"));
        })
        .on("error", reject);
    });

  it("gives brotli to a browser that takes it, gzip to one that takes only gzip, nothing to one that asks for none", async () => {
    expect(await encodingFor("gzip, deflate, br, zstd")).toBe("br");
    expect(await encodingFor("gzip")).toBe("gzip");
    expect(await encodingFor(undefined)).toBe("identity");
  });
});

describe("a malformed Host header", () => {
  const paths: [string, string, Record<string, string>, string?][] = [
    ["a tRPC call without a session (answered without Next)", TRPC_POST[1], TRPC_POST[2], TRPC_POST[3]],
    ["a tRPC query", "/api/trpc/auth.me?input=%7B%7D", {}],
    ["a live event stream", "/api/live/t/herbst", {}],
    ["a public page's shared refresh", "/t/herbst", { rsc: "1" }],
    ["a page", "/t/herbst", {}],
  ];
  const hosts = ["a b", "[::1", "x:99999", "x:", "localhost:3000/evil", "a@b", "[::g]:80", "x:-1"];

  for (const [what, path, headers, body] of paths)
    it.each(hosts)(`answers %j on ${what} with 400 and a bilingual reason`, async (host) => {
      const res = await send(body ? "POST" : "GET", path, { ...headers, host }, body);
      expect(res.status).toBe(400);
      const { error } = JSON.parse(res.body) as { error: { de: string; en: string } };
      expect(error.de).toContain("Host");
      expect(error.en).toContain("Host header is malformed");
    });

  it("lets well-formed hosts through, with or without a port", async () => {
    for (const host of ["localhost:3000", "192.168.1.10:3000", "[::1]:3000", "stichfest.example"]) {
      expect((await send("GET", "/api/trpc/auth.me?input=%7B%7D", { host })).status).toBe(200);
    }
  });
});

describe("a malformed percent-encoding in the address", () => {
  const paths = [
    "/s/%E0%A4%A",
    "/s/saison/spieler/%E0%A4%A",
    "/t/%E0%A4%A",
    "/t/herbst/spieler/%C3",
    "/v/%E0%A4%A",
    "/einladung/%E0%A4%A",
    "/spielblock/geteilt/%E0%A4%A",
    "/tisch/%E0%A4%A",
    "/tisch/%zz",
    "/api/export/t/%E0%A4%A/standings.csv",
    "/api/export/s/%E0%A4%A/standings.json",
    "/api/export/spielblock/%FF/deals.csv",
    "/api/live/t/%E0%A4%A",
    "/api/trpc/%E0%A4%A",
  ];

  it.each(paths)("answers %s with 400 and a short bilingual text, before Next", async (path) => {
    const before = reachedNext.length;
    const asked: Record<string, string>[] = [{ host: "localhost" }, { host: "localhost", rsc: "1" }, { host: "localhost", [PARTS_HEADER]: "p.1" }];
    for (const headers of asked) {
      const res = await send("GET", path, headers);
      expect(res.status).toBe(400);
      expect(res.body).toContain("Prozent-Kodierung");
      expect(res.body).toContain("percent-encoding");
    }
    expect(reachedNext.length).toBe(before);
  });

  it("lets well-formed encodings through, and a malformed one in the query (read leniently) too", async () => {
    for (const path of ["/t/herbst%20x", "/s/%C3%A4", "/v/verein?q=%E0%A4%A"]) expect((await send("GET", path, { host: "localhost" })).status).toBe(200);
  });
});

/** A request line sent as written, on a socket of its own. */
function rawRequest(lines: string[]): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(`${lines.join("\r\n")}\r\n\r\n`));
    let text = "";
    socket.on("data", (c: Buffer) => (text += c.toString()));
    socket.on("end", () => {
      const [head = "", body = ""] = text.split("\r\n\r\n", 2);
      resolve({ status: Number(head.split(" ")[1]), head, body });
    });
    socket.on("error", reject);
  });
}

describe("an absolute-form request target", () => {
  it("naming another host is refused with 400, never handed to Next (which redirected there)", async () => {
    const before = reachedNext.length;
    for (const target of ["http://evil.example/org", "https://evil.example/org", "http://evil.example", "http://localhost@evil.example/org", "http:///org"]) {
      const res = await rawRequest([`GET ${target} HTTP/1.1`, "Host: localhost", "Connection: close"]);
      expect(res.status, target).toBe(400);
      expect(res.head).not.toMatch(/location/i);
      expect(res.body, target).toContain("another host");
    }
    expect(reachedNext.length).toBe(before);
  });

  it("naming this request's Host or the app's own host is taken as the path it names", async () => {
    const asked: [string, string][] = [
      [`http://LOCALHOST:${port}/v/verein?x=1`, `localhost:${port}`],
      [`http://127.0.0.1:${port}/v/verein?x=1`, "stichfest.example"],
    ];
    for (const [target, host] of asked) {
      const res = await rawRequest([`GET ${target} HTTP/1.1`, `Host: ${host}`, "Connection: close"]);
      expect(res.status).toBe(200);
      expect(nextUrls.at(-1)).toBe("/v/verein?x=1");
      expect(reachedNext.at(-1)?.host).toBe(new URL(target).host);
    }
  });
});

describe("a cookie whose name is malformed", () => {
  it("reaches neither Next nor next-auth: it counts as no cookie, the others stay", async () => {
    reachedNext.length = 0;
    await send("GET", "/org", { host: "localhost:3000", cookie: "next-auth.session-token =x; NEXT_LOCALE=en; a b=1; =y; flag" });
    expect(reachedNext).toHaveLength(1);
    expect(reachedNext[0]!.cookie).toBe("NEXT_LOCALE=en");
    await send("GET", "/org", { host: "localhost:3000", cookie: "next-auth.session-token =x" });
    expect(reachedNext[1]!.cookie).toBeUndefined();
  });

  it("so next-auth reads no session and does not throw, where the raw header made it throw (every page 500)", async () => {
    const session = async (cookieHeader: string | undefined) => {
      // As Next parses the header for getServerSession, which then writes the cookies next-auth asks to clear.
      const cookies = Object.fromEntries(new RequestCookies(new Headers(cookieHeader ? { cookie: cookieHeader } : {})).getAll().map((c) => [c.name, c.value]));
      const res = { getHeader: () => undefined, setHeader: () => {} };
      return getServerSession({ headers: {}, cookies } as never, res as never, { secret: "s".repeat(40), providers: [] });
    };
    await expect(session("next-auth.session-token =x")).rejects.toThrow(/argument name is invalid/);
    reachedNext.length = 0;
    await send("GET", "/", { host: "localhost:3000", cookie: "next-auth.session-token =x" });
    await expect(session(reachedNext[0]!.cookie as string | undefined)).resolves.toBeNull();
  });

  it("answers a tRPC call with such a cookie like one without it", async () => {
    const res = await send("GET", "/api/trpc/auth.me?input=%7B%7D", { host: "localhost:3000", cookie: "next-auth.session-token =x" });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ result: { data: { json: null } } });
  });
});

describe("a public page's refresh", () => {
  const refresh = (headers: Record<string, string | string[]>) => send("GET", "/t/herbst?_rsc=1", { rsc: "1", ...headers });

  it("is shared on the app's own host", async () => {
    hub.receive({ tournamentId: "00000000-0000-4000-8000-000000000001", kind: "deal", ids: [] });
    reachedNext.length = 0;
    const [a, b] = [await refresh({ host: `localhost:${port}` }), await refresh({ host: `LOCALHOST:${port}` })];
    expect(b.body).toBe(a.body);
    expect(reachedNext).toHaveLength(1);
    expect(renders.size).toBe(1);
  });

  it("on a host that is not the app's goes to Next every time and keeps nothing", async () => {
    hub.receive({ tournamentId: "00000000-0000-4000-8000-000000000001", kind: "deal", ids: [] });
    reachedNext.length = 0;
    for (const host of ["evil.example", "evil.example", "localhost:1", `localhost.evil.example:${port}`, "10.0.0.1:3000"]) expect((await refresh({ host })).status).toBe(200);
    expect(reachedNext).toHaveLength(5);
    expect(renders.size).toBe(0);
  });

  it("in the language Next reads from two NEXT_LOCALE cookies (the last), whether in one header or two", async () => {
    hub.receive({ tournamentId: "00000000-0000-4000-8000-000000000001", kind: "deal", ids: [] });
    const host = `localhost:${port}`;
    expect((await refresh({ host, cookie: "NEXT_LOCALE=en" })).body).toMatch(/ en$/);
    expect((await refresh({ host, cookie: "NEXT_LOCALE=en; NEXT_LOCALE=de" })).body).toMatch(/ de$/);
    expect((await refresh({ host, cookie: ["NEXT_LOCALE=en", "NEXT_LOCALE=de"] })).body).toMatch(/ de$/);
    expect((await refresh({ host, cookie: ["NEXT_LOCALE=de", "NEXT_LOCALE=en"] })).body).toMatch(/ en$/);
  });
});

describe("a public page's question for its changed parts", () => {
  const ask = (since: string, headers: Record<string, string> = {}) =>
    send("GET", "/t/herbst/spieler?q=1", { host: `localhost:${port}`, [PARTS_HEADER]: since, ...headers }).then((r) => ({ ...r, json: JSON.parse(r.body) as unknown }));

  it("is answered with the parts that changed since the viewer's version, from one render of the page per version", async () => {
    const before = hub.eventId(T);
    reachedNext.length = 0;
    expect((await ask(before)).json).toEqual({ v: before, parts: [] });
    hub.receive({ tournamentId: T, kind: "deal", ids: [] });
    const [a, b] = [await ask(before), await ask(before)];
    expect(a.json).toEqual({ v: hub.eventId(T), parts: [["v", `<p data-part="v">${hub.version(T)}</p>`]] });
    expect(b.json).toEqual(a.json);
    // Rendered as a visitor without an account sees it, in the viewer's language, uncompressed.
    expect(reachedNext).toHaveLength(2);
    expect(reachedNext[1]).toMatchObject({ cookie: "NEXT_LOCALE=de", "accept-encoding": "identity", host: `localhost:${port}` });
  });

  it("on a season's page follows the season's version", async () => {
    const ask = (since: string) => send("GET", "/s/saison/spieler/r1", { host: `localhost:${port}`, [PARTS_HEADER]: since }).then((r) => JSON.parse(r.body) as unknown);
    const before = hub.eventId(SEASON);
    expect(await ask(before)).toEqual({ v: before, parts: [] });
    hub.receive({ tournamentId: SEASON, kind: "tournament", ids: [] });
    expect(await ask(before)).toEqual({ v: hub.eventId(SEASON), parts: [["s", `<p data-part="s">${hub.version(SEASON)}</p>`]] });
  });

  it("tells a viewer with an account, on another host or of another process to reload, without rendering anything", async () => {
    reachedNext.length = 0;
    const since = hub.eventId(T);
    expect((await ask(since, { cookie: "next-auth.session-token=x" })).json).toEqual({ v: since, reload: true });
    expect((await ask(since, { host: "evil.example" })).json).toEqual({ v: since, reload: true });
    // A version of another process (another app server, before a restart): told the current one.
    expect((await ask("0badc0de.3")).json).toEqual({ v: since, reload: true });
    expect(reachedNext).toHaveLength(0);
  });

  it("tells a viewer to reload on a tournament that does not exist, and leaves other pages to Next", async () => {
    const unknown = await send("GET", "/t/niemand", { host: `localhost:${port}`, [PARTS_HEADER]: "x.1" });
    expect(JSON.parse(unknown.body)).toEqual({ v: "x.1", reload: true });
    reachedNext.length = 0;
    expect((await send("GET", "/lang", { host: `localhost:${port}`, [PARTS_HEADER]: "x.1" })).body).toMatch(/^next/);
    expect(reachedNext).toHaveLength(1);
  });
});
