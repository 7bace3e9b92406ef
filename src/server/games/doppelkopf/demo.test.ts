import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replaySpielliste, type TableSize } from "@/games";
import { exportResponse } from "@/app/api/export/t/[slug]/export-response";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { deals, entrants, matches, rounds, tableSeats, tournaments } from "../../db/schema";
import { seedDemo } from "../../db/seed";
import { DEMO_DOPPELKOPF_SLUG } from "./demo";

describe.each(drivers)("demo Doppelkopf tournament (%s)", (driver) => {
  let t: TestDb;
  let tournament: typeof tournaments.$inferSelect;
  beforeAll(async () => {
    t = await createTestDb(driver);
    await seedDemo(t.db);
    [tournament] = (await t.db.select().from(tournaments).where(eq(tournaments.slug, DEMO_DOPPELKOPF_SLUG))) as [typeof tournament];
  });
  afterAll(async () => t?.dispose());

  it("is public, ddv, 12 games at four and 15 at five, with 22 players", async () => {
    expect(tournament).toMatchObject({ game: "doppelkopf", visibility: "public", status: "running", rules: { preset: "ddv" } });
    expect(tournament.format).toMatchObject({ gamesPerTable: { four: 12, five: 15 } });
    expect(await t.db.select().from(entrants).where(eq(entrants.tournamentId, tournament.id))).toHaveLength(22);
  });

  it("has two closed rounds and round three seated, each with two tables of five and three of four, everyone once", async () => {
    const list = await t.db.select().from(rounds).where(eq(rounds.tournamentId, tournament.id)).orderBy(asc(rounds.number));
    expect(list.map((r) => [r.number, r.status])).toEqual([
      [1, "closed"],
      [2, "closed"],
      [3, "published"],
    ]);
    for (const round of list) {
      const tables = await t.db.select().from(matches).where(eq(matches.roundId, round.id));
      const sizes: number[] = [];
      const seated: string[] = [];
      for (const m of tables) {
        const seats = await t.db.select().from(tableSeats).where(eq(tableSeats.matchId, m.id));
        sizes.push(seats.length);
        seated.push(...seats.map((s) => s.entrantId));
        if (round.status === "closed") expect(m.status).toBe("complete");
      }
      expect(sizes.sort()).toEqual([4, 4, 4, 5, 5]);
      expect(new Set(seated).size).toBe(22);
    }
  });

  it("stores only games the Spielliste accepts, with the scores it gives, and exports the standings from them", async () => {
    const tables = await t.db.select().from(matches).where(eq(matches.tournamentId, tournament.id));
    const totals = new Map<string, number>();
    for (const m of tables) {
      const seats = (await t.db.select().from(tableSeats).where(eq(tableSeats.matchId, m.id))).sort((a, b) => a.position - b.position);
      const stored = await t.db.select().from(deals).where(eq(deals.matchId, m.id)).orderBy(asc(deals.number));
      const size = seats.length as TableSize;
      const list = replaySpielliste({ size, rules: tournament.rules, records: stored.map((d) => d.record), gamesPlanned: size === 5 ? 15 : 12 });
      expect(list.error).toBeNull();
      expect(list.checks.zeroSum).toBe(true);
      expect(stored.map((d) => d.score)).toEqual(list.games.map((g) => g.score));
      if (m.status === "complete") seats.forEach((s, p) => totals.set(s.entrantId, (totals.get(s.entrantId) ?? 0) + list.totals[p]!));
    }
    const res = await exportResponse(t.db, DEMO_DOPPELKOPF_SLUG, "standings.json");
    expect(res.status).toBe(200);
    const standings = await res.json();
    expect(standings.tournament.game).toBe("doppelkopf");
    expect(standings.throughRound).toBe(2);
    expect(standings.players).toHaveLength(22);
    for (const row of standings.players) expect(row.total).toBe(totals.get(row.player.id) ?? 0);
    expect(new Set(standings.players.map((r: { total: number }) => r.total)).size).toBeGreaterThan(5);
  });
});
