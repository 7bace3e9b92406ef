// Swiss pairing for Klammern pair tournaments.
//
// Rule sources: FIDE Handbook C.04.1 (basic rules of Swiss systems: no two entrants meet twice, an entrant gets
// at most one bye, entrants with equal scores are paired where possible) and C.04.3 (Dutch system: score groups,
// top-down, floaters, "completion" of the round must stay possible); the Monrad/"adjacent" variant pairs 1-2, 3-4
// in the ranking, as Skat and Klammern clubs do. Lichess swiss (lila/modules/swiss) for seeded, stored rounds.
//
// Algorithm (deterministic from the round seed):
// 1. Rank the eligible entrants: match points, game-point difference, then a lot drawn from the seed.
// 2. Odd count: the bye goes to the lowest-ranked entrant without a bye, provided the others can still be paired
//    without a rematch (else the next one up, and so on); only if that is impossible a repeated bye or a rematch.
// 3. Pair top-down: the best unpaired entrant takes its most preferred opponent (adjacent: next in the order;
//    fold: the top of its score group's lower half), skipping rematches and any choice after which the rest
//    could not be completed with the fewest possible rematches. The completion test is exact: Dirac's theorem
//    (min degree >= m/2 gives a perfect matching) settles large remainders at once, Edmonds' blossom algorithm
//    settles small ones. So the round is rematch-free whenever any rematch-free pairing exists, in O(n^2) at worst.
import { eligibility, labelOf, assertRound } from "./entrants";
import {
  byeNote,
  excludedNote,
  rankingNote,
  rematchAvoidedNote,
  rematchWarning,
  repeatByeWarning,
  seatingNote,
  tableNote,
  type ByeReason,
  type Skip,
  type Who,
} from "./explain";
import { buildLedger, type LedgerEntry } from "./ledger";
import { matchingSize, maximumMatching } from "./matching";
import { assertScoring } from "../standings/scoring";
import { firstDealer, higherRankedSitsHome, type SeatingRule } from "./seating";
import { shuffle } from "@/engine";
import { streamRng, STREAM } from "../seeds";
import {
  DEFAULT_SCORING,
  type Entrant,
  type Explanation,
  type MatchRecord,
  type Pairing,
  type PairingTable,
  type ScoringConfig,
  type Warning,
} from "../types";

/** "adjacent" (Monrad): 1-2, 3-4 in the ranking. "fold" (Dutch): top half against bottom half of each score group. */
export type SwissMethod = "adjacent" | "fold";

export interface SwissOptions {
  scoring?: ScoringConfig;
  method?: SwissMethod;
  seating?: SeatingRule;
}

export interface SwissInput {
  /** The round to pair (1-based); only results of earlier rounds are read. */
  round: number;
  /** The seed stored for this round. */
  seed: number;
  entrants: readonly Entrant[];
  results: readonly MatchRecord[];
  options?: SwissOptions;
}

