// The public snapshot of a tournament of single players (the Doppelkopf demo): tables by position with each
// position's total, standings of players, and a player's own rounds.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { singlePlayerRounds } from "@/components/games/doppelkopf/public/player-view";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { deals, tournaments } from "../../db/schema";
import { seedDemo } from "../../db/seed";
import { DEMO_DOPPELKOPF_SLUG } from "../../games/doppelkopf/demo";
import { searchPairs } from "./find-player";
import { loadPublicTournament, type PublicTournament } from "./public-tournament-data";

describe.each(drivers)("public snapshot of a Doppelkopf tournament (%s)", (driver) => {
  let t: TestDb;
  let s: PublicTournament;
  beforeAll(async () => {
    t = await createTestDb(driver);
    await seedDemo(t.db);
    const [row] = await t.db.select().from(tournaments).where(eq(tournaments.slug, DEMO_DOPPELKOPF_SLUG));
    s = await loadPublicTournament(t.db, row!.id);
  });
  afterAll(async () => t?.dispose());

  it("lists each round's tables by position, everyone once, with totals that are the sums of the stored games", async () => {
    // The demo's format: 12 games at a table of four, 15 at five.
    for (const tb of s.rounds.flatMap((r) => r.tables)) expect(tb.goal).toEqual({ kind: "deals", deals: tb.seats.length === 5 ? 15 : 12 });
    expect(s.rounds.map((r) => r.status)).toEqual(["closed", "closed", "published"]);
    for (const r of s.rounds) {
      const seated = r.tables.flatMap((tb) => tb.seats);
      expect(seated.sort((a, b) => a - b)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
      for (const tb of r.tables) {
        expect([tb.ns, tb.ew, tb.nsPoints, tb.ewPoints]).toEqual([0, 0, 0, 0]);
        const stored = await t.db.select().from(deals).where(eq(deals.matchId, tb.matchId));
        expect(tb.deals).toBe(stored.length);
        const sums = tb.seats.map((_, p) => stored.reduce((n, d) => n + d.score[p]!, 0));
        expect(tb.points).toEqual(sums);
      }
    }
  });

  it("ranks the players by total over the closed rounds and the finished tables of round three", async () => {
    const players = s.standings.players!;
    expect(players.rankingMode).toBe("total");
    expect(players.rows).toHaveLength(22);
    expect(s.standings.throughRound).toBe(2);
    const counted = s.rounds.flatMap((r) => r.tables.filter((tb) => r.status === "closed" || tb.status === "complete"));
    for (const row of players.rows) {
      const own = counted.filter((tb) => tb.seats.includes(row.number));
      expect(row.total).toBe(own.reduce((n, tb) => n + tb.points[tb.seats.indexOf(row.number)]!, 0));
    }
    const totals = players.rows.map((r) => r.total);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    expect(s.standings.rows).toEqual([]);
  });

  it("finds a player by name and shows where he sits in round three", async () => {
    const [hit] = searchPairs(s.pairs, "Jäger");
    expect(hit?.players[0]?.name).toBe("Kurt Jäger");
    const rounds = singlePlayerRounds(s, hit!.number);
    expect(rounds.map((x) => x.round.number)).toEqual([1, 2, 3]);
    for (const x of rounds) expect(x.table.seats[x.position]).toBe(hit!.number);
    const ids = rounds.map((x) => x.table.matchId);
    expect((await t.db.select().from(deals).where(inArray(deals.matchId, ids))).length).toBeGreaterThan(20);
  });
});
