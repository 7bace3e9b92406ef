import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scoreRecord } from "@/engine";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { exportResponse } from "@/app/api/export/t/[slug]/export-response";
import { clubs, deals, entrants, matches, roundEntrants, rounds, tournaments } from "../../db/schema";
import { DEMO_CLUB, seedDemo } from "../../db/seed";
import { DEMO_TOURNAMENT_SLUG } from "./demo";
import { withSides } from "../../services/rounds/table-seats";

describe.each(drivers)("demo Klammern tournament (%s)", (driver) => {
  let t: TestDb;
  let seconds = 0;
  beforeAll(async () => {
    t = await createTestDb(driver);
    const start = performance.now();
    await seedDemo(t.db);
    seconds = (performance.now() - start) / 1000;
  });
  afterAll(async () => t?.dispose());

  it("is seeded quickly, in the demo club, public, with 16 pairs", async () => {
    console.log(`demo seed took ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(10);
    const [row] = await t.db
      .select({ t: tournaments, clubSlug: clubs.slug })
      .from(tournaments)
      .innerJoin(clubs, eq(clubs.id, tournaments.clubId))
      .where(eq(tournaments.slug, DEMO_TOURNAMENT_SLUG));
    expect(row!.clubSlug).toBe(DEMO_CLUB.slug);
    expect(row!.t).toMatchObject({ visibility: "public", format: { scheduleType: "swiss" }, game: "klammern", status: "running" });
    expect(await t.db.select().from(entrants).where(eq(entrants.tournamentId, row!.t.id))).toHaveLength(16);
  });

  it("has three closed Swiss rounds of 8 complete tables and round four published, without rematches", async () => {
    const [tour] = await t.db.select().from(tournaments).where(eq(tournaments.slug, DEMO_TOURNAMENT_SLUG));
    const list = await t.db.select().from(rounds).where(eq(rounds.tournamentId, tour!.id)).orderBy(asc(rounds.number));
    expect(list.map((r) => [r.number, r.status])).toEqual([
      [1, "closed"],
      [2, "closed"],
      [3, "closed"],
      [4, "published"],
    ]);
    const tables = await withSides(t.db, await t.db.select().from(matches).where(eq(matches.tournamentId, tour!.id)));
    expect(tables).toHaveLength(32);
    const met = new Set<string>();
    for (const m of tables) {
      const key = [m.nsEntrantId, m.ewEntrantId].sort().join("|");
      expect(met.has(key)).toBe(false);
      met.add(key);
    }
    const closedIds = new Set(list.filter((r) => r.status === "closed").map((r) => r.id));
    for (const m of tables.filter((x) => closedIds.has(x.roundId))) {
      expect(m.status).toBe("complete");
      const own = await t.db.select().from(deals).where(eq(deals.matchId, m.id));
      expect(own).toHaveLength(16);
      expect(m.nsPoints).toBe(own.reduce((s, d) => s + d.score[0]!, 0));
    }
    const seated = await t.db.select().from(roundEntrants).where(eq(roundEntrants.roundId, list[3]!.id));
    expect(seated).toHaveLength(16);
  });

  it("stores only deals that re-score identically with the engine, and exports them", async () => {
    const res = await exportResponse(t.db, DEMO_TOURNAMENT_SLUG, "deals.jsonl");
    const lines = (await res.text()).trim().split("\n").map((l) => JSON.parse(l));
    const [tour] = await t.db.select().from(tournaments).where(eq(tournaments.slug, DEMO_TOURNAMENT_SLUG));
    const stored = await t.db.select({ d: deals }).from(deals).innerJoin(matches, eq(matches.id, deals.matchId)).where(eq(matches.tournamentId, tour!.id));
    expect(lines).toHaveLength(stored.length);
    expect(stored.length).toBeGreaterThanOrEqual(3 * 8 * 16);
    for (const { d } of stored) {
      const again = scoreRecord({ ...d.record, rules: tour!.rules });
      expect(again.ok).toBe(true);
      if (again.ok) {
        expect(again.score).toEqual(d.score);
        expect(again.detail).toEqual(d.detail);
      }
    }
    const standings = await (await exportResponse(t.db, DEMO_TOURNAMENT_SLUG, "standings.json")).json();
    expect(standings.throughRound).toBe(3);
    // Three closed rounds of 8 tables, plus round 4's tables that the organizer already finished (they count live).
    const finishedNow = await t.db
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(rounds, eq(rounds.id, matches.roundId))
      .where(and(eq(matches.tournamentId, tour!.id), eq(rounds.number, 4), eq(matches.status, "complete")));
    expect(finishedNow.length).toBeGreaterThan(0);
    expect(standings.liveRound).toBe(4);
    expect(standings.rows.reduce((s: number, r: { matchPoints: number }) => s + r.matchPoints, 0)).toBe(
      (3 * 8 + finishedNow.length) * 2,
    );
  });
});
