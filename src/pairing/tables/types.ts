// Doppelkopf seating: individual players drawn to tables of four or five each round (docs/doppelkopf-tournaments.md;
// docs/doppelkopf-seating.md). Positions are 0-based here: position 0 deals first.

export type PlayerId = string;

export const seatingModes = ["draw", "standings", "moving"] as const;
export type SeatingMode = (typeof seatingModes)[number];

/** A table of an earlier round: its players by position and, for the moving system, their places at the table
 * (1 = table winner; shared places allowed). */
export interface PastTable {
  round: number;
  table: number;
  players: PlayerId[];
  places?: number[];
}

export interface TableSeatingInput {
  /** The players of this round, in standings order (best first); round 1: registration order. */
  players: PlayerId[];
  round: number;
  /** The round's stored seed: the same seed and input give the same seating. */
  seed: number;
  mode: SeatingMode;
  history: PastTable[];
}

export interface SeatedTable {
  table: number;
  players: PlayerId[];
}

/** A text in German and English. */
export interface Words {
  de: string;
  en: string;
}

export type TableSeating =
  | { ok: true; tables: SeatedTable[]; repeats: number; explanations: Words[] }
  | { ok: false; code: "TOO_FEW" | "UNSEATABLE"; message: Words; suggestions: Words[] };
