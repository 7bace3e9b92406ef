// Entrant helpers: eligibility per round (late entry, withdrawal), labels, id lookup.
import type { Entrant, EntrantId } from "../types";

export type Eligibility = "eligible" | "notYetEntered" | "withdrawn";

/** Whether an entrant may be paired in `round` (1-based). */
export function eligibility(entrant: Entrant, round: number): Eligibility {
  if ((entrant.enteredRound ?? 1) > round) return "notYetEntered";
  if (entrant.withdrawnAfterRound !== undefined && entrant.withdrawnAfterRound < round) return "withdrawn";
  return "eligible";
}

export function isEligible(entrant: Entrant, round: number): boolean {
  return eligibility(entrant, round) === "eligible";
}

export function labelOf(entrant: Entrant): string {
  return entrant.label ?? entrant.id;
}

/** Map from id to position in the list; throws on duplicate ids (a programmer error). */
export function indexEntrants(entrants: readonly Entrant[]): Map<EntrantId, number> {
  const index = new Map<EntrantId, number>();
  entrants.forEach((e, i) => {
    if (index.has(e.id)) throw new Error(`pairing: duplicate entrant id ${e.id}`);
    index.set(e.id, i);
  });
  return index;
}

export function assertRound(round: number): void {
  if (!Number.isInteger(round) || round < 1) throw new RangeError(`pairing: round must be an integer >= 1, got ${round}`);
}
