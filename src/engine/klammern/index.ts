// The Klammern engine's public API (re-exported by src/engine/index.ts).
export { KLAMMERN_DEFAULT_RULES, KLAMMERN_RULE_OPTIONS, DEFAULT_TARGETS, parseKlammernRules, targetFor, type KlammernRules } from "./rules";
export { dealKlammern, firstDealer, type KlammernDeal } from "./deal";
export { findMelds, compareMelds, type Meld } from "./melds";
export { trickWinner } from "./play";
export { BID_NAMES, type Bid } from "./bidding";
export type { KlammernEvent } from "./events";
export {
  MELD_KINDS,
  CHOSEN,
  sideCount,
  sideOfSeat,
  orderAfterDealer,
  type MeldKind,
  type Chosen,
  type Outcome,
  type KlammernDealDetail,
  type KlammernMeldDetail,
} from "./scoring";
export { scoreKlammernSummary, summaryFromDetail, cardPointsPossible, dealTotal, type KlammernSummary } from "./summary";
export { scoreKlammernPlay, handSize } from "./replay";
export { scoreKlammernRecord, parseKlammernHead, type KlammernRecordHead } from "./record";
export { normalizeKlammernRecord, type NormalizedKlammernRecord } from "./normalize";
export { klammernFieldErrors } from "./check-fields";
export {
  newKlammernState,
  applyKlammernEvent,
  klammernStateFromRecord,
  klammernStateToRecord,
  phaseOf,
  toAct,
  legalPlays,
  legalBids,
  nameableSuits,
  currentTrick,
  completedTricks,
  runningScore,
  seatView,
  type KlammernState,
  type NewKlammernDeal,
  type TrickView,
  type RunningScore,
  type KlammernSeatView,
  type AnnouncedMeldView,
} from "./state";
export {
  scoreKlammernMatch,
  type KlammernMatchFormat,
  type KlammernMatchInput,
  type KlammernMatchResult,
  type KlammernMatchDeal,
} from "./match";
export { randomKlammernRecord, type KlammernPlayRecord, type RandomRecordOptions } from "./random-record";
export { KLAMMERN_MESSAGES } from "./messages";
export type { PhaseName } from "./machine";
