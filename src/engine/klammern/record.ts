// A Klammern hand record (records.md): common fields players / dealer / rules, then exactly one of
// `summary` (summary.ts) or `play` (replay.ts).
import type { ScoreResult } from "../errors";
import { kError } from "./messages";
import { scoreKlammernPlay } from "./replay";
import { parseKlammernRules, type KlammernRules } from "./rules";
import type { KlammernDealDetail } from "./scoring";
import { scoreKlammernSummary } from "./summary";
import type { EngineError, Result } from "../errors";

export interface KlammernRecordHead {
  players: 2 | 3 | 4;
  dealer: number;
  rules: KlammernRules;
}

let lastDefaultRaw: unknown = undefined;
let lastDefault: Result<KlammernRules> = parseKlammernRules(undefined);

/** Rules for a record: its own `rules`, else the caller's default (e.g. `--rules`), else the house rules. */
export function resolveKlammernRules(own: unknown, defaultRules: unknown): Result<KlammernRules> {
  if (own !== undefined && own !== null) return parseKlammernRules(own, "rules");
  if (defaultRules !== lastDefaultRaw) {
    lastDefaultRaw = defaultRules;
    lastDefault = parseKlammernRules(defaultRules, "rules");
  }
  return lastDefault;
}

/** Validates players, dealer and rules of a Klammern record. */
export function parseKlammernHead(record: Record<string, unknown>, defaultRules?: unknown): Result<KlammernRecordHead> {
  const players = record.players;
  const dealer = record.dealer;
  const rules = resolveKlammernRules(record.rules, defaultRules);
  const okPlayers = players === 2 || players === 3 || players === 4;
  if (okPlayers && typeof dealer === "number" && (dealer | 0) === dealer && dealer >= 0 && dealer < players && rules.ok)
    return { ok: true, value: { players, dealer, rules: rules.value } };
  const errors: EngineError[] = [];
  if (!okPlayers) errors.push(kError(players === undefined ? "FIELD_MISSING" : "PLAYERS_INVALID", "players", { de: "players", en: "players" }));
  if (dealer === undefined || dealer === null) errors.push(kError("FIELD_MISSING", "dealer", { de: "dealer", en: "dealer" }));
  else if (typeof dealer !== "number" || !Number.isInteger(dealer))
    errors.push(kError("FIELD_INVALID", "dealer", { de: "Sitznummer erwartet", en: "seat number expected" }));
  else if (okPlayers && (dealer < 0 || dealer >= (players as number)))
    errors.push(kError("SEAT_OUT_OF_RANGE", "dealer", { value: String(dealer) }));
  if (!rules.ok) errors.push(...rules.errors);
  return { ok: false, errors };
}

/** Scores one Klammern hand record (summary or full record). `defaultRules` applies when the record has none. */
export function scoreKlammernRecord(record: Record<string, unknown>, defaultRules?: unknown): ScoreResult<KlammernDealDetail> {
  const hasSummary = record.summary !== undefined && record.summary !== null;
  const hasPlay = record.play !== undefined && record.play !== null;
  const players = record.players;
  const dealer = record.dealer;
  const rules = resolveKlammernRules(record.rules, defaultRules);
  // Fast path without allocations: a well-formed head.
  if (
    (players === 2 || players === 3 || players === 4) &&
    typeof dealer === "number" &&
    (dealer | 0) === dealer &&
    dealer >= 0 &&
    dealer < players &&
    rules.ok &&
    hasSummary !== hasPlay
  ) {
    return hasSummary
      ? scoreKlammernSummary(players, dealer, rules.value, record.summary)
      : scoreKlammernPlay(players, dealer, rules.value, record.play);
  }
  const head = parseKlammernHead(record, defaultRules);
  const errors = head.ok ? [] : head.errors;
  if (hasSummary === hasPlay) errors.push(kError("RECORD_MODE", "summary"));
  return { ok: false, errors };
}
