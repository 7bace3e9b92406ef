// A demo evening as the verbs would have left it, whatever the game: the tournament, its entrants and players, and
// its rounds: `roundsClosed` played and closed, and, while rounds remain, the next one drawn and under way. The game
// draws each round and plays its tables (its demo.ts); this stores them.
import type { GameId, TournamentFormat } from "@/games";
import type { RoundPlan } from "@/lib/schedule";
import type { Queryable } from "../db/client";
import { deals, entrantPlayers, entrants, matches, roundEntrants, rounds, tableSeats, tournaments } from "../db/schema";

/** A player of a demo evening: a club member, or a guest known by name. */
export type DemoPlayer = { memberId: string } | { guestName: string };

/** What every demo evening names; the game's own evening adds its entrants and how far its tables are. */
export interface DemoEvening {
  clubId: string;
  slug: string;
  name: string;
  date: string;
  venue: string | null;
  roundsPlanned: number;
  roundsClosed: number;
  /** Deals or games entered per table of the running round (table 1 first). */
  progress?: readonly number[];
  /** The day's plan of round starts, where the evening has one (the projector's round clock). */
  schedule?: RoundPlan[];
  seed: number;
}

/** One table of a demo round, played as far as the round is. */
export interface DemoTable {
  table: number;
  firstDealer: number;
  over: boolean;
  /** The entrant at each position. */
  seats: readonly string[];
  /** Each seated entrant's points (an entrant holding two positions once). */
  points: readonly { entrantId: string; points: number }[];
  deals: readonly { record: Record<string, unknown>; score: number[]; detail: unknown }[];
}

export interface DemoRound {
  explanations: unknown[];
  warnings: unknown[];
  tables: readonly DemoTable[];
  bye?: string | null;
}

/** The game's part: its tournament and entrants, and how it draws and plays round `number` (the rounds come in order,
 * so the game keeps the closed ones as the history of the next). */
export interface DemoGame {
  game: GameId;
  rules: Record<string, unknown>;
  format: TournamentFormat;
  entrants: readonly { name?: string | null; players: readonly DemoPlayer[] }[];
  playRounds(entrantIds: string[]): (round: { number: number; seed: number; closed: boolean }) => DemoRound;
}

/** Stores the evening (once: an existing slug leaves it alone, and the id is ""). */
export async function seedDemoEvening(db: Queryable, e: DemoEvening, game: DemoGame): Promise<{ tournamentId: string }> {
  const [tournament] = await db
    .insert(tournaments)
    .values({
      clubId: e.clubId,
      slug: e.slug,
      name: e.name,
      date: e.date,
      venue: e.venue,
      game: game.game,
      rules: game.rules,
      format: game.format,
      roundsPlanned: e.roundsPlanned,
      schedule: e.schedule ?? [],
      visibility: "public",
      status: e.roundsClosed >= e.roundsPlanned ? "finished" : "running",
      finishedAt: e.roundsClosed >= e.roundsPlanned ? new Date() : null,
      seed: e.seed,
      rulesFrozenAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (!tournament) return { tournamentId: "" };
  const stored = await db
    .insert(entrants)
    .values(game.entrants.map((x, i) => ({ tournamentId: tournament.id, number: i + 1, name: x.name ?? null, status: "checked-in" as const })))
    .returning();
  stored.sort((x, y) => x.number - y.number);
  await db.insert(entrantPlayers).values(
    stored.flatMap((p) =>
      game.entrants[p.number - 1]!.players.map((who, i) => ({
        entrantId: p.id,
        tournamentId: tournament.id,
        position: i + 1,
        ...("memberId" in who ? { memberId: who.memberId } : { guestName: who.guestName }),
      })),
    ),
  );
  const play = game.playRounds(stored.map((p) => p.id));

  for (let number = 1; number <= Math.min(e.roundsClosed + 1, e.roundsPlanned); number++) {
    const seed = (e.seed + number * 7919) | 0;
    const closed = number <= e.roundsClosed;
    const drawn = play({ number, seed, closed });
    const [round] = await db
      .insert(rounds)
      .values({
        tournamentId: tournament.id,
        number,
        status: closed ? "closed" : "published",
        seed,
        explanations: drawn.explanations,
        warnings: drawn.warnings,
        byeEntrantId: drawn.bye,
        publishedAt: new Date(),
        closedAt: closed ? new Date() : null,
      })
      .returning();
    const dealRows: (typeof deals.$inferInsert)[] = [];
    for (const table of drawn.tables) {
      const [match] = await db
        .insert(matches)
        .values({
          roundId: round!.id,
          tournamentId: tournament.id,
          tableNumber: table.table,
          firstDealer: table.firstDealer,
          status: table.over ? "complete" : "open",
          completedAt: table.over ? new Date() : null,
        })
        .returning();
      await db.insert(tableSeats).values(table.seats.map((entrantId, position) => ({ matchId: match!.id, position, entrantId })));
      await db.insert(roundEntrants).values(table.points.map(({ entrantId, points }) => ({ roundId: round!.id, entrantId, matchId: match!.id, points })));
      table.deals.forEach((d, k) => dealRows.push({ matchId: match!.id, number: k + 1, record: d.record, score: d.score, detail: d.detail }));
    }
    if (drawn.bye) await db.insert(roundEntrants).values({ roundId: round!.id, entrantId: drawn.bye, isBye: true });
    if (dealRows.length) await db.insert(deals).values(dealRows);
  }
  return { tournamentId: tournament.id };
}