export function pairSwissRound(input: SwissInput): Pairing {
  const { round, seed, entrants, results } = input;
  assertRound(round);
  if (!Number.isInteger(seed)) throw new RangeError(`pairing: seed must be an integer, got ${seed}`);
  const scoring = input.options?.scoring ?? DEFAULT_SCORING;
  const method = input.options?.method ?? "adjacent";
  const seatingRule = input.options?.seating ?? "balance";
  assertScoring(scoring);

  const ledger = buildLedger(entrants, results, scoring, round);
  const entries = ledger.entries;
  const entryOf = (i: number) => entries[i] as LedgerEntry;
  const explanations: Explanation[] = [rankingNote(seed, method)];
  const warnings: Warning[] = [];

  // 1. Eligible entrants in pairing order.
  const eligible: number[] = [];
  entrants.forEach((e, i) => {
    const status = eligibility(e, round);
    if (status === "eligible") eligible.push(i);
    else explanations.push(excludedNote(e.id, labelOf(e), status, round));
  });
  const idOf = (i: number) => (entrants[i] as Entrant).id;
  const byId = eligible.slice().sort((a, b) => (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0));
  const lot = new Int32Array(entrants.length);
  shuffle(byId, streamRng(seed, STREAM.order, round)).forEach((i, pos) => (lot[i] = pos));
  const diff = (i: number) => entryOf(i).pointsFor - entryOf(i).pointsAgainst;
  const order = byId.sort(
    (a, b) => entryOf(b).matchPoints - entryOf(a).matchPoints || diff(b) - diff(a) || (lot[a] as number) - (lot[b] as number),
  );
  const rank = new Int32Array(entrants.length);
  order.forEach((i, pos) => (rank[i] = pos + 1));
  const who = (i: number): Who => ({
    id: idOf(i),
    label: labelOf(entrants[i] as Entrant),
    rank: rank[i] as number,
    matchPoints: entryOf(i).matchPoints,
  });
  const metIn = (a: number, b: number) => entryOf(a).opponents.get(b) ?? [];
  const met = (a: number, b: number) => entryOf(a).opponents.has(b);

  const oracle = completionOracle(entries, order, entrants.length);

  // 2. The bye.
  let bye = -1;
  if (order.length % 2 === 1) {
    const target = (order.length - 1) / 2;
    const byes = (i: number) => entryOf(i).byeRounds.length;
    const candidates = order.slice().reverse().sort((a, b) => byes(a) - byes(b)); // stable: lowest rank first
    let bestValue = -1;
    const skippedFresh: number[] = [];
    for (const c of candidates) {
      const value = oracle.maxAllowed(order, c, -1);
      if (value > bestValue) {
        bestValue = value;
        bye = c;
      }
      if (value === target) break;
      if (byes(c) === 0) skippedFresh.push(c);
    }
    const hadBye = entryOf(bye).byeRounds;
    let reason: ByeReason;
    if (hadBye.length === 0) {
      const skipped = skippedFresh.filter((s) => s !== bye).map(who);
      reason = skipped.length ? { kind: "freshSkipped", skipped } : { kind: "fresh" };
    } else {
      reason = candidates.some((c) => byes(c) === 0)
        ? { kind: "repeatToAvoidRematch", rematchFree: bestValue === target }
        : { kind: "allHadBye" };
      warnings.push(repeatByeWarning({ id: idOf(bye), label: labelOf(entrants[bye] as Entrant) }, hadBye));
    }
    explanations.push(byeNote(who(bye), reason));
  }

  // 3. Top-down pairing with the completion oracle.
  const rem = bye === -1 ? order.slice() : order.filter((i) => i !== bye);
  let budget = oracle.maxAllowed(rem, -1, -1);
  const tables: PairingTable[] = [];
  while (rem.length > 0) {
    const a = rem[0] as number;
    const mp = entryOf(a).matchPoints;
    // Members of a's score group still unpaired (a included); "adjacent" only needs to know whether g >= 2.
    const gLimit = method === "fold" ? rem.length : 2;
    let g = 1;
    while (g < gLimit && entryOf(rem[g] as number).matchPoints === mp) g++;
    let chosen = -1;
    const skips: Skip[] = [];
    for (let k = 0; k < rem.length - 1; k++) {
      const pos = preferenceAt(k, g, method);
      const b = rem[pos] as number;
      if (met(a, b)) {
        skips.push({ who: who(b), metIn: metIn(a, b) });
        continue;
      }
      if (oracle.maxAllowed(rem, a, b) === budget - 1) {
        chosen = pos;
        break;
      }
      skips.push({ who: who(b), metIn: [] });
    }
    let forced = false;
    if (chosen === -1) {
      // No rematch-free completion exists: take the preferred rematch that keeps the total at the minimum.
      forced = true;
      const rematches: number[] = [];
      for (let k = 0; k < rem.length - 1; k++) {
        const pos = preferenceAt(k, g, method);
        if (met(a, rem[pos] as number)) rematches.push(pos);
      }
      rematches.sort((p, q) => metIn(a, rem[p] as number).length - metIn(a, rem[q] as number).length); // stable
      for (const pos of rematches) {
        if (oracle.maxAllowed(rem, a, rem[pos] as number) === budget) {
          chosen = pos;
          break;
        }
      }
      if (chosen === -1) throw new Error("pairing: completion oracle found no opponent (bug)");
    } else budget--;
    const b = rem[chosen] as number;
    rem.splice(chosen, 1);
    rem.shift();

    const table = tables.length + 1;
    const aHome = higherRankedSitsHome(entryOf(a), entryOf(b), seatingRule);
    tables.push({ table, home: idOf(aHome ? a : b), away: idOf(aHome ? b : a), firstDealer: firstDealer(seed, round, table) });
    const float = entryOf(b).matchPoints === mp ? "none" : g >= 2 ? "rematch" : "odd";
    explanations.push(tableNote(table, who(a), who(b), float));
    if (forced) {
      const la = { id: idOf(a), label: labelOf(entrants[a] as Entrant) };
      const lb = { id: idOf(b), label: labelOf(entrants[b] as Entrant) };
      warnings.push(rematchWarning(la, lb, metIn(a, b), true, table));
    } else if (skips.length > 0) {
      explanations.push(rematchAvoidedNote(table, who(a), who(b), skips));
    }
  }
  explanations.push(seatingNote(seatingRule));
  return { round, seed, tables, bye: bye === -1 ? null : idOf(bye), idle: [], explanations, warnings };
}

