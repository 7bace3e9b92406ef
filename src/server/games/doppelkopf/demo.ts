// The demo Doppelkopf tournament: 22 players under the DDV rules at 12 games a table of four (15 at five), two
// rounds played and closed, round three seated and under way. Seatings come from src/pairing the way the real verb
// draws them (standings order, the earlier tables as history), and every game is checked by the table's Spielliste
// (demo-games.ts). The seatings depend on the players' ids (as the real verb's do), so two databases
// seat the demo differently; each is a tournament the verbs could have produced.
import { type DoppelkopfFormat, type TableSize } from "@/games";
import { individualStandings, seatTables, tablePlaces, type TableResult } from "@/pairing";
import type { Queryable } from "../../db/client";
import { demoTableGames } from "./demo-games";
import { deals, entrantPlayers, entrants, matches, roundEntrants, rounds, tableSeats, tournaments } from "../../db/schema";

export const DEMO_DOPPELKOPF_SLUG = "demo-doppelkopf";
const SEED = 20251115;
const RULES = { preset: "ddv" };
const FORMAT: DoppelkopfFormat = {
  gamesPerTable: { four: 12, five: 15 },
  minutesPerRound: { four: 50, five: 65 },
  seatingMode: "draw",
  rankingMode: "total",
};
const ROUNDS_CLOSED = 2;
/** Games already entered per table of the running round three (table 1 first). */
const ROUND_THREE_PROGRESS = [15, 6, 12, 2, 0];

const NAMES = [
  "Ilse Brandt", "Heinz Vogel", "Marlies Jung", "Rainer Fuchs", "Elke Scholz", "Wolfgang Haas", "Hannelore Berger",
  "Gerd Keller", "Christa Frank", "Norbert Roth", "Ursula Beck", "Josef Lorenz", "Birgit Kaiser", "Alfred Ludwig",
  "Margret Simon", "Detlef Böhm", "Rita Schuster", "Kurt Jäger", "Anneliese Otto", "Heribert Winkler", "Gabi Sommer",
  "Lothar Graf",
];

/** Creates the demo tournament in the demo club (once; the caller holds the seed claim). */
export async function seedDemoDoppelkopf(db: Queryable, clubId: string): Promise<{ tournamentId: string }> {
  const [tournament] = await db
    .insert(tournaments)
    .values({
      clubId,
      slug: DEMO_DOPPELKOPF_SLUG,
      name: "Demo-Doppelkopfturnier",
      date: new Date().toISOString().slice(0, 10),
      venue: "Vereinsheim Saarbrücken",
      game: "doppelkopf",
      rules: RULES,
      format: FORMAT,
      roundsPlanned: 4,
      visibility: "public",
      status: "running",
      seed: SEED,
      rulesFrozenAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (!tournament) return { tournamentId: "" };
  const players = await db
    .insert(entrants)
    .values(NAMES.map((_, i) => ({ tournamentId: tournament.id, number: i + 1, status: "checked-in" as const })))
    .returning();
  players.sort((x, y) => x.number - y.number);
  await db
    .insert(entrantPlayers)
    .values(players.map((p) => ({ entrantId: p.id, tournamentId: tournament.id, position: 1, guestName: NAMES[p.number - 1]! })));
  const ids = players.map((p) => p.id);
  const past: TableResult[] = [];

  for (let number = 1; number <= ROUNDS_CLOSED + 1; number++) {
    const seed = (SEED + number * 7919) | 0;
    const order = number === 1 ? ids : individualStandings(ids, past, FORMAT.rankingMode).map((r) => r.player);
    const history = past.map((tb) => ({ ...tb, places: tablePlaces(tb.points).map((p) => p.place) }));
    const seating = seatTables({ players: order, round: number, seed, mode: FORMAT.seatingMode, history });
    if (!seating.ok) throw new Error(`demo round ${number}: ${seating.message.en}`);
    const closed = number <= ROUNDS_CLOSED;
    const [round] = await db
      .insert(rounds)
      .values({
        tournamentId: tournament.id,
        number,
        status: closed ? "closed" : "published",
        seed,
        explanations: seating.explanations.map((w) => ({ code: "seating", entrants: [], ...w })),
        warnings: [],
        publishedAt: new Date(),
        closedAt: closed ? new Date() : null,
      })
      .returning();
    const dealRows: (typeof deals.$inferInsert)[] = [];
    for (const table of seating.tables) {
      const size = table.players.length as TableSize;
      const gamesPlanned = size === 5 ? FORMAT.gamesPerTable.five : FORMAT.gamesPerTable.four;
      const games = closed ? gamesPlanned : Math.min(gamesPlanned, ROUND_THREE_PROGRESS[table.table - 1] ?? 0);
      const { records, list } = demoTableGames({ size, rules: RULES, gamesPlanned, games, seed: SEED * 31 + number * 1009 + table.table * 101 });
      const over = list.gamesLeft === 0;
      const [match] = await db
        .insert(matches)
        .values({
          roundId: round!.id,
          tournamentId: tournament.id,
          tableNumber: table.table,
          firstDealer: 0,
          status: over ? "complete" : "open",
          completedAt: over ? new Date() : null,
        })
        .returning();
      await db.insert(tableSeats).values(table.players.map((entrantId, position) => ({ matchId: match!.id, position, entrantId })));
      await db
        .insert(roundEntrants)
        .values(table.players.map((entrantId, position) => ({ roundId: round!.id, entrantId, matchId: match!.id, points: list.totals[position]! })));
      list.games.forEach((g, k) => dealRows.push({ matchId: match!.id, number: k + 1, record: records[k]!, score: g.score, detail: g.detail }));
      if (closed) past.push({ round: number, table: table.table, players: table.players, points: list.totals });
    }
    if (dealRows.length) await db.insert(deals).values(dealRows);
  }
  return { tournamentId: tournament.id };
}
