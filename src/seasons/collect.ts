// The first step of every rule: each participant's events in date order, each with its total and, where it does not
// count, why (outside the window, too few players or rounds). Rows exist for the participants who played at least
// one event inside the window; their events outside it are listed too, marked, so a player sees what fell out.

import type { CommonOptions, IsoDate, NotCountedReason, RoundEntry, SeasonEvent, SeasonInput } from "./types";
import { isIsoDate } from "./window";

export interface PlayedEvent {
  event: SeasonEvent;
  rounds: readonly RoundEntry[];
  total: number;
  /** Null: it counts (for best N of M: it may still be dropped). */
  reason: NotCountedReason | null;
}

export interface Collected {
  /** Events inside the window that pass the filter, in date order. */
  counting: SeasonEvent[];
  /** Per participant key, in date order; only participants with an event inside the window. */
  participants: Map<string, PlayedEvent[]>;
}

const byDate = (a: SeasonEvent, b: SeasonEvent) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function excluded(event: SeasonEvent, options: CommonOptions, bounds: { from: IsoDate; to: IsoDate }): NotCountedReason | null {
  if (event.date < bounds.from || event.date > bounds.to) return "outsideWindow";
  const filter = options.eventFilter ?? {};
  if (event.players < (filter.minPlayers ?? 0)) return "tooFewPlayers";
  if (event.rounds < (filter.minRounds ?? 0)) return "tooFewRounds";
  return null;
}

/** Malformed input is the caller's bug (the service builds it from stored results): it throws. */
function check(event: SeasonEvent): void {
  if (!isIsoDate(event.date)) throw new RangeError(`seasons: event ${event.id} has no calendar day (${event.date})`);
  const seen = new Set<string>();
  for (const r of event.results) {
    if (seen.has(r.key)) throw new RangeError(`seasons: ${r.key} appears twice in event ${event.id}`);
    seen.add(r.key);
    for (const round of r.rounds)
      if (!Number.isInteger(round.value)) throw new RangeError(`seasons: ${r.key}'s value in event ${event.id} round ${round.round} is not an integer`);
  }
}

export function collect(input: SeasonInput, options: CommonOptions, bounds: { from: IsoDate; to: IsoDate }): Collected {
  const events = [...input.events].sort(byDate);
  const ids = new Set<string>();
  const counting: SeasonEvent[] = [];
  const all = new Map<string, PlayedEvent[]>();
  const inWindow = new Set<string>();
  for (const event of events) {
    if (ids.has(event.id)) throw new RangeError(`seasons: event ${event.id} given twice`);
    ids.add(event.id);
    check(event);
    const reason = excluded(event, options, bounds);
    if (reason === null) counting.push(event);
    for (const r of event.results) {
      let total = 0;
      for (const round of r.rounds) total += round.value;
      const list = all.get(r.key);
      const played: PlayedEvent = { event, rounds: r.rounds, total, reason };
      if (list) list.push(played);
      else all.set(r.key, [played]);
      if (reason !== "outsideWindow") inWindow.add(r.key);
    }
  }
  const participants = new Map<string, PlayedEvent[]>();
  for (const [key, list] of all) if (inWindow.has(key)) participants.set(key, list);
  return { counting, participants };
}
