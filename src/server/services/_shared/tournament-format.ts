// A tournament as the verbs read it: its row, the format one stored object (tournaments.format, checked by the
// game's formatShape). Shared code asks the game what the format means (gameOf(t.game)); only the game's own code
// reads its fields (klammernFormat(t), doppelkopfFormat(t)).
import { gameOf, type FormatOf, type GameId, type TournamentFormat } from "@/games";
import type { tournaments } from "../../db/schema";

type TournamentRow = typeof tournaments.$inferSelect;

/** A tournament, discriminated on its game: narrowing `game` narrows `format` to that game's. */
export type Tournament = { [G in GameId]: Omit<TournamentRow, "game" | "format"> & { game: G; format: FormatOf<G> } }[GameId];

/** A row as read from tournaments: its format is the one of its game, as the settings verbs checked it with the
 * game's formatShape before storing it. */
export function asTournament<T extends TournamentRow>(row: T): T & Tournament {
  return row as T & Tournament;
}

/** The format object of a settings input: the game's format fields (src/games), nothing else. */
export function formatOf(game: string, input: object): TournamentFormat {
  const values = input as Record<string, unknown>;
  return Object.fromEntries(Object.keys(gameOf(game).formatFields).map((key) => [key, values[key]])) as unknown as TournamentFormat;
}
