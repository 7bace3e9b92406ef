// Public API of the Doppelkopf engine (re-exported through src/engine/index.ts by its owner).
export { scoreDoppelkopfRecord } from "./record";
export { resolveRules, rulesSummary, PRESETS, type DoppelkopfRules, type ResolvedRules, type Preset, type HochzeitPartner } from "./rules";
export { DoppelkopfGame, PHASE_VORBEHALT, PHASE_PLAY, PHASE_OVER, type AnnouncementLog } from "./game";
export { GAME_TYPES, GAME_TYPE_NAMES, DECLARABLE_SOLI, gameTypeId, type GameType } from "./game-types";
export { CODE, AUGEN, DK_RANKS, cardId, doppelkopfDeck, dealDoppelkopf, dealPacketsFor } from "./deck";
export { trumpTable, TRUMP, type TrumpTable } from "./trumps";
export { trickWinnerPosition, isLegalPlay, legalCards } from "./play";
export { levelOf, wordOf, LEVEL_NAMES, type AnnouncementName, type PartyName } from "./announcements";
export { scoreGame, targetOf, SPECIAL_KINDS, type DoppelkopfDetail, type GameFacts, type SpecialKind, type SpecialPoint, type ValueItem } from "./value";
export { nextDealer, resolveVorbehalt, readRound, GESUND, type RoundContext, type RoundInfo } from "./vorbehalt";
export { possibleAugen } from "./augen";
export { scoreSummary, type SummaryDetail } from "./summary";
export { scorePlay, applyDoppelkopfEvent, type FullDetail } from "./replay";
export { doppelkopfCardName, eventError } from "./messages";
export { randomPlay, randomRecord, type DoppelkopfEvent, type DoppelkopfPlay, type RandomGameOptions } from "./random-game";
export { FAULTS } from "./faults";
