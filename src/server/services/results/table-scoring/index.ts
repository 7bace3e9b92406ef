// How a table is scored, per game: the server side of the seam beside rounds/seating. A third game adds one entry.
import type { GameId } from "@/games";
import { doppelkopfScoring } from "./doppelkopf";
import { klammernScoring } from "./klammern";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Queryable } from "../../../db";
import { penalties } from "../../../db/schema";
import { loadSeats } from "../../rounds/table-seats";
import type { TableContext, TableScoring } from "./types";

const SCORING: Record<GameId, TableScoring> = { klammern: klammernScoring, doppelkopf: doppelkopfScoring };

export function tableScoring(game: string): TableScoring {
  const scoring = SCORING[game as GameId];
  if (!scoring) throw new Error(`No table scoring for game ${game}`);
  return scoring;
}

/** A table's seats, first dealer and penalties, as its scoring reads them. */
export async function tableContext(db: Queryable, match: { id: string; firstDealer: number; struckAfter: number | null }): Promise<TableContext> {
  const seats = (await loadSeats(db, [match.id])).get(match.id) ?? [];
  // Only countersigned penalties count (TSR 8.2.2); one noted at the table waits for the referee.
  const given = await db
    .select({ points: penalties.points })
    .from(penalties)
    .where(and(eq(penalties.matchId, match.id), isNotNull(penalties.signedAt)))
    .orderBy(asc(penalties.createdAt));
  return { seats, firstDealer: match.firstDealer, penalties: given.map((p) => p.points), struckAfter: match.struckAfter };
}

export type { EvaluatedTable, TableContext, TableScoring } from "./types";
