// The server halves of the games, by the id stored in tournaments.game: shared verbs ask serverGame(id), never
// the game's name. A game without its entry does not compile; an id this build does not know is an internal error.
import { asGameId, type GameId } from "@/games";
import { doppelkopfServer } from "./doppelkopf";
import { klammernServer } from "./klammern";
import type { ServerGame } from "./types";

const SERVER_GAMES = { klammern: klammernServer, doppelkopf: doppelkopfServer } satisfies Record<GameId, ServerGame>;

export function serverGame(game: string): (typeof SERVER_GAMES)[GameId] {
  return SERVER_GAMES[asGameId(game)];
}

export type { DemoSeason, DemoSeasonSeed, ServerGame } from "./types";
