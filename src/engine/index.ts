// The engine's one public API (architecture.md): cards and notation, seeded RNG, errors, Klammern, records.
// Pure: runs in the browser (tablet) and on the server with the same functions.
export * from "./cards";
export * from "./rng";
export * from "./errors";
export { reachableSums, reachableSumsByCount } from "./subset-sum";
export * from "./klammern";
export { scoreRecord, scoreRecordLine, rulesFor, type GameName } from "./records";
export {
  scoreDoppelkopfRecord,
  resolveRules as resolveDoppelkopfRules,
  rulesSummary as doppelkopfRulesSummary,
  PRESETS as DOPPELKOPF_PRESETS,
  type DoppelkopfRules,
  // Live play for the tablet's card-by-card entry (and seeded legal games for its tests).
  DoppelkopfGame,
  PHASE_VORBEHALT as DOPPELKOPF_PHASE_VORBEHALT,
  PHASE_PLAY as DOPPELKOPF_PHASE_PLAY,
  PHASE_OVER as DOPPELKOPF_PHASE_OVER,
  applyDoppelkopfEvent,
  readRound as readDoppelkopfRound,
  doppelkopfCardName,
  cardId as doppelkopfCardId,
  CODE as DOPPELKOPF_CODE,
  DK_RANKS as DOPPELKOPF_RANKS,
  doppelkopfDeck,
  GAME_TYPE_NAMES as DOPPELKOPF_GAME_TYPE_NAMES,
  GAME_TYPES as DOPPELKOPF_GAME_TYPES,
  randomPlay as randomDoppelkopfPlay,
  type ResolvedRules as ResolvedDoppelkopfRules,
  type DoppelkopfEvent,
  type DoppelkopfPlay,
  type GameType as DoppelkopfGameType,
} from "./doppelkopf";
