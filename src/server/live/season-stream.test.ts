// A season's live stream on both drivers: a write to one of its tournaments (a deal corrected by the office)
// reaches every open stream of the season, whose topic is the season's id (publish-change.ts, seasonsToo); a
// season the tournament does not count in hears nothing, nor does the season once the tournament left it. Only a
// season's exact slug opens a stream.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../test/db";
import { callerFor, makeUser } from "../../../test/services";
import { addMembers } from "../../../test/tournament-fixtures";
import type { SessionUser } from "../services/_shared/context";
import { seasonBySlug } from "../services/seasons/get-public-season";
import { createLive, type Live } from "./live";
import { seasonStreamResponse } from "./sse";

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
  const state = { text: "" };
  void (async () => {
    for (;;) {
      const { value, done } = await r.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      state.text += dec.decode(value, { stream: true });
    }
  })();
  return { state, cancel: () => r.cancel() };
}

const changes = (text: string) => text.split("event: change").length - 1;

describe.each(drivers)("a season's live stream (%s)", (driver) => {
  let t: TestDb;
  let live: Live;
  let user: SessionUser;
  let tournamentId: string;
  let dealId: string;
  let dealer: number;
  let season: { id: string; slug: string };
  let other: { id: string; slug: string };

  const seasonId = async (slug: string) => (await seasonBySlug(t.db, slug))?.id ?? null;
  const open = async (slug: string) => {
    const found = await seasonId(slug);
    const v = found ? live.hub.eventId(found) : "";
    return seasonStreamResponse(live, new Request(`http://test/api/live/s/${slug}?v=${encodeURIComponent(v)}`), slug, seasonId);
  };

  beforeAll(async () => {
    t = await createTestDb(driver);
    live = await createLive(t, { windowMs: 50 });
    user = await makeUser(t.db, "Saison live");
    const api = callerFor(t.db, user);
    const club = await api.club.create({ name: "Saison-Live e.V." });
    const members = await addMembers(t.db, club.id, 4);
    const x = await api.tournament.create({ clubId: club.id, name: "Abend im März", date: "2026-03-05", roundsPlanned: 1 });
    tournamentId = x.id;
    for (const [a, b] of [
      [0, 1],
      [2, 3],
    ] as const)
      await api.tournament.registerEntrant({ tournamentId, player1: { kind: "member", memberId: members[a]!.id }, player2: { kind: "member", memberId: members[b]!.id }, checkIn: true });
    await api.round.pair({ tournamentId, round: 1 });
    const r1 = await api.round.get({ tournamentId, round: 1 });
    await api.round.publish({ roundId: r1.round.id, version: r1.round.version });
    const matchId = r1.tables[0]!.matchId;
    const m = await api.result.getMatch({ matchId });
    dealer = m.match.firstDealer;
    const record = { game: "klammern", players: 4, dealer, summary: { declarer: (dealer + 1) % 4, trump: "H", chosen: "original", melds: [], cardPoints: [100, 64] } };
    await api.result.submitDeal({ matchId, matchVersion: m.match.version, number: 1, record, idempotencyKey: crypto.randomUUID() });
    dealId = (await api.result.getMatch({ matchId })).deals[0]!.id;

    const window = { kind: "range" as const, from: "2026-01-01", to: "2026-12-31" };
    season = await api.season.create({ clubId: club.id, name: "Jahreswertung live", game: "klammern", rule: { kind: "sum" }, window });
    other = await api.season.create({ clubId: club.id, name: "Andere Wertung", game: "klammern", rule: { kind: "sum" }, window });
    await api.season.addEvent({ seasonId: season.id, tournamentId });
    await sleep(300); // the writes above announced themselves; let them pass before the streams open
  });
  afterAll(async () => {
    await live?.close();
    await t?.dispose();
  });

  const correct = async (ns: number) => {
    const api = callerFor(t.db, user);
    const matchId = (await api.round.get({ tournamentId, round: 1 })).tables[0]!.matchId;
    const deal = (await api.result.getMatch({ matchId })).deals.find((d) => d.id === dealId)!;
    const record = { game: "klammern", players: 4, dealer, summary: { declarer: (dealer + 1) % 4, trump: "H", chosen: "original", melds: [], cardPoints: [ns, 164 - ns] } };
    await api.result.correctDeal({ dealId, version: deal.version, record, reason: "Tippfehler in der Spielsumme" });
  };

  it("a deal corrected in a tournament reaches the streams of the season it counts in, and no other", async () => {
    const res = await open(season.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const follower = reader(res);
    const stranger = reader(await open(other.slug));
    await until(() => follower.state.text.includes("retry:") && stranger.state.text.includes("retry:"));
    expect(changes(follower.state.text)).toBe(0); // opened at the current event: nothing to catch up

    await correct(90);
    await until(() => changes(follower.state.text) === 1);
    expect(follower.state.text).toContain(`id: ${live.hub.eventId(season.id)}\nevent: change`);
    expect(follower.state.text).not.toContain(tournamentId); // ids of the season's topic only, never the tournament's
    await sleep(200);
    expect(changes(stranger.state.text)).toBe(0);

    // The season's own writes reach it too; once the tournament left the season, its writes no longer do.
    await callerFor(t.db, user).season.removeEvent({ seasonId: season.id, tournamentId });
    await until(() => changes(follower.state.text) === 2);
    await sleep(200);
    await correct(80);
    await sleep(400);
    expect(changes(follower.state.text)).toBe(2);
    await Promise.all([follower.cancel(), stranger.cancel()]);
    expect(live.hub.subscriberCount(season.id)).toBe(0);
  });

  it("answers 404 for anything but a season's exact slug, without opening a stream", async () => {
    for (const s of ["gibt-es-nicht", "../etc", season.slug.toUpperCase(), season.id, "A".repeat(200), `${season.slug}/stand`]) {
      const res = await seasonStreamResponse(live, new Request("http://test/api/live/s/x"), s, seasonId);
      expect(res.status).toBe(404);
    }
    expect(live.streams.count).toBe(0);
  });
});
