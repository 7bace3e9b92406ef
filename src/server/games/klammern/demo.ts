// The demo Klammern tournament: 16 pairs, three Swiss rounds played and closed, round four seated and under way.
// Every deal is a seeded random deal played out by the engine; the demo stores the captain's summary of it
// (what a table enters), scored by the engine like any submitted deal. Pairings come from src/pairing, so
// the demo is what the real verbs would have produced. Deterministic: same seed, same tournament.
import { randomKlammernRecord, scoreKlammernMatch, scoreRecord, summaryFromDetail, type KlammernDealDetail } from "@/engine";
import { pairSwissRound, SEATS, type Entrant, type MatchRecord } from "@/pairing";
import type { Queryable } from "../../db/client";
import { deals, entrantPlayers, entrants, matches, roundEntrants, rounds, tableSeats, tournaments, type MatchFormat } from "../../db/schema";

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

/** A player of a demo evening: a club member, or a guest known by name. */
export type DemoPlayer = { memberId: string } | { guestName: string };

/** One Klammern event of fixed pairs as the verbs would have left it: `roundsClosed` Swiss rounds played and
 * closed, and, while rounds remain, the next one paired with `progress` deals entered per table. */
export interface KlammernEvening {
  clubId: string;
  slug: string;
  name: string;
  date: string;
  venue: string | null;
  pairs: readonly (readonly [DemoPlayer, DemoPlayer])[];
  /** Team names by start number. */
  teamNames?: Record<number, string>;
  roundsPlanned: number;
  roundsClosed: number;
  progress?: readonly number[];
  deals: number;
  seed: number;
}

/** Creates the demo tournament in the demo club (once; the caller holds the seed claim). */
export async function seedDemoKlammern(db: Queryable, clubId: string): Promise<{ tournamentId: string }> {
  return seedKlammernEvening(db, {
    clubId,
    slug: DEMO_TOURNAMENT_SLUG,
    name: "Demo-Klammerturnier",
    date: new Date().toISOString().slice(0, 10),
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
  const [tournament] = await db
    .insert(tournaments)
    .values({
      clubId: e.clubId,
      slug: e.slug,
      name: e.name,
      date: e.date,
      venue: e.venue,
      game: "klammern",
      rules: RULES,
      format: { matchFormat, scheduleType: "swiss", matchPoints: MATCH_POINTS, byeScore: { matchPoints: 2, pointsFor: 0, pointsAgainst: 0 }, tiebreaks: ["matchPoints", "pointDiff", "pointsFor", "buchholz"] },
      roundsPlanned: e.roundsPlanned,
      visibility: "public",
      status: e.roundsClosed >= e.roundsPlanned ? "finished" : "running",
      finishedAt: e.roundsClosed >= e.roundsPlanned ? new Date() : null,
      seed: e.seed,
      rulesFrozenAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (!tournament) return { tournamentId: "" };
  const pairs = await db
    .insert(entrants)
    .values(
      e.pairs.map((_, i) => ({
        tournamentId: tournament.id,
        number: i + 1,
        name: e.teamNames?.[i + 1] ?? null,
        status: "checked-in" as const,
      })),
    )
    .returning();
  pairs.sort((x, y) => x.number - y.number);
  await db.insert(entrantPlayers).values(
    pairs.flatMap((p) =>
      e.pairs[p.number - 1]!.map((who, i) => ({
        entrantId: p.id,
        tournamentId: tournament.id,
        position: i + 1,
        ...("memberId" in who ? { memberId: who.memberId } : { guestName: who.guestName }),
      })),
    ),
  );
  const field: Entrant[] = pairs.map((p) => ({ id: p.id, label: String(p.number) }));
  const results: MatchRecord[] = [];

  for (let number = 1; number <= Math.min(e.roundsClosed + 1, e.roundsPlanned); number++) {
    const seed = (e.seed + number * 7919) | 0;
    const pairing = pairSwissRound({ round: number, seed, entrants: field, results });
    const closed = number <= e.roundsClosed;
    const [round] = await db
      .insert(rounds)
      .values({
        tournamentId: tournament.id,
        number,
        status: closed ? "closed" : "published",
        seed,
        explanations: pairing.explanations,
        warnings: pairing.warnings,
        byeEntrantId: pairing.bye,
        publishedAt: new Date(),
        closedAt: closed ? new Date() : null,
      })
      .returning();
    const dealRows: (typeof deals.$inferInsert)[] = [];
    for (const table of pairing.tables) {
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
      const [match] = await db
        .insert(matches)
        .values({
          roundId: round!.id,
          tournamentId: tournament.id,
          tableNumber: table.table,
          firstDealer,
          status: result.over ? "complete" : "open",
          completedAt: result.over ? new Date() : null,
        })
        .returning();
      // North/South at positions 0 and 2, East/West at 1 and 3 (services/rounds/table-seats.ts).
      await db.insert(tableSeats).values([table.home, table.away, table.home, table.away].map((entrantId, position) => ({ matchId: match!.id, position, entrantId })));
      await db.insert(roundEntrants).values([
        { roundId: round!.id, entrantId: table.home, matchId: match!.id, points: result.totals[0]! },
        { roundId: round!.id, entrantId: table.away, matchId: match!.id, points: result.totals[1]! },
      ]);
      played.forEach((d, k) => dealRows.push({ matchId: match!.id, number: k + 1, record: d.record, score: d.score, detail: d.detail }));
      if (closed)
        results.push({ kind: "played", round: number, home: table.home, away: table.away, homePoints: result.totals[0]!, awayPoints: result.totals[1]! });
    }
    if (pairing.bye) {
      await db.insert(roundEntrants).values({ roundId: round!.id, entrantId: pairing.bye, isBye: true });
      if (closed) results.push({ kind: "bye", round: number, entrant: pairing.bye });
    }
    if (dealRows.length) await db.insert(deals).values(dealRows);
  }
  return { tournamentId: tournament.id };
}
