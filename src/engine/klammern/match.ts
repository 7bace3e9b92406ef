// A game (Partie) or tournament match: a sequence of deals of one table, scored and checked in context
// (klammern.md "A game" and "Tournament mode"): dealer rotation (void deals included), no deal after the match
// is over, Stehbeet points held for the next deal that is not void, target or fixed number of deals.
import type { EngineError } from "../errors";
import { kError } from "./messages";
import type { ScoreResult } from "../errors";
import { resolveKlammernRules, scoreKlammernRecord } from "./record";
import { KLAMMERN_DEFAULT_RULES, parseKlammernRules, targetFor, type KlammernRules } from "./rules";
import { sideCount, sidePosition, type KlammernDealDetail } from "./scoring";

/** `deals`: a fixed number of deals (default 16, everyone deals four times with 4 players);
 *  `target`: play until a side reaches the target (default: the rules' `target`, 701 with 4 players). */
export type KlammernMatchFormat = { type: "deals"; deals?: number } | { type: "target"; target?: number };

export interface KlammernMatchInput {
  players: 2 | 3 | 4;
  /** Rules of the match (records without own rules use these; records with other rules are rejected). */
  rules?: unknown;
  /** Default: `{ type: "target" }`. */
  format?: KlammernMatchFormat;
  /** Match points for win / draw / loss; default 2 / 1 / 0. */
  matchPoints?: { win: number; draw: number; loss: number };
  /** Hand records of the match in the order played. */
  deals: readonly unknown[];
}

export interface KlammernMatchDeal {
  index: number;
  dealer: number | null;
  result: ScoreResult<KlammernDealDetail>;
  /** Points credited per side for this deal (its score plus held Stehbeet points awarded to it). */
  credited: number[];
  /** Held Stehbeet points awarded in this deal, if any. */
  heldAward: { side: number; points: number } | null;
  /** Totals after this deal. */
  totals: number[];
  /** Points on hold after this deal. */
  held: number;
  /** Does this deal count toward a fixed number of deals? */
  counts: boolean;
}

export interface KlammernMatchResult {
  ok: boolean;
  errors: EngineError[];
  format: { type: "deals"; deals: number } | { type: "target"; target: number };
  deals: KlammernMatchDeal[];
  totals: number[];
  /** Stehbeet points still on hold (dropped when the match ends). */
  held: number;
  dealsCounted: number;
  over: boolean;
  /** Winning side once over (null on a draw or while running). */
  winner: number | null;
  draw: boolean;
  /** Per side once over, else null. */
  matchPoints: number[] | null;
  pointsFor: number[];
  pointsAgainst: number[];
  /** Who deals next (null when the match is over or the last deal's dealer is unknown). */
  nextDealer: number | null;
}

function sameRules(a: KlammernRules, b: KlammernRules): boolean {
  return (Object.keys(a) as (keyof KlammernRules)[]).every((k) => a[k] === b[k]);
}

