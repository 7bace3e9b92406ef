// The ledger: what each entrant has done before a given round (points, opponents, byes, seats).
// Pairing, seating and the pairing check read it; standings keep their own faster per-round arrays.
import { indexEntrants } from "./entrants";
import { scoreBye, scoreMatch } from "../standings/scoring";
import type { Entrant, EntrantId, MatchRecord, ScoringConfig } from "../types";

export interface LedgerEntry {
  matchPoints: number;
  pointsFor: number;
  pointsAgainst: number;
  /** Opponent index -> rounds in which they met (ascending). */
  opponents: Map<number, number[]>;
  byeRounds: number[];
  /** Times seated North/South (home) and East/West (away). */
  home: number;
  away: number;
}

export interface Ledger {
  entrants: readonly Entrant[];
  index: Map<EntrantId, number>;
  entries: LedgerEntry[];
}

function lookup(index: Map<EntrantId, number>, id: EntrantId): number {
  const i = index.get(id);
  if (i === undefined) throw new Error(`pairing: result names unknown entrant ${id}`);
  return i;
}

function meet(entry: LedgerEntry, other: number, round: number): void {
  const rounds = entry.opponents.get(other);
  if (rounds) rounds.push(round);
  else entry.opponents.set(other, [round]);
}

/** Builds the ledger from all results of rounds before `beforeRound` (all results when omitted). */
export function buildLedger(
  entrants: readonly Entrant[],
  results: readonly MatchRecord[],
  scoring: ScoringConfig,
  beforeRound = Infinity,
): Ledger {
  const index = indexEntrants(entrants);
  const entries: LedgerEntry[] = entrants.map(() => ({
    matchPoints: 0,
    pointsFor: 0,
    pointsAgainst: 0,
    opponents: new Map(),
    byeRounds: [],
    home: 0,
    away: 0,
  }));
  const sorted = results.filter((r) => r.round < beforeRound).sort((a, b) => a.round - b.round);
  for (const rec of sorted) {
    if (rec.kind === "bye") {
      const e = entries[lookup(index, rec.entrant)] as LedgerEntry;
      const s = scoreBye(scoring);
      e.matchPoints += s.matchPoints;
      e.pointsFor += s.pointsFor;
      e.pointsAgainst += s.pointsAgainst;
      e.byeRounds.push(rec.round);
      continue;
    }
    const hi = lookup(index, rec.home);
    const ai = lookup(index, rec.away);
    const h = entries[hi] as LedgerEntry;
    const a = entries[ai] as LedgerEntry;
    const [hs, as] = scoreMatch(rec, scoring);
    h.matchPoints += hs.matchPoints;
    h.pointsFor += hs.pointsFor;
    h.pointsAgainst += hs.pointsAgainst;
    a.matchPoints += as.matchPoints;
    a.pointsFor += as.pointsFor;
    a.pointsAgainst += as.pointsAgainst;
    h.home++;
    a.away++;
    meet(h, ai, rec.round);
    meet(a, hi, rec.round);
  }
  return { entrants, index, entries };
}
