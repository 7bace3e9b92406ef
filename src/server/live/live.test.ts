// The change bus on both drivers: NOTIFY fires on commit only and carries ids only; changes are coalesced per
// tournament; the snapshot cache computes once per change; the event stream delivers and catches up by version.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../test/db";
import { callerFor, makeUser } from "../../../test/services";
import { addGuestPairs, addMembers } from "../../../test/tournament-fixtures";
import { tournaments } from "../db/schema";
import type { SessionUser } from "../services/_shared/context";
import { publishChange } from "../services/_shared/publish-change";
import { decodeChange, encodeChange, LIVE_CHANNEL } from "../services/_shared/changes";
import type { LiveEvent } from "./hub";
import { createLive, type Live } from "./live";
import { randomKlammernRecord } from "@/engine";
import { sheetIdByToken } from "../services/sheets/read-sheets";
import { liveStreamResponse, sheetStreamResponse } from "./sse";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await sleep(5);
  }
}

/** Reads an event stream into a growing text. */
function reader(res: Response) {
  const r = res.body!.getReader();
  const dec = new TextDecoder();
  const state = { text: "", done: false };
  void (async () => {
    for (;;) {
      const { value, done } = await r.read().catch(() => ({ value: undefined, done: true }));
      if (done) return void (state.done = true);
      state.text += dec.decode(value, { stream: true });
    }
  })();
  return { state, cancel: () => r.cancel() };
}

