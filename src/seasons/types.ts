// A season (ranking list) as plain data: the events in it, each participant's value per round, and the ranked rows
// that come back. Pure; the server resolves who is who (members, federation numbers, merged guests) into `key`
// before calling, and supplies the number that ranks (Doppelkopf points, Klammern match or game points).

/** A calendar day, "YYYY-MM-DD". */
export type IsoDate = string;

/** The table a participant sat at in one round, for placement points: everyone's points at it (the participant's
 * own is the round's `value`), or, where only the result is stored, the place and how many shared it. */
export type TableAtRound = { points: readonly number[] } | { size: number; place: number; sharedBy?: number };

export interface RoundEntry {
  round: number;
  /** Integer: the participant's points of this round (or his pair's match or game points). */
  value: number;
  /** Needed by the placement rule only. */
  table?: TableAtRound;
}

export interface ParticipantResult {
  /** The person (or fixed pair) across events; the same key at most once per event. */
  key: string;
  rounds: readonly RoundEntry[];
}

export interface SeasonEvent {
  id: string;
  date: IsoDate;
  /** Players who took part (the DDV list counts an event only from 32). */
  players: number;
  /** Rounds played so far (all of them once the event is over). */
  rounds: number;
  /** Still being played: it counts as it stands and is marked in the rows. */
  running: boolean;
  results: readonly ParticipantResult[];
}

export interface SeasonInput {
  events: readonly SeasonEvent[];
}

/** The dates that count: a closed range (both ends included), or the months ending at `end` (see window.ts). */
export type SeasonWindow = { kind: "range"; from: IsoDate; to: IsoDate } | { kind: "rolling"; months: number; end: IsoDate };

/** Which events count at all (the DDV list: at least 32 players and 3 rounds). */
export interface EventFilter {
  minPlayers?: number;
  minRounds?: number;
}

export interface CommonOptions {
  eventFilter?: EventFilter;
  /** Rows with fewer counted rounds are listed without a place. */
  minRounds?: number;
}

export type SumOptions = CommonOptions;
export interface AverageOptions extends CommonOptions {
  minRounds: number;
}
export interface BestOfOptions extends CommonOptions {
  /** The N best event totals count; a participant's other events are dropped ("Streichergebnis"). */
  best: number;
}
export interface PlacementOptions extends CommonOptions {
  /** Rank by placementPoints × factor + points / divisor (the club index: 6 and 10) instead of placement points. */
  index?: { placementFactor: number; pointsDivisor: number };
  /** What an event of the window the participant did not play costs (the club rule: −3 and −150). */
  missedEvening?: { placementPoints: number; points: number };
}
export interface DdvOptions extends CommonOptions {
  minRounds: number;
  eventFilter: Required<EventFilter>;
}

export type SeasonRule =
  | { kind: "sum"; options?: SumOptions }
  | { kind: "average"; options: AverageOptions }
  | { kind: "bestOf"; options: BestOfOptions }
  | { kind: "placement"; options?: PlacementOptions }
  | { kind: "ddv"; options?: Partial<DdvOptions> };

/** Why a played event does not count for a row. */
export type NotCountedReason = "outsideWindow" | "tooFewPlayers" | "tooFewRounds" | "notBest";

export interface RowEvent {
  event: string;
  date: IsoDate;
  running: boolean;
  /** "missed": an event of the window the participant did not play, charged by the placement rule's option. */
  kind: "played" | "missed";
  counted: boolean;
  reason: NotCountedReason | null;
  rounds: number;
  /** The event's total of values (for "missed": the points charged). */
  total: number;
  /** Placement rule only: the event's placement points (for "missed": those charged). */
  placementPoints?: number;
}

export interface SeasonRow {
  key: string;
  /** Competition ranking (7., 7., 9.); null below the minimum of rounds or when nothing counted. */
  place: number | null;
  /** What the row ranks by: the total, the average or the index, as the rule says. */
  value: number;
  /** Sum of the counted values (the placement rule: of the raw points, missed evenings charged). */
  total: number;
  /** Rounds in the counted events. */
  rounds: number;
  minRounds: number | null;
  /** The rounds an average divides by (null for rules that rank a sum). */
  divisor: number | null;
  average: number | null;
  /** Placement rule only. */
  placementPoints?: number;
  index?: number;
  /** In date order: every event of the participant (counted or why not), and the missed ones where charged. */
  events: RowEvent[];
}

export type RankedBy = "total" | "average" | "placementPoints" | "index";

export interface SeasonStandings {
  rankedBy: RankedBy;
  /** The window's bounds as applied, both days included. */
  window: { from: IsoDate; to: IsoDate };
  rows: SeasonRow[];
}