/** Scores and checks all deals of one match. Errors carry paths like "deals[3].dealer". */
export function scoreKlammernMatch(input: KlammernMatchInput): KlammernMatchResult {
  const errors: EngineError[] = [];
  const players = input.players;
  const sides = sideCount(players);
  const parsedRules = parseKlammernRules(input.rules, "rules");
  const rules = parsedRules.ok ? parsedRules.value : KLAMMERN_DEFAULT_RULES;
  if (!parsedRules.ok) errors.push(...parsedRules.errors);
  if (players !== 2 && players !== 3 && players !== 4) errors.push(kError("PLAYERS_INVALID", "players"));
  const fmtIn = input.format ?? { type: "target" };
  let format: KlammernMatchResult["format"];
  if (fmtIn.type === "deals") {
    const d = fmtIn.deals ?? 16;
    if (!Number.isInteger(d) || d < 1) errors.push(kError("MATCH_FORMAT_INVALID", "format.deals", { de: "positive Anzahl Spiele", en: "positive number of deals" }));
    format = { type: "deals", deals: d };
  } else if (fmtIn.type === "target") {
    const t = fmtIn.target ?? targetFor(rules, players);
    if (!Number.isInteger(t) || t < 1) errors.push(kError("MATCH_FORMAT_INVALID", "format.target", { de: "positives Ziel", en: "positive target" }));
    format = { type: "target", target: t };
  } else {
    errors.push(kError("MATCH_FORMAT_INVALID", "format.type", { de: "deals oder target", en: "deals or target" }));
    format = { type: "target", target: targetFor(rules, players) };
  }
  const mp = input.matchPoints ?? { win: 2, draw: 1, loss: 0 };
  const totals = new Array<number>(sides).fill(0);
  const out: KlammernMatchDeal[] = [];
  let held = 0;
  let counted = 0;
  let over = false;
  let expectedDealer: number | null = null;
  const headErrors = errors.length;

  input.deals.forEach((raw, index) => {
    const path = `deals[${index}]`;
    const rec = raw !== null && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
    const dealer = rec && typeof rec.dealer === "number" ? rec.dealer : null;
    const prefixErrors = (list: EngineError[]) => list.map((e) => ({ ...e, path: e.path ? `${path}.${e.path}` : path }));
    let result: ScoreResult<KlammernDealDetail>;
    if (rec === null) result = { ok: false, errors: [kError("FIELD_INVALID", "", { de: "Spielbericht erwartet", en: "hand record expected" })] };
    else if (rec.game !== undefined && rec.game !== "klammern") result = { ok: false, errors: [kError("FIELD_INVALID", "game", { de: "klammern", en: "klammern" })] };
    else result = scoreKlammernRecord(rec, rules);
    const dealErrors: EngineError[] = result.ok ? [] : prefixErrors(result.errors);
    if (over) dealErrors.unshift(kError("MATCH_OVER", path));
    if (rec && rec.players !== players)
      dealErrors.push(kError("MATCH_PLAYERS_MISMATCH", `${path}.players`, { value: String(rec.players), expected: String(players) }));
    if (rec && rec.rules !== undefined && rec.rules !== null) {
      const own = resolveKlammernRules(rec.rules, undefined);
      if (own.ok && !sameRules(own.value, rules)) dealErrors.push(kError("MATCH_RULES_MISMATCH", `${path}.rules`));
    }
    if (expectedDealer !== null && dealer !== null && dealer !== expectedDealer)
      dealErrors.push(kError("MATCH_DEALER_NOT_NEXT", `${path}.dealer`, { value: String(dealer), expected: String(expectedDealer) }));
    errors.push(...dealErrors);

    const isVoid = result.ok && result.detail.outcome === "void";
    if (dealer !== null) expectedDealer = isVoid && rules.allPass === "same-dealer" ? dealer : (dealer + 1) % players;
    const credited = new Array<number>(sides).fill(0);
    let heldAward: KlammernMatchDeal["heldAward"] = null;
    let counts = false;
    if (result.ok && dealErrors.length === 0 && !over) {
      const d = result.detail;
      counts = !isVoid || rules.allPass === "next-dealer";
      if (!isVoid) {
        for (let s = 0; s < sides; s++) credited[s] = result.score[s] as number;
        if (d.outcome === "stehbeet") held += d.held;
        else if (held > 0) {
          // The held points go to the side that scores most in this deal (earlier in order after the dealer on a tie).
          let best = 0;
          for (let s = 1; s < sides; s++) {
            const better = (credited[s] as number) > (credited[best] as number);
            const tie = credited[s] === credited[best] && sidePosition(players, d.dealer, s) < sidePosition(players, d.dealer, best);
            if (better || tie) best = s;
          }
          credited[best] = (credited[best] as number) + held;
          heldAward = { side: best, points: held };
          held = 0;
        }
      }
      for (let s = 0; s < sides; s++) totals[s] = (totals[s] as number) + (credited[s] as number);
      if (counts) counted++;
      over = isOver(format, totals, counted);
      if (over) held = 0; // held points are dropped at the end of a game
    }
    out.push({ index, dealer, result, credited, heldAward, totals: totals.slice(), held, counts });
  });

  let winner: number | null = null;
  let draw = false;
  let matchPoints: number[] | null = null;
  if (over) {
    const max = Math.max(...totals);
    const top = totals.flatMap((t, s) => (t === max ? [s] : []));
    if (top.length === 1) winner = top[0] as number;
    else draw = true;
    matchPoints = totals.map((t) => (t === max ? (draw ? mp.draw : mp.win) : mp.loss));
  }
  const sum = totals.reduce((a, b) => a + b, 0);
  return {
    ok: errors.length === 0,
    errors,
    format,
    deals: out,
    totals,
    held,
    dealsCounted: counted,
    over,
    winner,
    draw,
    matchPoints,
    pointsFor: totals.slice(),
    pointsAgainst: totals.map((t) => sum - t),
    nextDealer: over || headErrors > 0 ? null : expectedDealer,
  };
}

function isOver(format: KlammernMatchResult["format"], totals: number[], counted: number): boolean {
  if (format.type === "deals") return counted >= format.deals;
  const max = Math.max(...totals);
  if (max < format.target) return false;
  return totals.filter((t) => t === max).length === 1; // an exact tie at the top plays on
}
