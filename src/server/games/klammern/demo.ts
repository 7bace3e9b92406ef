// The demo Klammern tournament: 16 pairs, three Swiss rounds played and closed, round four seated and under way.
// Every deal is a seeded random deal played out by the engine; the demo stores the captain's summary of it
// (what a table enters), scored by the engine like any submitted deal. Pairings come from src/pairing, so
// the demo is what the real verbs would have produced. Deterministic: same seed, same tournament.
import { randomKlammernRecord, scoreKlammernMatch, scoreRecord, summaryFromDetail, type KlammernDealDetail } from "@/engine";
import { pairSwissRound, SEATS, type Entrant, type MatchRecord } from "@/pairing";
import { fromMinutes, planSchedule, toMinutes } from "@/lib/schedule";
import { wallClock } from "@/lib/time-zone";
import type { Queryable } from "../../db/client";
import type { MatchFormat } from "../../db/schema";
import { seedDemoEvening, type DemoEvening, type DemoPlayer } from "../demo-evening";

export const DEMO_TOURNAMENT_SLUG = "demo-klammern";
const SEED = 20250601;
const ROUNDS_CLOSED = 3;
const DEALS = 16;
const RULES = { preset: "house" };
const MATCH_POINTS = { win: 2, draw: 1, loss: 0 };
/** Deals already entered per table of the running round four (table 1 first): tables at different stages. */
const ROUND_FOUR_PROGRESS = [9, 5, 12, 0, 3, 16, 7, 0];

const NAMES = [
  ["Erika Müller", "Hans Müller"], ["Klaus Becker", "Jürgen Schmitt"], ["Monika Weber", "Petra Klein"],
  ["Dieter Schneider", "Uwe Wagner"], ["Sabine Hoffmann", "Ute Schäfer"], ["Werner Koch", "Helmut Bauer"],
  ["Gisela Richter", "Renate Wolf"], ["Manfred Braun", "Rolf Zimmermann"], ["Karin Krüger", "Brigitte Hartmann"],
  ["Günter Lange", "Horst Schmitz"], ["Andrea Werner", "Heike Krause"], ["Bernd Meier", "Frank Lehmann"],
  ["Doris Schulz", "Ingrid Maier"], ["Peter Köhler", "Stefan Herrmann"], ["Anja König", "Silke Walter"],
  ["Thomas Mayer", "Ralf Huber"],
];
const TEAM_NAMES: Record<number, string> = { 2: "Die Stehbeeter", 5: "Herz Bube", 9: "Mie und Jass", 14: "Saarlouiser Füchse" };

/** A hand record as a table captain would enter it: the summary of a random deal played out by the engine. */
function demoDeal(seed: number, dealer: number) {
  const played = randomKlammernRecord(seed, { dealer });
  const result = scoreRecord(played);
  if (!result.ok) throw new Error(`demo deal ${seed} does not score: ${result.errors[0]?.code}`);
  const record = { game: "klammern", players: 4, dealer, summary: summaryFromDetail(result.detail as KlammernDealDetail) };
  const scored = scoreRecord({ ...record, rules: RULES });
  if (!scored.ok) throw new Error(`demo summary ${seed} does not score: ${scored.errors[0]?.code}`);
  return { record, score: scored.score, detail: scored.detail };
}

/** One Klammern event of fixed pairs as the verbs would have left it: `roundsClosed` Swiss rounds played and
 * closed, and, while rounds remain, the next one paired with `progress` deals entered per table. */
export interface KlammernEvening extends DemoEvening {
  pairs: readonly (readonly [DemoPlayer, DemoPlayer])[];
  /** Team names by start number. */
  teamNames?: Record<number, string>;
  deals: number;
}

/** Rounds of an hour with ten minutes between them, as a club's day plan has them. */
const ROUND_MINUTES = 60;
const BREAK_MINUTES = 10;

/** Creates the demo tournament in the demo club (once; the caller holds the seed claim). Its day plan puts the
 * running round's start 25 minutes before the seeding, so the projector's round clock counts down at once (a
 * Klammern round has no minutes of its own: its clock is the day's plan). */
export async function seedDemoKlammern(db: Queryable, clubId: string): Promise<{ tournamentId: string }> {
  const now = wallClock(new Date(), "Europe/Berlin"); // the tournaments' default zone: the plan is wall time
  const running = ROUNDS_CLOSED + 1;
  const firstStart = fromMinutes(toMinutes(now.time) - 25 - (running - 1) * (ROUND_MINUTES + BREAK_MINUTES));
  return seedKlammernEvening(db, {
    clubId,
    slug: DEMO_TOURNAMENT_SLUG,
    name: "Demo-Klammerturnier",
    date: now.date,
    schedule: planSchedule(5, firstStart, ROUND_MINUTES, BREAK_MINUTES),
    venue: "Vereinsheim Saarbrücken",
    pairs: NAMES.map(([a, b]) => [{ guestName: a! }, { guestName: b! }] as const),
    teamNames: TEAM_NAMES,
    roundsPlanned: 5,
    roundsClosed: ROUNDS_CLOSED,
    progress: ROUND_FOUR_PROGRESS,
    deals: DEALS,
    seed: SEED,
  });
}

export async function seedKlammernEvening(db: Queryable, e: KlammernEvening): Promise<{ tournamentId: string }> {
  const matchFormat: MatchFormat = { kind: "deals", deals: e.deals };
  return seedDemoEvening(db, e, {
    game: "klammern",
    rules: RULES,
    format: { matchFormat, scheduleType: "swiss", matchPoints: MATCH_POINTS, byeScore: { matchPoints: 2, pointsFor: 0, pointsAgainst: 0 }, tiebreaks: ["matchPoints", "pointDiff", "pointsFor", "buchholz"] },
    entrants: e.pairs.map((pair, i) => ({ name: e.teamNames?.[i + 1] ?? null, players: pair })),
    playRounds: (ids) => {
      const field: Entrant[] = ids.map((id, i) => ({ id, label: String(i + 1) }));
      const results: MatchRecord[] = [];
      return ({ number, seed, closed }) => {
        const pairing = pairSwissRound({ round: number, seed, entrants: field, results });
        const tables = pairing.tables.map((table) => {
          const firstDealer = SEATS.indexOf(table.firstDealer);
          const count = closed ? e.deals : (e.progress?.[table.table - 1] ?? 0);
          const played = Array.from({ length: count }, (_, k) => demoDeal(e.seed * 31 + number * 1009 + table.table * 101 + k, (firstDealer + k) % 4));
          const result = scoreKlammernMatch({
            players: 4,
            rules: RULES,
            format: { type: "deals", deals: e.deals },
            matchPoints: MATCH_POINTS,
            deals: played.map((d) => d.record),
          });
          if (!result.ok) throw new Error(`demo match ${number}/${table.table}: ${result.errors[0]?.code}`);
          if (closed)
            results.push({ kind: "played", round: number, home: table.home, away: table.away, homePoints: result.totals[0]!, awayPoints: result.totals[1]! });
          return {
            table: table.table,
            firstDealer,
            over: result.over,
            // North/South at positions 0 and 2, East/West at 1 and 3 (services/rounds/table-seats.ts).
            seats: [table.home, table.away, table.home, table.away],
            points: [
              { entrantId: table.home, points: result.totals[0]! },
              { entrantId: table.away, points: result.totals[1]! },
            ],
            deals: played,
          };
        });
        if (closed && pairing.bye) results.push({ kind: "bye", round: number, entrant: pairing.bye });
        return { explanations: pairing.explanations, warnings: pairing.warnings, bye: pairing.bye, tables };
      };
    },
  });
}
