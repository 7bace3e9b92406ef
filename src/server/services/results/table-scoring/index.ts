// How a table is scored, per game: the server side of the seam beside rounds/seating. A third game adds one entry.
import type { GameId } from "@/games";
import { doppelkopfScoring } from "./doppelkopf";
import { klammernScoring } from "./klammern";
import type { Queryable } from "../../../db";
import { loadSeats } from "../../rounds/table-seats";
import type { TableContext, TableScoring } from "./types";

const SCORING: Record<GameId, TableScoring> = { klammern: klammernScoring, doppelkopf: doppelkopfScoring };

export function tableScoring(game: string): TableScoring {
  const scoring = SCORING[game as GameId];
  if (!scoring) throw new Error(`No table scoring for game ${game}`);
  return scoring;
}

/** A table's seats and first dealer, as its scoring reads them. */
export async function tableContext(db: Queryable, match: { id: string; firstDealer: number }): Promise<TableContext> {
  const seats = (await loadSeats(db, [match.id])).get(match.id) ?? [];
  return { seats, firstDealer: match.firstDealer };
}

export type { EvaluatedTable, TableContext, TableScoring } from "./types";
