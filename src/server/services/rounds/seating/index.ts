// How a round is seated, per game: the server side of the seam (src/games says what a game is; this says how its
// round is drawn from the stored data, how two entrants of a draft are swapped, and whether later rounds read the
// standings). A third game adds one entry.
import { asGameId, type GameId } from "@/games";
import { seatDoppelkopfRound } from "../../../games/doppelkopf/seating";
import { swapDoppelkopfPlayers } from "../../../games/doppelkopf/swap";
import { seatKlammernRound } from "../../../games/klammern/seating";
import { swapKlammernPairs } from "../../../games/klammern/swap";
import type { GameSeating } from "./types";

const SEATING: Record<GameId, GameSeating> = {
  klammern: { seat: seatKlammernRound, swap: swapKlammernPairs, readsStandings: (t) => t.scheduleType === "swiss" },
  // Every Doppelkopf mode seats in the order of the standings (the draw shuffles that order with the round's seed).
  doppelkopf: { seat: seatDoppelkopfRound, swap: swapDoppelkopfPlayers, readsStandings: () => true },
};

export function roundSeating(game: string): GameSeating {
  return SEATING[asGameId(game)];
}

export type { SeatedRound, SeatedTable } from "./types";
