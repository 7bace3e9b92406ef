// A tournament row with its format's fields beside the others (t.matchFormat, t.scheduleType, ...), as the verbs,
// pages and exports read them; the format itself is one stored object (tournaments.format, checked by the game's
// formatShape).
import { gameOf, type KlammernFormat, type TournamentFormat } from "@/games";
import type { tournaments } from "../../db/schema";

export type TournamentRow = typeof tournaments.$inferSelect;

/** The row with its format spread out. Typed as Klammern's because only Klammern tournaments reach the verbs that
 * read these fields until the round and result verbs ask the game (src/games); a Doppelkopf row spreads its own. */
export type Tournament = TournamentRow & KlammernFormat;

export function withFormat<T extends { format: TournamentFormat }>(row: T): T & KlammernFormat {
  return { ...row, ...(row.format as KlammernFormat) };
}

/** The format object of a settings input: the game's format fields (src/games), nothing else. */
export function formatOf(game: string, input: object): TournamentFormat {
  const values = input as Record<string, unknown>;
  return Object.fromEntries(Object.keys(gameOf(game).formatFields).map((key) => [key, values[key]])) as unknown as TournamentFormat;
}
