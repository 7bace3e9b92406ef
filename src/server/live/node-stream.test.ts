// The event streams as the custom server writes them onto the socket: the same 200/404/503 answers as the Next
// routes, events arriving, and a closed connection detaching its stream.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LiveHub } from "./hub";
import { isLiveStreamRequest, serveLiveStream, type LiveSources } from "./node-stream";
import { PartsCache } from "./parts";
import { RenderCache } from "./renders";
import { SseBroadcaster } from "./sse";

const T = "00000000-0000-4000-8000-000000000001";
const SHEET = "00000000-0000-4000-8000-000000000002";
const TOKEN = "a".repeat(24);
const SEASON = "00000000-0000-4000-8000-000000000003";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const hub = new LiveHub({ windowMs: 0 });
const streams = new SseBroadcaster(hub, 60_000);
const renders = new RenderCache(hub);
const parts = new PartsCache();
let databaseAway = false;
const sources: LiveSources = {
  live: async () => {
    if (databaseAway) throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    return { streams, renders, hub, parts, resolve: async (slug: string) => (slug === "herbstturnier" ? { id: T, slug } : null) };
  },
  sheetId: async (token) => (token === TOKEN ? SHEET : null),
  seasonId: async (slug) => (slug === "jahreswertung" ? SEASON : null),
};

let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (isLiveStreamRequest(req)) void serveLiveStream(req, res, sources);
    else res.writeHead(418).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("event streams served by the custom server", () => {
  it("takes only GETs of a tournament's or a sheet's stream, not the standings route beside them", () => {
    const is = (method: string, url: string) => isLiveStreamRequest({ method, url });
    expect(is("GET", "/api/live/t/herbstturnier")).toBe(true);
    expect(is("GET", "/api/live/t/herbstturnier?v=abc")).toBe(true);
    expect(is("GET", `/api/live/spielblock/${TOKEN}`)).toBe(true);
    expect(is("GET", "/api/live/s/jahreswertung")).toBe(true);
    expect(is("GET", "/api/live/s/jahreswertung/stand")).toBe(false);
    expect(is("POST", "/api/live/t/herbstturnier")).toBe(false);
    expect(is("GET", "/api/live/t/herbstturnier/stand")).toBe(false);
    expect(is("GET", "/api/live/t/")).toBe(false);
  });

  it("streams a tournament's events and detaches the stream when the viewer leaves", async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/live/t/herbstturnier?v=none`, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const reader = res.body!.getReader();
    const dec = new TextDecoder();
    let text = "";
    hub.receive({ tournamentId: T, kind: "deal", ids: ["deal-1"] });
    while (!text.includes("deal-1")) text += dec.decode((await reader.read()).value);
    expect(text).toContain("retry: 2000");
    expect(streams.count).toBe(1);
    controller.abort();
    for (let i = 0; i < 50 && streams.count > 0; i++) await sleep(10);
    expect(streams.count).toBe(0);
  });

  it("streams a sheet by its share token", async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/live/spielblock/${TOKEN}`, { signal: controller.signal });
    expect(res.status).toBe(200);
    controller.abort();
  });

  it("streams a season's events by its slug, its topic being the season's id", async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/live/s/jahreswertung?v=none`, { signal: controller.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const dec = new TextDecoder();
    let text = "";
    hub.receive({ tournamentId: SEASON, kind: "tournament", ids: [] });
    while (!text.includes('"kinds":["tournament"]')) text += dec.decode((await reader.read()).value);
    controller.abort();
  });

  it("answers 404 for any other slug or token, a malformed one included, and 503 while the database is away", async () => {
    for (const path of ["/api/live/t/herbstturnier-2", "/api/live/t/%E0", "/api/live/s/herbstturnier", "/api/live/s/Jahreswertung", `/api/live/spielblock/${"b".repeat(24)}`, "/api/live/spielblock/kurz"]) {
      const res = await fetch(base + path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).toBe("Nicht gefunden / Not found\n");
    }
    databaseAway = true;
    try {
      const res = await fetch(`${base}/api/live/t/herbstturnier`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect((await res.json()).error.de).toContain("Datenbank");
    } finally {
      databaseAway = false;
    }
    expect(streams.count).toBe(0);
  });
});
