// The demo's seasons: twelve Doppelkopf evenings of 12 to 24 players (guests among them, tables of four and five,
// one game corrected by the office with its audit entry) and eight Klammern evenings, each ranked by its season.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { auditLog, deals, entrantPlayers, matches, seasons, tableSeats } from "../../db/schema";
import { seedDemo } from "../../db/seed";
import { computeSeason } from "./season-standings";
import { CORRECTED_EVENING, DEMO_DOPPELKOPF_SEASON_SLUG } from "../../games/doppelkopf/demo-season";
import { DEMO_KLAMMERN_SEASON_SLUG } from "../../games/klammern/demo-season";
import { seedDemoSeasons } from "./demo-seasons";
import { playerStatsIn } from "./season-player-stats";
import { publicSeason, publicSeasonPlayer } from "./get-public-season";

describe.each(drivers)("the demo seasons (%s)", (driver) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(driver);
    await seedDemo(t.db);
    expect(await seedDemoSeasons(t.db, "2026-12-06")).toBe(true);
  });
  afterAll(async () => t?.dispose());

  const season = async (slug: string) => (await t.db.select().from(seasons).where(eq(seasons.slug, slug)))[0]!;

  it("Doppelkopf: twelve weekly evenings of 12 to 24 players at tables of four and five, one game corrected", async () => {
    const view = await computeSeason(t.db, await season(DEMO_DOPPELKOPF_SEASON_SLUG), "2026-12-06");
    expect(view.events).toHaveLength(12);
    expect(view.events.every((e) => e.status === "finished")).toBe(true);
    const ids = view.events.map((e) => e.id);
    const seats = await t.db.select().from(entrantPlayers).where(inArray(entrantPlayers.tournamentId, ids));
    for (const id of ids) {
      const n = seats.filter((s) => s.tournamentId === id).length;
      expect(n).toBeGreaterThanOrEqual(12);
      expect(n).toBeLessThanOrEqual(24);
    }
    expect(seats.some((s) => s.guestName !== null)).toBe(true);
    const sizes = new Set<number>();
    const tables = await t.db.select({ id: matches.id }).from(matches).where(inArray(matches.tournamentId, ids));
    const seated = await t.db.select().from(tableSeats).where(inArray(tableSeats.matchId, tables.map((x) => x.id)));
    for (const tb of tables) sizes.add(seated.filter((s) => s.matchId === tb.id).length);
    expect([...sizes].sort()).toEqual([4, 5]);
    const corrections = await t.db.select().from(auditLog).where(and(eq(auditLog.tournamentId, view.events[CORRECTED_EVENING - 1]!.id)));
    expect(corrections.map((a) => a.reason)).toContain("Augen beim Eintragen vertauscht");
    // Placement points with the club's index; members who missed an evening are charged for it.
    expect(view.rankedBy).toBe("index");
    expect(view.rows[0]!.place).toBe(1);
    expect(view.rows.some((r) => r.events.some((e) => e.kind === "missed"))).toBe(true);
  });

  it("Klammern: eight evenings, players ranked by their pairs' match points, the best six counting", async () => {
    const view = await computeSeason(t.db, await season(DEMO_KLAMMERN_SEASON_SLUG), "2026-12-06");
    expect(view.events).toHaveLength(8);
    expect(view.rankedBy).toBe("total");
    expect(view.rows.some((r) => r.events.some((e) => e.reason === "notBest"))).toBe(true);
  });

  it("counts each player's solos and each pair's declared deals as the game sheet does: every solo has one soloist", async () => {
    for (const slug of [DEMO_DOPPELKOPF_SEASON_SLUG, DEMO_KLAMMERN_SEASON_SLUG]) {
      const view = await computeSeason(t.db, await season(slug), "2026-12-06");
      const evening = view.events[0]!;
      const entrants = await t.db.select().from(entrantPlayers).where(eq(entrantPlayers.tournamentId, evening.id));
      const ids = [...new Set(entrants.map((e) => e.entrantId))];
      const counts = await Promise.all(ids.map(async (entrantId) => (await playerStatsIn(t.db, [{ tournamentId: evening.id, entrantId }])).get(evening.id) ?? {}));
      const tables = await t.db.select({ id: matches.id }).from(matches).where(eq(matches.tournamentId, evening.id));
      const details = (await t.db.select({ detail: deals.detail }).from(deals).where(inArray(deals.matchId, tables.map((x) => x.id)))).map((d) => d.detail as Record<string, unknown>);
      const sum = (stat: string) => counts.reduce((n, c) => n + (c[stat] ?? 0), 0);
      if (slug === DEMO_DOPPELKOPF_SEASON_SLUG) {
        const solos = details.filter((d) => d.soloist !== null && d.soloist !== undefined && d.type !== "hochzeit");
        expect(solos.length).toBeGreaterThan(0);
        expect(sum("solos")).toBe(solos.length);
        expect(sum("solosWon")).toBe(solos.filter((d) => d.winner === "re").length);
      } else {
        const declared = details.filter((d) => d.declarer !== null && d.outcome !== "void");
        expect(declared.length).toBeGreaterThan(0);
        expect(sum("declared")).toBe(declared.length);
        expect(sum("made")).toBe(declared.filter((d) => d.outcome === "made").length);
      }
    }
  });

  it("a player's page gives his solos per evening", async () => {
    const s = await season(DEMO_DOPPELKOPF_SEASON_SLUG);
    const { rows } = (await publicSeason(t.db, s)).view;
    const page = (await publicSeasonPlayer(t.db, s, rows[0]!.ref))!;
    const played = page.row.events.filter((e) => e.kind === "played").map((e) => e.event);
    expect(Object.keys(page.stats).sort()).toEqual([...played].sort());
    for (const id of played) expect(page.stats[id]).toEqual({ solos: expect.any(Number), solosWon: expect.any(Number) });
  });

  it("its evenings are public tournaments, so the public seasons name and link each of them", async () => {
    for (const slug of [DEMO_DOPPELKOPF_SEASON_SLUG, DEMO_KLAMMERN_SEASON_SLUG]) {
      const { events } = (await publicSeason(t.db, await season(slug))).view;
      expect(events.length).toBeGreaterThan(0);
      expect(events.every((e) => e.listed && e.slug.length > 0 && e.name.length > 0)).toBe(true);
    }
  });

  it("is seeded once", async () => {
    expect(await seedDemoSeasons(t.db, "2026-12-06")).toBe(false);
  });
});
