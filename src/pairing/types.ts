// Shared types of the pairing and standings library (src/pairing). Pure data, no behaviour.
// Rule sources: Klammern Turniermodus as played in clubs (fixed partner pairs, match points 2/1/0 per match),
// FIDE Handbook C.04 (Swiss systems) and C.07 (tie-break regulations), Berger tables (FIDE C.05 Annex 1).

/** Stable id of an entrant (a fixed Klammern partner pair), as stored by the server. */
export type EntrantId = string;

export interface Entrant {
  id: EntrantId;
  /** Shown in explanations as "Paar <label>" / "Pair <label>"; defaults to the id (e.g. the start number). */
  label?: string;
  /** Late entry: the first round this entrant may be paired in (default 1). */
  enteredRound?: number;
  /** Withdrawal: the last round this entrant was (or is) paired in. Kept in the standings, never paired after it. */
  withdrawnAfterRound?: number;
}

/** Closed outcome union of one side of a match. */
export type Outcome = "win" | "draw" | "loss";

/** A match as played: the outcome follows from the game points (more points wins, equal is a draw). */
export interface PlayedMatch {
  kind: "played";
  round: number;
  /** Home side sits North/South. */
  home: EntrantId;
  away: EntrantId;
  /** Integer game points (Spielpunkte) of each side over the whole match. */
  homePoints: number;
  awayPoints: number;
}

/** A match whose outcome the organizer decided (forfeit, penalty, double loss), with the game points to book. */
export interface AdjustedMatch {
  kind: "adjusted";
  round: number;
  home: EntrantId;
  away: EntrantId;
  homePoints: number;
  awayPoints: number;
  homeOutcome: Outcome;
  awayOutcome: Outcome;
}

/** A round without an opponent (Freilos); scored with the configured bye score. */
export interface ByeRecord {
  kind: "bye";
  round: number;
  entrant: EntrantId;
}

export type MatchRecord = PlayedMatch | AdjustedMatch | ByeRecord;

export interface ByeScore {
  matchPoints: number;
  pointsFor: number;
  pointsAgainst: number;
}

/** Match points per outcome and the bye score; all integers. */
export interface ScoringConfig {
  win: number;
  draw: number;
  loss: number;
  bye: ByeScore;
}

/** Default: win 2, draw 1, loss 0; a bye counts as a win with no game points. */
export const DEFAULT_SCORING: ScoringConfig = {
  win: 2,
  draw: 1,
  loss: 0,
  bye: { matchPoints: 2, pointsFor: 0, pointsAgainst: 0 },
};

/**
 * Closed union of ranking criteria, applied in the configured order (every one: higher is better):
 * - matchPoints: sum of match points (Matchpunkte), byes included
 * - pointDiff:   game points for minus against (Spielpunktdifferenz)
 * - pointsFor:   game points for (Spielpunkte)
 * - buchholz:    sum of the current match points of all opponents met; a bye adds nothing (FIDE C.07 "Buchholz")
 * - headToHead:  match points scored in the matches among the entrants still tied (mini-table, FIDE C.07 "direct encounter")
 * - wins:        matches won (played or adjusted); a bye is not a win
 */
export type Tiebreak = "matchPoints" | "pointDiff" | "pointsFor" | "buchholz" | "headToHead" | "wins";

export const TIEBREAKS: readonly Tiebreak[] = ["matchPoints", "pointDiff", "pointsFor", "buchholz", "headToHead", "wins"];

/** Default order: match points, game-point difference, game points, Buchholz. */
export const DEFAULT_TIEBREAKS: readonly Tiebreak[] = ["matchPoints", "pointDiff", "pointsFor", "buchholz"];

/** Seats at a Klammern table; a pair sits opposite (North/South or East/West). */
export type Seat = "N" | "E" | "S" | "W";

/** One table of a round: the home pair sits North/South, the away pair East/West. */
export interface PairingTable {
  /** 1-based; table 1 is the top table (highest-ranked pair). */
  table: number;
  home: EntrantId;
  away: EntrantId;
  /** Who deals the first deal, drawn from the round's seed. */
  firstDealer: Seat;
}

/** An explanation or warning, German first, with a stable code and the entrants it concerns. */
export interface Note<C extends string = string> {
  code: C;
  entrants: EntrantId[];
  table?: number;
  de: string;
  en: string;
}

export type ExplanationCode =
  | "ranking" // how the pairing order was formed
  | "bye" // who got the bye and why
  | "paired" // a table in its score group
  | "floatedDown" // a pair was paired into a lower score group
  | "rematchAvoided" // a nearer opponent was skipped because of a rematch (or because the rest would need one)
  | "excluded" // withdrawn or not yet entered
  | "seating" // who sits North/South
  | "swapped"; // organizer swapped two entrants

export type WarningCode =
  | "rematch" // two entrants meet again
  | "repeatBye" // an entrant gets a second bye
  | "duplicate" // an entrant appears twice in one round
  | "unknownEntrant" // an id not in the entrant list
  | "notEligible" // withdrawn or not yet entered
  | "unpaired" // an eligible entrant has neither a table nor the bye
  | "selfPairing"; // an entrant against itself

export type Explanation = Note<ExplanationCode>;
export type Warning = Note<WarningCode>;

/** A round's pairing as proposed to the organizer (and stored with its explanations). */
export interface Pairing {
  round: number;
  seed: number;
  tables: PairingTable[];
  /** The entrant with the bye (Freilos), or null. */
  bye: EntrantId | null;
  /** Eligible entrants left without a game because their scheduled opponent does not play (round robin only). */
  idle: EntrantId[];
  explanations: Explanation[];
  warnings: Warning[];
}