describe.each(drivers)("live bus, cache and event stream (%s)", (driver) => {
  let t: TestDb;
  let live: Live;
  let user: SessionUser;
  let tid: string;
  let slug: string;
  let other: string;
  let clubId: string;

  beforeAll(async () => {
    t = await createTestDb(driver);
    live = await createLive(t, { windowMs: 200 });
    user = await makeUser(t.db, "Live");
    const club = await callerFor(t.db, user).club.create({ name: "Live-Verein" });
    clubId = club.id;
    const x = await callerFor(t.db, user).tournament.create({ clubId: club.id, name: "Live-Turnier", date: "2026-12-02", roundsPlanned: 3 });
    const y = await callerFor(t.db, user).tournament.create({ clubId: club.id, name: "Nebenturnier", date: "2026-12-02", roundsPlanned: 3 });
    tid = x.id;
    slug = x.slug;
    other = y.id;
    await addGuestPairs(t.db, user, tid, 4);
    // Registering pairs announces itself (one change per pair); let those pass before the tests listen.
    await until(() => live.hub.received >= 4);
    await sleep(400);
  });
  afterAll(async () => {
    await live?.close();
    await t?.dispose();
  });

  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

  it("sends nothing but ids, and drops malformed payloads", () => {
    const text = encodeChange({ tournamentId: tid, kind: "deal", ids: [id(1)] });
    expect(Object.keys(JSON.parse(text))).toEqual(["t", "k", "ids"]);
    expect(decodeChange(text)).toEqual({ tournamentId: tid, kind: "deal", ids: [id(1)] });
    expect(decodeChange("{")).toBeNull();
    expect(decodeChange(JSON.stringify({ t: "x", k: "deal" }))).toBeNull();
    expect(decodeChange(JSON.stringify({ t: tid, k: "drop table" }))).toBeNull();
    expect(decodeChange(JSON.stringify({ t: tid, k: "deal", ids: ["<script>", id(2)] }))?.ids).toEqual([id(2)]);
    // Too many ids for one NOTIFY: none are sent, meaning "reload everything".
    const many = Array.from({ length: 500 }, (_, i) => id(i));
    expect(JSON.parse(encodeChange({ tournamentId: tid, kind: "deal", ids: many })).ids).toEqual([]);
  });

  it("delivers a change on commit, never before it and never after a rollback", async () => {
    const got: LiveEvent[] = [];
    const off = live.hub.subscribe(tid, (e) => got.push(e));
    const before = live.hub.received;
    await t.db.transaction(async (tx) => {
      await publishChange(tx, { tournamentId: tid, kind: "match", ids: [id(7)] });
      await sleep(150);
      expect(live.hub.received).toBe(before); // not yet committed
    });
    await until(() => got.length === 1);
    expect(got[0]).toMatchObject({ tournamentId: tid, kinds: ["match"], ids: [id(7)] });

    await t.db
      .transaction(async (tx) => {
        await publishChange(tx, { tournamentId: tid, kind: "deal", ids: [id(8)] });
        throw new Error("rollback");
      })
      .catch(() => {});
    await publishChange(t.db, { tournamentId: other, kind: "round", ids: [] }); // a marker that does arrive
    await until(() => live.hub.received === before + 2);
    await sleep(300);
    expect(got).toHaveLength(1);
    off();
  });

  it("a renamed club or member reaches the pages of every tournament that shows the name, and no other", async () => {
    await sleep(250); // let the previous window pass
    const got = new Map<string, LiveEvent[]>([[tid, []], [other, []]]);
    const offs = [tid, other].map((x) => live.hub.subscribe(x, (e) => got.get(x)!.push(e)));
    const api = callerFor(t.db, user);
    const club = await api.club.get({ clubId });
    await api.club.update({ clubId, version: club.version, name: "Live-Verein 1920", city: "" });
    await until(() => got.get(tid)!.length === 1 && got.get(other)!.length === 1);
    expect(got.get(tid)![0]!.kinds).toEqual(["tournament"]);

    await sleep(250);
    const [member] = await addMembers(t.db, clubId, 1);
    await api.tournament.registerEntrant({ tournamentId: other, player1: { kind: "member", memberId: member!.id }, player2: { kind: "guest", name: "Gast" } });
    await until(() => got.get(other)!.length === 2);
    await sleep(250);
    await api.member.update({ memberId: member!.id, version: member!.version, firstName: "Grete", lastName: "Neu", email: "", city: "" });
    await until(() => got.get(other)!.length === 3);
    // A member list imported over the stored one renames the member as well.
    await sleep(250);
    const csv = `Nummer;Vorname;Nachname\n${member!.playerNumber};Grete;Alt\n`;
    const preview = await api.member.previewImport({ clubId, csv });
    await api.member.import({ clubId, csv, fingerprint: preview.fingerprint });
    await until(() => got.get(other)!.length === 4);
    await sleep(300);
    expect(got.get(other)!.at(-1)!.kinds).toEqual(["tournament"]);
    expect(got.get(tid)).toHaveLength(1); // the member plays only in the other tournament
    for (const off of offs) off();
  });

  it("coalesces a burst per tournament into few events carrying the union of ids", async () => {
    await sleep(250); // let the previous window pass
    const got: LiveEvent[] = [];
    const gotOther: LiveEvent[] = [];
    const offA = live.hub.subscribe(tid, (e) => got.push(e));
    const offB = live.hub.subscribe(other, (e) => gotOther.push(e));
    const before = live.hub.received;
    for (let i = 0; i < 20; i++) await publishChange(t.db, { tournamentId: tid, kind: i % 2 ? "deal" : "match", ids: [id(100 + i)] });
    await publishChange(t.db, { tournamentId: other, kind: "round", ids: [id(999)] });
    await until(() => live.hub.received === before + 21);
    await sleep(450);
    // The first change goes out at once; the rest are merged into the window's trailing events.
    expect(got.length).toBeGreaterThanOrEqual(1);
    expect(got.length).toBeLessThanOrEqual(4);
    expect(new Set(got.flatMap((e) => e.ids))).toEqual(new Set(Array.from({ length: 20 }, (_, i) => id(100 + i))));
    expect(new Set(got.flatMap((e) => e.kinds))).toEqual(new Set(["deal", "match"]));
    expect(got.at(-1)!.version).toBe(live.hub.version(tid));
    expect(gotOther.map((e) => e.ids)).toEqual([[id(999)]]);
    offA();
    offB();
  });

  it("computes the public snapshot once per change, however many viewers ask", async () => {
    const first = live.snapshots.computations;
    const all = await Promise.all(Array.from({ length: 50 }, () => live.snapshots.get(tid)));
    expect(live.snapshots.computations).toBe(first + 1);
    expect(new Set(all).size).toBe(1);
    expect(all[0]!.data.pairs).toHaveLength(4);
    expect(all[0]!.etag).toMatch(/^[\w-]{16}$/);
    await live.snapshots.get(tid);
    expect(live.snapshots.computations).toBe(first + 1);

    // A change (the team name of pair 1) invalidates: the next viewers see it, computed once more.
    const before = live.hub.received;
    await t.db.transaction(async (tx) => {
      await tx.update(tournaments).set({ venue: "Bürgerhaus" }).where(eq(tournaments.id, tid));
      await publishChange(tx, { tournamentId: tid, kind: "tournament" });
    });
    await until(() => live.hub.received === before + 1);
    const again = await Promise.all(Array.from({ length: 20 }, () => live.snapshots.get(tid)));
    expect(live.snapshots.computations).toBe(first + 2);
    expect(again[0]!.data.tournament.venue).toBe("Bürgerhaus");
    expect(again[0]!.etag).not.toBe(all[0]!.etag);
  });

  it("streams events to every open stream and lets a reconnecting client catch up by version", async () => {
    await sleep(250);
    const url = (v?: string) => `http://test/api/live/t/${slug}${v ? `?v=${encodeURIComponent(v)}` : ""}`;
    const current = live.hub.eventId(tid);

    const res = await liveStreamResponse(live, new Request(url(current)), slug);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const a = reader(res);
    const b = reader(await liveStreamResponse(live, new Request(url(current)), slug));
    await until(() => a.state.text.includes("retry:"));
    expect(a.state.text).not.toContain("event: change"); // up to date: nothing to catch up

    await publishChange(t.db, { tournamentId: tid, kind: "deal", ids: [id(42)] });
    await until(() => a.state.text.includes(id(42)) && b.state.text.includes(id(42)));
    const newId = live.hub.eventId(tid);
    expect(a.state.text).toContain(`id: ${newId}\nevent: change\ndata: `);
    const data = JSON.parse(/event: change\ndata: (.*)\n/.exec(a.state.text)![1]!);
    expect(data).toEqual({ v: newId, kinds: ["deal"], ids: [id(42)] });
    expect(live.streams.count).toBeGreaterThanOrEqual(2);

    // A client that saw an older version (or another server's) gets the current event at once.
    const late = reader(await liveStreamResponse(live, new Request(url(), { headers: { "last-event-id": current } }), slug));
    await until(() => late.state.text.includes(`id: ${newId}`));
    const fresh = reader(await liveStreamResponse(live, new Request(url(), { headers: { "last-event-id": newId } }), slug));
    await until(() => fresh.state.text.includes("retry:"));
    await sleep(50);
    expect(fresh.state.text).not.toContain("event: change");

    const open = live.streams.count;
    await Promise.all([a.cancel(), b.cancel(), late.cancel(), fresh.cancel()]);
    expect(live.streams.count).toBe(open - 4);
    expect(live.hub.subscriberCount(tid)).toBe(0);
  });

  it("answers 404 for unknown or malformed slugs without opening a stream", async () => {
    for (const s of ["gibt-es-nicht", "../etc", "A".repeat(200)]) {
      const res = await liveStreamResponse(live, new Request(`http://test/api/live/t/x`), s);
      expect(res.status).toBe(404);
    }
    expect(live.streams.count).toBe(0);
  });

  it("streams a game sheet's changes by its share token, and nothing for a token that addresses no sheet", async () => {
    const api = callerFor(t.db, user);
    const sheet = await api.sheet.create({ game: "klammern", players: [{ name: "Greta" }, { name: "Hans" }] });
    const open = (token: string) => sheetStreamResponse(live, new Request(`http://test/api/live/spielblock/${token}`), token, (x) => sheetIdByToken(t.db, x));
    for (const token of ["A".repeat(24), "../etc", "x"]) expect((await open(token)).status).toBe(404);
    const res = await open(sheet.shareToken!);
    expect(res.status).toBe(200);
    const follower = reader(res);
    await until(() => follower.state.text.includes("retry:"));
    const before = follower.state.text.split("event: change").length;

    const record = randomKlammernRecord(2, { players: 2, dealer: 0 }) as unknown as Record<string, unknown>;
    await api.sheet.enterDeal({ sheetId: sheet.id, version: sheet.version, number: 1, record, idempotencyKey: crypto.randomUUID() });
    await until(() => follower.state.text.split("event: change").length > before && follower.state.text.includes('"kinds":["sheet"]'));
    expect(follower.state.text).not.toContain(sheet.id); // the id stays on the server: the stream carries versions only
    await follower.cancel();
    expect(live.hub.subscriberCount(sheet.id)).toBe(0);
  });

  it.runIf(driver === "pg")("re-listens after the connection drops and tells every page to catch up", async () => {
    await sleep(250);
    const got: LiveEvent[] = [];
    const off = live.hub.subscribe(tid, (e) => got.push(e));
    const killed = await t.db.execute(
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where query = ${`LISTEN ${LIVE_CHANNEL}`} and datname = current_database()`,
    );
    expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    // Changes made while it was away are lost on the channel; the resync event covers them.
    await until(() => got.some((e) => e.kinds.includes("tournament")), 10_000);
    await publishChange(t.db, { tournamentId: tid, kind: "deal", ids: [id(77)] });
    await until(() => got.some((e) => e.ids.includes(id(77))));
    off();
  });
});
