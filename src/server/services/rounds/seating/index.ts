// How a round is seated, per game: the server side of the seam (src/games says what a game is; this says how its
// round is drawn from the stored data). A third game adds one entry.
import type { GameId } from "@/games";
import { seatDoppelkopfRound } from "./doppelkopf";
import { seatKlammernRound } from "./klammern";
import type { SeatRound } from "./types";

const SEATING: Record<GameId, SeatRound> = { klammern: seatKlammernRound, doppelkopf: seatDoppelkopfRound };

export function roundSeating(game: string): SeatRound {
  const seat = SEATING[game as GameId];
  if (!seat) throw new Error(`No seating for game ${game}`);
  return seat;
}

export type { SeatedRound, SeatedTable } from "./types";
