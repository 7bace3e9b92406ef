// Shared by the result verbs: how a match's deals become its result (klammern.md "Tournament mode"), and how the
// engine's rejections become a field-by-field BAD_REQUEST. The engine decides everything; this file only maps.
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import type { EngineError } from "@/engine";
import { normalizeKlammernRecord, scoreKlammernMatch, type KlammernMatchFormat, type KlammernMatchResult } from "@/engine";
import type { MatchFormat, MatchPoints } from "../../db/schema";

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

/** The hand record as the engine reads it for scoring: the stored record with the tournament's rules in it. */
export function withRules(record: Record<string, unknown>, rules: Record<string, unknown>): Record<string, unknown> {
  return { ...record, rules };
}

/** Engine errors of deal `index` of a match ("deals[3].summary.cardPoints") re-rooted at `record` for the form;
 * errors about other deals stay on "record" with the deal named. */
export function errorsForDeal(errors: readonly EngineError[], index: number): EngineError[] {
  const own = `deals[${index}]`;
  return errors.map((e) => {
    if (e.path === own) return { ...e, path: "" };
    if (e.path.startsWith(`${own}.`)) return { ...e, path: e.path.slice(own.length + 1) };
    const other = /^deals\[(\d+)\]/.exec(e.path);
    if (!other) return e;
    const n = Number(other[1]) + 1;
    return { ...e, path: "", message: `Spiel ${n}: ${e.message}`, messageEn: `Deal ${n}: ${e.messageEn}` };
  });
}

/** The engine's rejection as a BAD_REQUEST: one issue per engine error under `record.<path>`, German and English,
 * with the engine's stable code in `params.engineCode` (tests and later clients read it). */
export function engineRejection(errors: readonly EngineError[], root = "record"): z.ZodError {
  // Built through a parse, so that it is a real Error (a bare `new ZodError` is not one in zod 4, and tRPC would
  // then wrap it as an unknown cause and answer 500).
  const rejection = z.null().superRefine((_value, ctx) => {
    for (const e of errors)
      ctx.addIssue({
        code: "custom",
        path: [root, ...pathParts(e.path)],
        message: bi(e.message, e.messageEn),
        params: { engineCode: e.code, ...(e.trick !== undefined ? { trick: e.trick } : {}), ...(e.seat !== undefined ? { seat: e.seat } : {}) },
      });
  });
  return rejection.safeParse(null).error!;
}

/** "summary.melds[1].top" -> ["summary", "melds", 1, "top"]. */
function pathParts(path: string): (string | number)[] {
  if (!path) return [];
  const parts: (string | number)[] = [];
  for (const piece of path.split(".")) {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(piece);
    if (!m) {
      parts.push(piece);
      continue;
    }
    if (m[1]) parts.push(m[1]);
    for (const idx of m[2]!.matchAll(/\[(\d+)\]/g)) parts.push(Number(idx[1]));
  }
  return parts;
}

/** An error of ours in the engine's shape, for checks the engine cannot make alone (the table's first dealer). */
export function resultError(code: string, path: string, message: string, messageEn: string): EngineError {
  return { code, path, message, messageEn };
}
