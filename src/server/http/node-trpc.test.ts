// The tRPC calls the custom server answers itself: which ones it takes, and that a call answered there is the
// same call as through the route (the real fetch handler and router behind a plain node server).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../test/db";
import { handleTrpcRequest } from "../api/http-handler";
import { hasSessionCookie } from "../auth/session-cookie";
import { isSessionlessTrpcRequest, serveTrpc } from "./node-trpc";

describe("which calls the custom server answers", () => {
  const is = (method: string, url: string, cookie?: string) => isSessionlessTrpcRequest({ method, url, headers: { cookie } });

  it("takes tRPC GETs and POSTs without next-auth's session cookie", () => {
    expect(is("POST", "/api/trpc/table.submitDeal")).toBe(true);
    expect(is("GET", "/api/trpc/auth.me,auth.setupCodeNeeded?batch=1&input=%7B%7D")).toBe(true);
    expect(is("POST", "/api/trpc/table.submitDeal", "stichfest_tisch=abc; theme=dark")).toBe(true);
  });

  it("leaves calls with an account session, other paths and other methods to Next", () => {
    expect(is("POST", "/api/trpc/result.submitDeal", "next-auth.session-token=eyJ")).toBe(false);
    expect(is("POST", "/api/trpc/table.submitDeal", "a=1; __Secure-next-auth.session-token.0=eyJ")).toBe(false);
    expect(is("PUT", "/api/trpc/table.submitDeal")).toBe(false);
    expect(is("GET", "/api/trpc/")).toBe(false);
    expect(is("GET", "/api/trpcx/auth.me")).toBe(false);
    expect(is("GET", "/t/herbstturnier")).toBe(false);
  });

  it("reads next-auth's session cookie in each of its names, and nothing that only looks like it", () => {
    expect(hasSessionCookie("next-auth.session-token=x")).toBe(true);
    expect(hasSessionCookie("theme=dark; next-auth.session-token.1=x")).toBe(true);
    expect(hasSessionCookie("__Secure-next-auth.session-token=x")).toBe(true);
    expect(hasSessionCookie("next-auth.csrf-token=x; next-auth.callback-url=y")).toBe(false);
    expect(hasSessionCookie("my-next-auth.session-token=x")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

describe("a call answered by the custom server", () => {
  let t: TestDb;
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    t = await createTestDb("pglite");
    const handle = (req: Request) => handleTrpcRequest(req, async () => ({ db: t.db, user: null, clientAddress: "192.0.2.9" }));
    server = http.createServer((req, res) => void serveTrpc(req, res, handle));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await t?.dispose();
  });

  it("answers a batched query as the route does", async () => {
    const res = await fetch(`${base}/api/trpc/auth.me,auth.setupCodeNeeded?batch=1&input=${encodeURIComponent("{}")}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as { result: { data: { json: unknown } } }[];
    expect(body.map((b) => b.result.data.json)).toEqual([null, true]);
  });

  it("hands the whole body to the procedure and its refusal back with its status", async () => {
    // A sign-up with a short password: refused field by field, so the body arrived whole and was read.
    const input = { json: { email: "neu@example.org", name: "Neu", password: "kurz", setupCode: "x".repeat(20) } };
    const res = await fetch(`${base}/api/trpc/auth.signUp`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { json: { data: { fieldErrors: Record<string, unknown> } } } };
    expect(Object.keys(body.error.json.data.fieldErrors)).toContain("password");
  });
});
