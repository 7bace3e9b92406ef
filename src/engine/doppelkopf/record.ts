// The common record fields for Doppelkopf (records.md): game, rules, players, dealer, exactly one of summary/play,
// plus the optional Doppelkopf field `round` (docs/doppelkopf-rules.md). Dispatches to summary or full-record mode.
import type { ScoreResult } from "../errors";
import { fail as fail_ } from "./faults";
import { scorePlay as scorePlay_ } from "./replay";
import { resolveRules as resolveRules_ } from "./rules";
import { scoreSummary as scoreSummary_ } from "./summary";
import { readRound as readRound_ } from "./vorbehalt";

// Module-local copies: transpilers may turn imported bindings into getters, too slow for the hot path.
const fail = fail_;
const scorePlay = scorePlay_;
const resolveRules = resolveRules_;
const scoreSummary = scoreSummary_;
const readRound = readRound_;

/** The record's fields (a switch on the interned key strings: cheaper than a Set lookup per key). */
function isRecordField(k: string): boolean {
  switch (k) {
    case "game":
    case "rules":
    case "players":
    case "dealer":
    case "summary":
    case "play":
    case "round":
      return true;
    default:
      return false;
  }
}

export function scoreDoppelkopfRecord(record: Record<string, unknown>, defaultRules?: unknown): ScoreResult {
  if (typeof record !== "object" || record === null || Array.isArray(record))
    return fail("RECORD_INVALID", "", "Ein Spielbericht muss ein JSON-Objekt sein.", "A hand record must be a JSON object.");
  for (const k in record)
    if (!isRecordField(k)) return fail("RECORD_INVALID", k, `Unbekanntes Feld „${k}“.`, `Unknown field "${k}".`);
  if (record.game !== "doppelkopf")
    return fail("GAME_INVALID", "game", `„game“ muss "doppelkopf" sein.`, `"game" must be "doppelkopf".`);
  const rawRules = record.rules === undefined || record.rules === null ? defaultRules : record.rules;
  const rules = resolveRules(rawRules, record.rules === undefined || record.rules === null ? "--rules" : "rules");
  if (!rules.ok) return rules;
  if (record.players !== 4)
    return fail("PLAYERS_INVALID", "players", "Doppelkopf wird zu viert gespielt: „players“ muss 4 sein (am Fünfertisch sitzt der Geber aus).", `Doppelkopf is played by four: "players" must be 4 (at a table of five the dealer sits out).`);
  const dealer = record.dealer;
  if (dealer !== 0 && dealer !== 1 && dealer !== 2 && dealer !== 3)
    return fail("DEALER_INVALID", "dealer", "„dealer“ muss ein Sitz 0..3 sein.", `"dealer" must be a seat 0..3.`);
  const hasSummary = record.summary !== undefined && record.summary !== null;
  const hasPlay = record.play !== undefined && record.play !== null;
  if (hasSummary === hasPlay)
    return fail("RECORD_MODE", hasSummary ? "play" : "summary", "Genau eines von „summary“ und „play“ angeben.", `Give exactly one of "summary" and "play".`);
  const round = readRound(record.round, rules.value, dealer);
  if (!round.ok) return round;
  return hasSummary ? scoreSummary(rules.value, dealer, record.summary, round.value) : scorePlay(rules.value, dealer, record.play, round.value);
}
