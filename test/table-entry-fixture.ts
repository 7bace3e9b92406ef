// A Klammern tournament with published rounds and seated tables, written straight into the database, so that
// table-entry tests do not depend on the pairing and publication verbs.
import { eq } from "drizzle-orm";
import { entrantPlayers, entrants, matches, rounds, tableSeats, tournaments } from "../src/server/db/schema";
import { pairSeats } from "../src/server/services/rounds/table-seats";
import type { Database } from "../src/server/db";
import type { SessionUser } from "../src/server/services/_shared/context";
import { callerFor } from "./services";

let n = 0;

export interface Fixture {
  tournamentId: string;
  /** rounds[r][t] = match id of table t+1 in round r+1 */
  tables: string[][];
  roundIds: string[];
}

/** `tables` tables in each of `roundCount` published rounds; matches of `deals` deals. */
export async function makeTournament(db: Database, owner: SessionUser, opts: { tables?: number; rounds?: number; deals?: number } = {}): Promise<Fixture> {
  const tableCount = opts.tables ?? 4;
  const roundCount = opts.rounds ?? 2;
  n++;
  const club = await callerFor(db, owner).club.create({ name: `Klammerclub ${n} ${owner.name}` });
  const [t] = await db
    .insert(tournaments)
    .values({
      clubId: club.id,
      slug: `te-${n}-${Date.now()}`,
      name: `Tischtest ${n}`,
      date: "2026-12-02",
      game: "klammern",
      rules: { preset: "house" },
      format: { matchFormat: { kind: "deals", deals: opts.deals ?? 4 }, scheduleType: "swiss", matchPoints: { win: 2, draw: 1, loss: 0 }, byeScore: { matchPoints: 2, pointsFor: 0, pointsAgainst: 0 }, tiebreaks: [] },
      roundsPlanned: roundCount,
      seed: 7,
      status: "running",
    })
    .returning();
  const pairs = await db
    .insert(entrants)
    .values(Array.from({ length: tableCount * 2 }, (_, i) => ({ tournamentId: t!.id, number: i + 1 })))
    .returning();
  await db.insert(entrantPlayers).values(
    pairs.flatMap((p) => ["A", "B"].map((s, k) => ({ entrantId: p.id, tournamentId: t!.id, position: k + 1, guestName: `${s}${p.number}` }))),
  );
  const tables: string[][] = [];
  const roundIds: string[] = [];
  for (let r = 1; r <= roundCount; r++) {
    const [round] = await db.insert(rounds).values({ tournamentId: t!.id, number: r, status: "published", seed: r }).returning();
    roundIds.push(round!.id);
    const ms = await db
      .insert(matches)
      .values(
        Array.from({ length: tableCount }, (_, i) => ({
          roundId: round!.id,
          tournamentId: t!.id,
          tableNumber: i + 1,
          firstDealer: 0,
        })),
      )
      .returning();
    ms.sort((a, b) => a.tableNumber - b.tableNumber);
    await db.insert(tableSeats).values(ms.flatMap((m, i) => pairSeats(m.id, pairs[2 * i]!.id, pairs[2 * i + 1]!.id)));
    tables.push(ms.map((m) => m.id));
  }
  return { tournamentId: t!.id, tables, roundIds };
}

export async function setRoundStatus(db: Database, roundId: string, status: "draft" | "published" | "closed") {
  await db.update(rounds).set({ status }).where(eq(rounds.id, roundId));
}

/** A valid summary deal: the declarer (left of the dealer) makes 100 of 164, the other side takes the rest. */
export function deal(dealer: number, cardPoints: number | null = 100): Record<string, unknown> {
  return {
    game: "klammern",
    players: 4,
    dealer,
    summary: { declarer: (dealer + 1) % 4, trump: "H", chosen: "original", melds: [], bella: null, cardPoints: [cardPoints, null] },
  };
}
