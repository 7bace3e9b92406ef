// The seam between the tournament core and a game: everything that differs between Klammern and Doppelkopf is
// asked of a Game, so shared code never branches on a game's name. A third game (Skat, Schafkopf) is one more
// folder beside klammern/ implementing this interface. (Models: boardgame.io's `Game`, lichess's Swiss per
// variant.) Pure: the engine, pairing, src/lib and zod only.
import type { z } from "zod";
import type { PlayerTiebreak, RankingMode, ScoringConfig, Tiebreak } from "@/pairing";
import type { SheetGame } from "./sheet-types";
import type { TableScoring } from "./table-scoring";

/** A text in both languages, German first. */
export interface Words {
  de: string;
  en: string;
}

/** A position's name at the table and its short code (N, E, S, W; or 1..5). */
export interface SeatLabel extends Words {
  code: string;
}

export type RulesCheck<Rules> = { ok: true; value: Rules } | { ok: false; errors: { message: string; messageEn: string }[] };

/** How single players are ranked: by total, average or placement points, the tiebreaks in order (none: equal rows
 * share the place), and whether a player who missed a closed round gets a place. */
export interface PlayerRanking {
  mode: RankingMode;
  tiebreaks: PlayerTiebreak[];
  onlyComplete: boolean;
}

/** How pairs are ranked: the points of a won, drawn and lost match and of a bye, and the tiebreaks in order. */
export interface PairRanking {
  points: ScoringConfig;
  tiebreaks: Tiebreak[];
}

/** How a table's play ends in a round: after a number of deals, or when a side reaches a target score. */
export type TableGoal = { kind: "deals"; deals: number } | { kind: "target"; target: number };

export interface Game<Rules extends object = object, FormatShape extends z.ZodRawShape = z.ZodRawShape, FormatFields extends z.ZodRawShape = z.ZodRawShape> {
  /** Stored in tournaments.game and in every record's `game`. */
  id: string;
  name: Words;
  /** What one entrant is: a pair of two players (Klammern) or one player (Doppelkopf). `named`: the entrant carries a
   * name of its own besides its players' (a pair's name), asked instead of its size (a count, never a test). */
  entrant: { players: 1 | 2; named: boolean; noun: Words; plural: Words };
  /** The table sizes a round may use, in positions (a Klammern pair holds two opposite positions). */
  tableSizes: readonly number[];
  /** How many positions play each deal; at a table with more, the dealer sits out each deal (Doppelkopf at five:
   * the current dealer). */
  dealPlayers: number;
  /** The name of each position at a table of `size`, position 0 first (it deals first), with a short code. */
  seatLabels(size: number): SeatLabel[];
  /** Who keeps a table's entry on its device and who confirms it with the second code (the table codes), and the
   * refusal of a code that is not the confirmer's. */
  tableRoles: { keeper: Words; confirmer: Words; wrongCode: Words };
  /** Whether a table is played by two sides, a pair at positions 0 and 2 against one at 1 and 3: its result is an
   * outcome and game points per side, and the pages name the sides North/South and East/West. */
  sides: boolean;
  /** How the standings rank: pairs by match points and the schedule's tiebreaks (src/pairing/standings), or each
   * player by the ranking the game reads from the tournament's format (src/pairing/standings/individual.ts). */
  standings: { kind: "pairs"; ranking(format: object): PairRanking } | { kind: "players"; ranking(format: object): PlayerRanking };
  /** How a table of `size` positions ends its play in a round, by the tournament's format: the pages' progress
   * ("7 / 16 Spiele") and the table's paper sheet. */
  tableGoal(format: object, size: number): TableGoal;
  /** The round clock's minutes at a table of each size the game seats (TSR 8.5.1: 100 minutes at four; 125 at five by
   * default), from the round's publication; null: the format plays without a round clock. */
  roundMinutes(format: object): { size: number; minutes: number }[] | null;
  /** Whether the field is closed once round 1 is drawn: a schedule fixed in advance (round robin) has no place
   * for a late entrant. */
  fieldFixed(format: object): boolean;
  /** What the game has beyond its deals: penalties given at the table (TSR 9), and a table's games as one list
   * (the Spielliste: the office's list page, its confirmation at the table). */
  features: { penalties: boolean; gameList: boolean };
  /** What the organizer's closing of an unfinished table does: sets its result (Klammern's outcomes), or strikes its
   * remaining games and counts those played (Doppelkopf, TSR 8.5.1). Pages name such a table by it. */
  closedEarly: "result-set" | "games-struck";
  /** The tournament format's fields (match format, points, byes, schedule ...), each required: what an update
   * may name. */
  formatFields: FormatFields;
  /** The same fields, each with its default: what a new tournament gets. */
  formatShape: FormatShape;
  /** The format fields that stay as they are once round 1 has started, with the refusal's words. */
  frozenFormat: Record<string, Words>;
  /** The engine's own check of a rules object; unknown options or values are errors with their reason. */
  parseRules(rules: Record<string, unknown>, path: string): RulesCheck<Rules>;
  /** How a table's deals become each seated entrant's points (Klammern: the engine's match scoring; Doppelkopf: the
   * Spielliste with the format's games for the table's size): the server scores every deal through it. */
  scoring: TableScoring;
  /** A game sheet for one table (issue 13): who may sit at it and how its deals add up. */
  sheet: SheetGame;
}
