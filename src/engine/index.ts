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
} from "./doppelkopf";
