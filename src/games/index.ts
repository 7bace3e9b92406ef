// The games a tournament can be played in, by the id stored in tournaments.game. Shared code asks gameOf(id)
// instead of branching on a game's name.
import type { GameName } from "@/engine";
import { doppelkopf } from "./doppelkopf";
import { klammern } from "./klammern";
import type { DoppelkopfFormat } from "./doppelkopf";
import type { KlammernFormat } from "./klammern";
import type { Game } from "./types";

export const GAMES = { klammern, doppelkopf } as const satisfies Record<string, Game>;
export type GameId = keyof typeof GAMES;
export const gameIds = Object.keys(GAMES) as GameId[];
// The engine sits below this registry and cannot import GameId, so src/engine/records.ts names the games whose
// records it scores in its own union; this fails to compile when the two lists differ.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _engineScoresTheseGames: Same<GameId, GameName> = true;
/** The game of a tournament created without naming one (the first game of the build, as before Doppelkopf). */
export const DEFAULT_GAME = "klammern" satisfies GameId;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every game's format fields in one shape: what a tournament update may name (the verb refuses another game's). */
export const everyFormatField = Object.assign({}, ...gameIds.map((id) => GAMES[id].formatFields)) as UnionToIntersection<(typeof GAMES)[GameId]["formatFields"]>;

/** Whether `id` names a game of this build (its own key of GAMES, not one inherited like "toString"). */
export function isGameId(id: string): id is GameId {
  return Object.prototype.hasOwnProperty.call(GAMES, id);
}

/** A stored game id (tournaments.game, a record's game) narrowed once where it is read, so that every registry
 * keyed by GameId finds its entry; an id this build does not know is a programmer error, never Klammern. */
export function asGameId(id: string): GameId {
  if (!isGameId(id)) throw new Error(`Unknown game: ${id}`);
  return id;
}

/** The game stored under `id`; a tournament of a game this build does not know is a programmer error. */
export function gameOf(id: string): Game {
  return GAMES[asGameId(id)];
}

export { doppelkopf, klammern };
export { doppelkopfFormat, doppelkopfFormatFields, doppelkopfFormatShape } from "./doppelkopf";
export type { DoppelkopfFormat, GameSeats, ListGame, Spielliste, TableSize } from "./doppelkopf";
export { dueVorfuehrung, gameSeats, penaltyClasses, penaltyPoints, replaySpielliste, withPenalties } from "./doppelkopf";
export type { PenaltyClass, PenaltyInput } from "./doppelkopf";
export { klammernFormat, klammernRanking, klammernFormatFields, klammernFormatShape, scheduleTypes } from "./klammern";
export { engineFormat, evaluateMatch, type MatchSetting } from "./klammern/match";
export { engineRejection, resultError } from "./engine-errors";
export type { EvaluatedTable, ScoringSetting, TableContext, TableScoring } from "./table-scoring";
export type { ByeScoreSetting, KlammernFormat, MatchFormat, MatchPoints } from "./klammern";

/** Each game's tournament format by its id; a game of GAMES without its entry here does not compile. */
interface Formats {
  klammern: KlammernFormat;
  doppelkopf: DoppelkopfFormat;
}
export type FormatOf<G extends GameId> = Formats[G];

/** A tournament's format as stored (tournaments.format); which one is told by tournaments.game. */
export type TournamentFormat = FormatOf<GameId>;
export type { Game, PairRanking, RulesCheck, SeatLabel, TableGoal, Words } from "./types";
export type { SheetGame, SheetReplay, SheetSetting } from "./sheet-types";
export { sheetSides } from "./klammern";
