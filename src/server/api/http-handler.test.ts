// The tRPC endpoint's own limits, through the real fetch handler: batch size, unreadable and empty JSON, deep
// nesting. Each is a 4xx with a bilingual message, never a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BATCH_SIZE } from "@/lib/trpc-limits";
import { createTestDb, drivers, type TestDb } from "../../../test/db";
import { handleTrpcRequest } from "./http-handler";

describe.each(drivers)("the tRPC endpoint's limits (%s)", (driver) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(driver);
  });
  afterAll(async () => t?.dispose());

  async function post(path: string, body: string, query = "") {
    const req = new Request(`http://localhost/api/trpc/${path}${query}`, { method: "POST", body, headers: { "content-type": "application/json" } });
    const res = await handleTrpcRequest(req, async () => ({ db: t.db, user: null, clientAddress: "192.0.2.9" }));
    return { status: res.status, text: await res.text() };
  }

  async function get(path: string, input: string) {
    const req = new Request(`http://localhost/api/trpc/${path}?input=${encodeURIComponent(input)}`);
    // Signed in, so the input is read (an anonymous caller is turned away before that).
    const user = { id: "00000000-0000-4000-8000-000000000001", email: "x@example.org", name: "X", role: "organizer" as const };
    const res = await handleTrpcRequest(req, async () => ({ db: t.db, user, clientAddress: "192.0.2.9" }));
    return { status: res.status, text: await res.text() };
  }

  it.each([
    ["unreadable JSON", "{not json"],
    ["empty", ""],
    ["10,000-deep nesting", '{"json":' + "[".repeat(10_000) + "]".repeat(10_000) + "}"],
    ["a NUL byte in an id", '{"json":{"clubId":"a\u0000b"}}'],
  ])("answers a query whose input is %s with a 400", async (_, input) => {
    const { status } = await get("club.get", input);
    expect(status).toBe(400);
  });

  it(`refuses a batch of more than ${MAX_BATCH_SIZE} calls before running any`, async () => {
    const n = MAX_BATCH_SIZE + 1;
    const inputs = Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { json: { email: `x${i}@example.org`, name: "Xx", password: "geheim-passwort-1" } }]));
    const { status } = await post(Array(n).fill("auth.signUp").join(","), JSON.stringify(inputs), "?batch=1");
    expect(status).toBe(400);
    const ok = await post(Array(2).fill("auth.me").join(","), JSON.stringify({}), "?batch=1");
    expect(ok.status).toBeLessThan(500);
  });

  it.each([
    ["unreadable JSON", "{not json"],
    ["an empty body", ""],
    ["10,000-deep nesting", `{"json":${"[".repeat(10_000)}${"]".repeat(10_000)}}`],
    ["a bare string", '"x"'],
  ])("answers %s with a 400 and a bilingual message, never a 500", async (_, body) => {
    const { status, text } = await post("club.create", body);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    const data = JSON.parse(text).error.json.data;
    expect(data.de).toBeTruthy();
    expect(data.en).toBeTruthy();
  });
});
