// A season reads what the tournaments store: each player's rounds add up to what the tournament's own standings
// show (Doppelkopf's players, Klammern's pairs, both partners alike), and a member is the same person in every
// event of his club, a guest one person in one event.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankSeason } from "@/seasons";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { addMembers, finishRound, roundRow } from "../../../../test/tournament-fixtures";
import { tournaments } from "../../db/schema";
import { seedDemo } from "../../db/seed";
import { DEMO_DOPPELKOPF_SLUG } from "../../games/doppelkopf/demo";
import { DEMO_TOURNAMENT_SLUG } from "../../games/klammern/demo";
import type { SessionUser } from "../_shared/context";
import { asTournament } from "../_shared/tournament-format";
import { loadEntrantLabels } from "../entrants/entrant-labels";
import { buildPlayerStandings } from "../results/player-standings";
import { buildStandings } from "../results/standings-data";
import { loadSeasonInput, personKey, rowsOfEvent } from "./season-input";

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe.each(drivers)("a season's input from the stored results (%s)", (driver) => {
  let t: TestDb;
  const bySlug = async (slug: string) => asTournament((await t.db.select().from(tournaments).where(eq(tournaments.slug, slug)))[0]!);

  beforeAll(async () => {
    t = await createTestDb(driver);
    await seedDemo(t.db);
  });
  afterAll(async () => t?.dispose());

  it("Doppelkopf: each player's rounds are his table totals, adding up to his total in the standings", async () => {
    const doko = await bySlug(DEMO_DOPPELKOPF_SLUG);
    const [event] = (await loadSeasonInput(t.db, [doko.id])).events;
    const standings = await buildPlayerStandings(t.db, doko);
    expect(event).toMatchObject({ id: doko.id, date: doko.date, players: 22, running: true });
    expect(event!.results).toHaveLength(22);
    for (const row of standings.rows) {
      const mine = event!.results.find((r) => r.key === personKey(row.player.id, 0, null))!;
      expect(sum(mine.rounds.map((r) => r.value))).toBe(row.total);
      expect(mine.rounds).toHaveLength(row.roundsPlayed);
      // The table's totals come along for placement points, the player's own among them.
      for (const r of mine.rounds) expect((r.table as { points: number[] }).points).toContain(r.value);
    }
    // Counted rounds: the closed ones and the running one with tables that count.
    expect(event!.rounds).toBe(standings.closedRounds.length + (standings.liveRound ? 1 : 0));
  });

  it("Klammern: both partners get their pair's game points or match points, round by round", async () => {
    const klammern = await bySlug(DEMO_TOURNAMENT_SLUG);
    const [points] = (await loadSeasonInput(t.db, [klammern.id])).events;
    const [matchPoints] = (await loadSeasonInput(t.db, [klammern.id], "matchPoints")).events;
    const standings = await buildStandings(t.db, klammern);
    for (const row of standings.rows) {
      const partners = [0, 1].map((position) => personKey(row.pair.id, position, null));
      for (const key of partners) {
        expect(sum(points!.results.find((r) => r.key === key)!.rounds.map((r) => r.value))).toBe(row.pointsFor);
        expect(sum(matchPoints!.results.find((r) => r.key === key)!.rounds.map((r) => r.value))).toBe(row.matchPoints);
      }
    }
    // Ranked by the sum of match points, partners share their place.
    const season = rankSeason({ events: [matchPoints!] }, { kind: "sum" }, { kind: "range", from: "2000-01-01", to: "2100-12-31" });
    const top = standings.rows[0]!;
    const [first, second] = [0, 1].map((position) => season.rows.find((r) => r.key === personKey(top.pair.id, position, null))!);
    expect(first!.place).toBe(second!.place);
    expect(first!.total).toBe(top.matchPoints);
  });

  it("a member is himself in every event of his club; a single player's table has no match points", async () => {
    const user: SessionUser = await makeUser(t.db, "Saison");
    const api = callerFor(t.db, user);
    const club = await api.club.create({ name: "Saisonverein" });
    const members = await addMembers(t.db, club.id, 4);
    const evening = async (date: string) => {
      const x = await api.tournament.create({ clubId: club.id, name: `Abend ${date}`, date, roundsPlanned: 1 });
      for (const pair of [members.slice(0, 2), members.slice(2, 4)])
        await api.tournament.registerEntrant({
          tournamentId: x.id,
          player1: { kind: "member", memberId: pair[0]!.id },
          player2: { kind: "member", memberId: pair[1]!.id },
          checkIn: true,
        });
      const { roundId } = await api.round.pair({ tournamentId: x.id, round: 1 });
      await api.round.publish({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
      await finishRound(t.db, roundId);
      return x.id;
    };
    const ids = [await evening("2026-03-05"), await evening("2026-04-02")];
    const input = await loadSeasonInput(t.db, ids);
    expect(input.events.map((e) => e.date)).toEqual(["2026-03-05", "2026-04-02"]);
    const keys = input.events.map((e) => e.results.map((r) => r.key).sort());
    expect(keys[0]).toEqual(members.map((m) => `member:${m.id}`).sort());
    expect(keys[1]).toEqual(keys[0]);
    // Each member played two rounds over the season, one each evening.
    const season = rankSeason(input, { kind: "sum" }, { kind: "range", from: "2026-01-01", to: "2026-12-31" });
    expect(season.rows.map((r) => r.rounds)).toEqual([2, 2, 2, 2]);
    expect(sum(season.rows.map((r) => r.total))).toBe(2 * 2 * (100 + 64)); // two evenings, each pair's points twice

    const doko = await bySlug(DEMO_DOPPELKOPF_SLUG);
    await expect(loadSeasonInput(t.db, [doko.id], "matchPoints")).rejects.toThrow(/no pairs/);
    expect((await loadEntrantLabels(t.db, ids[0]!)).map((p) => p.players.length)).toEqual([2, 2]);
  });
});

describe("an event's rows", () => {
  it("a federation number typed for two players of one event makes neither of them that number there", () => {
    const rows = rowsOfEvent(
      [
        { entrantId: "e1", memberId: "m1", name: "Anna", fed: "ddv-1" },
        { entrantId: "e2", memberId: null, name: "Bert", fed: "DDV-1 " },
        { entrantId: "e3", memberId: null, name: "Cora", fed: "ddv-2" },
      ],
      "players",
    );
    expect([...rows.values()].flat().map((r) => r.key)).toEqual(["member:m1", "guest:e2:0", "fed:DDV-2"]);
  });
});
