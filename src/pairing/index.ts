// Public API of the pairing and standings library (pure; seeded; see docs/pairing.md).
export type {
  AdjustedMatch,
  ByeRecord,
  ByeScore,
  Entrant,
  EntrantId,
  Explanation,
  ExplanationCode,
  MatchRecord,
  Note,
  Outcome,
  Pairing,
  PairingTable,
  PlayedMatch,
  ScoringConfig,
  Seat,
  Tiebreak,
  Warning,
  WarningCode,
} from "./types";
export { DEFAULT_SCORING, DEFAULT_TIEBREAKS, TIEBREAKS } from "./types";
export { eligibility, isEligible, type Eligibility } from "./pairs/entrants";
export { pairSwissRound, type SwissInput, type SwissMethod, type SwissOptions } from "./pairs/swiss";
export { bergerOrder, roundRobinRound, roundRobinRoundCount, roundRobinSchedule, type RoundRobinOptions, type RoundRobinRound } from "./pairs/round-robin";
export { firstDealer, higherRankedSitsHome, numberTables, SEATS, type SeatHistory, type SeatingRule } from "./pairs/seating";
export { checkPairing, swapEntrants, type PairingContext, type PairingProposal } from "./pairs/check";
export { computeStandings, type RoundSnapshot, type StandingRow, type Standings, type StandingsOptions } from "./standings/standings";
export { outcomeFromPoints } from "./standings/scoring";
export { simulateResults } from "./pairs/simulate";
export {
  checkTables,
  nearestSeatable,
  seatTables,
  swapPlayers,
  seatingModes,
  tableSizes,
  type PastTable,
  type PlayerId,
  type SeatedTable,
  type SeatingMode,
  type TableSeating,
  type TableSeatingInput,
  type TableWarning,
} from "./tables";
export {
  individualStandings,
  playerTiebreaks,
  rankingModes,
  sharedPlacementPoints,
  tablePlaces,
  type IndividualRow,
  type PlaceRule,
  type PlayerTiebreak,
  type RankingMode,
  type RankingOptions,
  type RoundResult,
  type TableResult,
} from "./standings/individual";
