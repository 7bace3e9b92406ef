// An organizer's merges on a season's input: `fromKey` counts as `intoKey` (and whatever that was merged into).
// Two rows that played in one event are two people: a merge that would put them together is refused when made,
// and skipped, marked as a conflict, if an event added later brings them together.
import type { ParticipantResult, SeasonInput } from "@/seasons";

export interface Merge {
  id: string;
  fromKey: string;
  intoKey: string;
}

/** The events in which both keys played (each after the merges already applied). */
export function sharedEvents(input: SeasonInput, a: string, b: string): string[] {
  return input.events.filter((e) => e.results.some((r) => r.key === a) && e.results.some((r) => r.key === b)).map((e) => e.id);
}

/** The input with the merges applied in order; those that would make one person of two players of one event are
 * left out and returned as conflicts. */
export function applyMerges<I extends SeasonInput>(input: I, merges: readonly Merge[]): { input: I; conflicts: Merge[] } {
  let events = input.events;
  const conflicts: Merge[] = [];
  // Where each merged key went, so that a later merge into it lands on the row it became.
  const alias = new Map<string, string>();
  const resolve = (key: string) => {
    let k = key;
    for (let seen = 0; alias.has(k) && seen <= merges.length; seen++) k = alias.get(k)!;
    return k;
  };
  for (const m of merges) {
    const from = resolve(m.fromKey);
    const into = resolve(m.intoKey);
    if (from === into) continue;
    if (events.some((e) => e.results.some((r) => r.key === from) && e.results.some((r) => r.key === into))) {
      conflicts.push(m);
      continue;
    }
    alias.set(from, into);
    events = events.map((e) =>
      e.results.some((r) => r.key === from) ? { ...e, results: e.results.map((r): ParticipantResult => (r.key === from ? { ...r, key: into } : r)) } : e,
    );
  }
  return { input: { ...input, events }, conflicts };
}