/**
 * The k-th preferred position in `rem` (rem[0] is the entrant to pair, k = 0 .. rem.length - 2), where `g` is the
 * number of its score group's members still unpaired (itself included). Fold: the top of the group's lower half
 * first, then down the lower half, then up the upper half, then the lower score groups in order.
 */
export function preferenceAt(k: number, g: number, method: SwissMethod): number {
  if (method !== "fold" || g < 2) return k + 1;
  const pivot = g >> 1;
  const lowerHalf = g - pivot;
  if (k < lowerHalf) return pivot + k;
  if (k < g - 1) return pivot - 1 - (k - lowerHalf);
  return k + 1;
}

/**
 * The exact completion test: the size of a maximum rematch-free matching of `members` without `x` and `y`
 * (pass -1 for none). Dirac's theorem answers at once when every member has met at most D others and the
 * remainder has m >= 2D + 2 members (each has >= m/2 allowed opponents, so a Hamiltonian cycle and a perfect
 * matching exist); otherwise Edmonds' blossom algorithm runs on the (small) remainder.
 */
function completionOracle(entries: readonly LedgerEntry[], eligible: readonly number[], size: number) {
  let maxMet = 0;
  for (const i of eligible) maxMet = Math.max(maxMet, (entries[i] as LedgerEntry).opponents.size);
  const stamp = new Int32Array(size);
  let epoch = 0;
  return {
    maxAllowed(members: readonly number[], x: number, y: number): number {
      const m = members.length - (x === -1 ? 0 : 1) - (y === -1 ? 0 : 1);
      if (m % 2 === 0 && m >= 2 * maxMet + 2) return m / 2;
      const set = members.filter((i) => i !== x && i !== y);
      epoch++;
      for (const i of set) stamp[i] = epoch;
      let localMax = 0;
      for (const i of set) {
        let d = 0;
        for (const o of (entries[i] as LedgerEntry).opponents.keys()) if (stamp[o] === epoch) d++;
        localMax = Math.max(localMax, d);
      }
      if (m % 2 === 0 && m >= 2 * localMax + 2) return m / 2;
      const opp = set.map((i) => (entries[i] as LedgerEntry).opponents);
      const mate = maximumMatching(m, (u, v) => !(opp[u] as Map<number, number[]>).has(set[v] as number));
      return matchingSize(mate);
    },
  };
}
