// Building a row's event list and its plain sums, shared by the rules.

import type { PlayedEvent } from "../collect";
import type { NotCountedReason, RowEvent } from "../types";

export function playedEvent(p: PlayedEvent, reason: NotCountedReason | null = p.reason): RowEvent {
  return { event: p.event.id, date: p.event.date, running: p.event.running, kind: "played", counted: reason === null, reason, rounds: p.rounds.length, total: p.total };
}

/** Total and rounds over the events of a row that count. */
export function countedSums(events: readonly RowEvent[]): { total: number; rounds: number } {
  let total = 0;
  let rounds = 0;
  for (const e of events) {
    if (!e.counted) continue;
    total += e.total;
    rounds += e.rounds;
  }
  return { total, rounds };
}
