// The demo Doppelkopf tournament: 22 players under the DDV rules at 12 games a table of four (15 at five), two
// rounds played and closed, round three seated and under way. Seatings come from src/pairing the way the real verb
// draws them (standings order, the earlier tables as history), and every game is checked by the table's Spielliste
// (demo-games.ts). The seatings depend on the players' ids (as the real verb's do), so two databases
// seat the demo differently; each is a tournament the verbs could have produced.
import { type DoppelkopfFormat, type TableSize } from "@/games";
import { individualStandings, seatTables, tablePlaces, type TableResult } from "@/pairing";
import type { Queryable } from "../../db/client";
import { seedDemoEvening, type DemoEvening, type DemoPlayer } from "../demo-evening";
import { demoTableGames } from "./demo-games";

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

/** One Doppelkopf event as the verbs would have left it: `roundsClosed` rounds played and closed, and, while
 * rounds remain, the next one seated with `progress` games entered per table. */
export interface DoppelkopfEvening extends DemoEvening {
  players: readonly DemoPlayer[];
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
  return seedDemoEvening(db, e, {
    game: "doppelkopf",
    rules: RULES,
    format: FORMAT,
    entrants: e.players.map((who) => ({ players: [who] })),
    playRounds: (ids) => {
      const past: TableResult[] = [];
      return ({ number, seed, closed }) => {
        const order = number === 1 ? ids : individualStandings(ids, past, FORMAT.rankingMode).map((r) => r.player);
        const history = past.map((tb) => ({ ...tb, places: tablePlaces(tb.points).map((p) => p.place) }));
        const seating = seatTables({ players: order, round: number, seed, mode: FORMAT.seatingMode, history });
        if (!seating.ok) throw new Error(`demo round ${number}: ${seating.message.en}`);
        const tables = seating.tables.map((table) => {
          const size = table.players.length as TableSize;
          const gamesPlanned = size === 5 ? FORMAT.gamesPerTable.five : FORMAT.gamesPerTable.four;
          const games = closed ? gamesPlanned : Math.min(gamesPlanned, e.progress?.[table.table - 1] ?? 0);
          const { records, list } = demoTableGames({ size, rules: RULES, gamesPlanned, games, seed: e.seed * 31 + number * 1009 + table.table * 101 });
          if (closed) past.push({ round: number, table: table.table, players: table.players, points: list.totals });
          return {
            table: table.table,
            firstDealer: 0,
            over: list.gamesLeft === 0,
            seats: table.players,
            points: table.players.map((entrantId, position) => ({ entrantId, points: list.totals[position]! })),
            deals: list.games.map((g, k) => ({ record: records[k]!, score: g.score, detail: g.detail })),
          };
        });
        return { explanations: seating.explanations.map((w) => ({ code: "seating", entrants: [], ...w })), warnings: [], tables };
      };
    },
  });
}
