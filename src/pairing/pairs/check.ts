// Checking any proposed pairing (ours, edited, or typed in by the organizer) and swapping two entrants in it.
// Everything found is a warning value, never an exception: the organizer decides (architecture habit 2).
import { eligibility, labelOf } from "./entrants";
import { rematchWarning, repeatByeWarning, simpleWarning, swappedNote } from "./explain";
import { buildLedger, type LedgerEntry } from "./ledger";
import { DEFAULT_SCORING, type Entrant, type EntrantId, type MatchRecord, type Pairing, type ScoringConfig, type Warning } from "../types";

export interface PairingProposal {
  round: number;
  tables: readonly { home: EntrantId; away: EntrantId; table?: number }[];
  bye: EntrantId | null;
  idle?: readonly EntrantId[];
}

export interface PairingContext {
  entrants: readonly Entrant[];
  /** All results; only rounds before the proposal's round are read. */
  results: readonly MatchRecord[];
  scoring?: ScoringConfig;
}

/** Lists rematches, repeated byes, duplicates, self-pairings, unknown or ineligible entrants and unpaired ones. */
export function checkPairing(proposal: PairingProposal, context: PairingContext): Warning[] {
  const { round } = proposal;
  const ledger = buildLedger(context.entrants, context.results, context.scoring ?? DEFAULT_SCORING, round);
  const warnings: Warning[] = [];
  const seen = new Map<EntrantId, number>();
  const label = (id: EntrantId) => {
    const i = ledger.index.get(id);
    return i === undefined ? id : labelOf(context.entrants[i] as Entrant);
  };
  const note = (id: EntrantId) => {
    const times = (seen.get(id) ?? 0) + 1;
    seen.set(id, times);
    if (times === 2) warnings.push(simpleWarning("duplicate", id, label(id), round));
    const i = ledger.index.get(id);
    if (i === undefined) {
      if (times === 1) warnings.push(simpleWarning("unknownEntrant", id, id, round));
      return undefined;
    }
    if (times === 1 && eligibility(context.entrants[i] as Entrant, round) !== "eligible")
      warnings.push(simpleWarning("notEligible", id, label(id), round));
    return ledger.entries[i] as LedgerEntry;
  };
  proposal.tables.forEach((t, k) => {
    if (t.home === t.away) {
      warnings.push(simpleWarning("selfPairing", t.home, label(t.home), round));
      note(t.home);
      return;
    }
    const h = note(t.home);
    note(t.away);
    const ai = ledger.index.get(t.away);
    const met = h && ai !== undefined ? h.opponents.get(ai) : undefined;
    if (met) warnings.push(rematchWarning({ id: t.home, label: label(t.home) }, { id: t.away, label: label(t.away) }, met, false, t.table ?? k + 1));
  });
  if (proposal.bye !== null) {
    const e = note(proposal.bye);
    if (e && e.byeRounds.length > 0) warnings.push(repeatByeWarning({ id: proposal.bye, label: label(proposal.bye) }, e.byeRounds));
  }
  for (const id of proposal.idle ?? []) note(id);
  for (const e of context.entrants)
    if (!seen.has(e.id) && eligibility(e, round) === "eligible") warnings.push(simpleWarning("unpaired", e.id, labelOf(e), round));
  return warnings;
}

/**
 * Swaps two entrants in a proposed pairing (organizer review): each takes the other's place (table and seat, the
 * bye, or idle). An entrant not in the pairing (a late entrant) simply takes the other's place, which leaves the
 * other unpaired. Returns the new pairing with all warnings recomputed and the swap noted in the explanations.
 */
export function swapEntrants(pairing: Pairing, a: EntrantId, b: EntrantId, context: PairingContext): Pairing {
  const swap = (id: EntrantId): EntrantId => (id === a ? b : id === b ? a : id);
  const tables = pairing.tables.map((t) => ({ ...t, home: swap(t.home), away: swap(t.away) }));
  const bye = pairing.bye === null ? null : swap(pairing.bye);
  const idle = pairing.idle.map(swap);
  const labelFor = (id: EntrantId) => {
    const e = context.entrants.find((x) => x.id === id);
    return { id, label: e ? labelOf(e) : id };
  };
  const warnings = checkPairing({ round: pairing.round, tables, bye, idle }, context);
  return { ...pairing, tables, bye, idle, explanations: [...pairing.explanations, swappedNote(labelFor(a), labelFor(b))], warnings };
}
