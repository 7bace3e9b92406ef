// A Klammern table's match (klammern.md "Tournament mode"): its deals scored in order by the engine, with dealer
// rotation, held Stehbeet points and the end of the match. The engine decides everything; this file only maps.
import { normalizeKlammernRecord, scoreKlammernMatch, type KlammernMatchFormat, type KlammernMatchResult } from "@/engine";
import { engineRejection } from "../engine-errors";
import type { MatchFormat, MatchPoints } from "./format";

/** The tournament's stored match format in the engine's words. */
export function engineFormat(format: MatchFormat): KlammernMatchFormat {
  return format.kind === "deals" ? { type: "deals", deals: format.deals } : { type: "target", target: format.target };
}

export interface MatchSetting {
  rules: Record<string, unknown>;
  matchFormat: MatchFormat;
  matchPoints: MatchPoints;
}

/** Scores every deal of one table in order, with dealer rotation, held Stehbeet points and the end of the match.
 * Side 0 of the engine is North/South (seats 0 and 2), side 1 East/West (seats 1 and 3). */
export function evaluateMatch(setting: MatchSetting, records: readonly unknown[]): KlammernMatchResult {
  return scoreKlammernMatch({
    players: 4,
    rules: setting.rules,
    format: engineFormat(setting.matchFormat),
    matchPoints: setting.matchPoints,
    deals: records,
  });
}

/** What is stored for a deal: the engine's normalized copy (game, players, dealer, then summary or play, each level
 * rebuilt from its known fields; never rules, the tournament's apply), not the client's JSON. A key that is no
 * field of the record format is refused (BAD_REQUEST naming it), so nothing a client adds is kept or exported. */
export function normalizeRecord(record: Record<string, unknown>): Record<string, unknown> {
  const normalized = normalizeKlammernRecord(record);
  if (normalized.errors.length) throw engineRejection(normalized.errors);
  return normalized.record;
}
