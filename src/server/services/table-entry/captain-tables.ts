// What each game adds to the captain's view of a table (get-captain-match.ts): a Klammern match of two pairs, or a
// Doppelkopf Spielliste. A third game adds one entry; an id this build does not know is an internal error.
import { asGameId, type GameId } from "@/games";
import { doppelkopfCaptainTable } from "../../games/doppelkopf/captain-table";
import { klammernCaptainTable } from "../../games/klammern/captain-table";
import type { CaptainTable } from "./captain-table-types";

const CAPTAIN_TABLES = { klammern: klammernCaptainTable, doppelkopf: doppelkopfCaptainTable } satisfies Record<GameId, CaptainTable<{ game: GameId }>>;

export function captainTable(game: string): (typeof CAPTAIN_TABLES)[GameId] {
  return CAPTAIN_TABLES[asGameId(game)];
}
