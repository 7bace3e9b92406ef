// The UI of each game, for the shared pages (the UI side of the seam; src/games is the pure side): its settings, its
// create form, its public views, its office pages' parts, its words in the audit trail and its table entry. Each
// entry lives in the game's folder; a third game adds one, and the build does not compile until it has. An id this
// build does not know is an internal error.
import { asGameId, type GameId } from "@/games";
import { doppelkopfViews } from "./doppelkopf/views";
import { klammernViews } from "./klammern/views";
import type { GameViews } from "./types";

const VIEWS: Record<GameId, GameViews> = { klammern: klammernViews, doppelkopf: doppelkopfViews };

export function gameViews(game: string): GameViews {
  return VIEWS[asGameId(game)];
}

export type { GameViews } from "./types";
