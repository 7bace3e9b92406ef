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

/** A player of a demo evening: a club member, or a guest known by name. */
export type DemoPlayer = { memberId: string } | { guestName: string };

/** One Doppelkopf event as the verbs would have left it: `roundsClosed` rounds played and closed, and, while
 * rounds remain, the next one seated with `progress` games entered per table. */
export interface DoppelkopfEvening {
  clubId: string;
  slug: string;
  name: string;
  date: string;
  venue: string | null;
  players: readonly DemoPlayer[];
  roundsPlanned: number;
  roundsClosed: number;
  progress?: readonly number[];
  seed: number;
}

/** Creates the demo tournament in the demo club (once; the caller holds the seed claim). */
export async function seedDemoDoppelkopf(db: Queryable, clubId: string): Promise<{ tournamentId: string }> {
  return seedDoppelkopfEvening(db, {
    clubId,
    slug: DEMO_DOPPELKOPF_SLUG,
    name: "Demo-Doppelkopfturnier",
    date: new Date().toISOString().slice(0, 10),
    venue: "Vereinsheim Saarbrücken",
    players: NAMES.map((guestName) => ({ guestName })),
    roundsPlanned: 4,
    roundsClosed: ROUNDS_CLOSED,
    progress: ROUND_THREE_PROGRESS,
    seed: SEED,
  });
}

export async function seedDoppelkopfEvening(db: Queryable, e: DoppelkopfEvening): Promise<{ tournamentId: string }> {
  const finished = e.roundsClosed >= e.roundsPlanned;
  const [tournament] = await db
    .insert(tournaments)
    .values({
      clubId: e.clubId,
      slug: e.slug,
      name: e.name,
      date: e.date,
      venue: e.venue,
      game: "doppelkopf",
      rules: RULES,
      format: FORMAT,
      roundsPlanned: e.roundsPlanned,
      visibility: "public",
      status: finished ? "finished" : "running",
      finishedAt: finished ? new Date() : null,
      seed: e.seed,
      rulesFrozenAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (!tournament) return { tournamentId: "" };
  const players = await db
    .insert(entrants)
    .values(e.players.map((_, i) => ({ tournamentId: tournament.id, number: i + 1, status: "checked-in" as const })))
    .returning();
  players.sort((x, y) => x.number - y.number);
  await db.insert(entrantPlayers).values(
    players.map((p) => {
      const who = e.players[p.number - 1]!;
      return { entrantId: p.id, tournamentId: tournament.id, position: 1, ...("memberId" in who ? { memberId: who.memberId } : { guestName: who.guestName }) };
    }),
  );
  const ids = players.map((p) => p.id);
  const past: TableResult[] = [];

  for (let number = 1; number <= Math.min(e.roundsClosed + 1, e.roundsPlanned); number++) {
    const seed = (e.seed + number * 7919) | 0;
    const order = number === 1 ? ids : individualStandings(ids, past, FORMAT.rankingMode).map((r) => r.player);
    const history = past.map((tb) => ({ ...tb, places: tablePlaces(tb.points).map((p) => p.place) }));
    const seating = seatTables({ players: order, round: number, seed, mode: FORMAT.seatingMode, history });
    if (!seating.ok) throw new Error(`demo round ${number}: ${seating.message.en}`);
    const closed = number <= e.roundsClosed;
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
      const games = closed ? gamesPlanned : Math.min(gamesPlanned, e.progress?.[table.table - 1] ?? 0);
      const { records, list } = demoTableGames({ size, rules: RULES, gamesPlanned, games, seed: e.seed * 31 + number * 1009 + table.table * 101 });
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
