// Best N of M events (club practice: a season of 4 tournaments of which "nur die drei besten Resultate" count, TuS
// Westfalia Wethmar): the N best event totals of a participant are summed, his other counting events are dropped
// and marked ("Streichergebnis"). An event he did not play is no result, not a zero: with fewer than N events all
// of them count, a negative one included (decision 51). Of equal totals the earlier event is kept.

import type { PlayedEvent } from "../collect";
import { collect } from "../collect";
import { rankRows, reaches } from "../rank";
import type { BestOfOptions, SeasonInput, SeasonRow, SeasonStandings, SeasonWindow } from "../types";
import { windowBounds } from "../window";
import { countedSums, playedEvent } from "./rows";

function kept(played: readonly PlayedEvent[], best: number): Set<PlayedEvent> {
  const candidates = played.filter((p) => p.reason === null);
  // played is in date order, and sort is stable: of equal totals the earlier stays ahead.
  return new Set([...candidates].sort((a, b) => b.total - a.total).slice(0, best));
}

export function bestOfRanking(input: SeasonInput, options: BestOfOptions, window: SeasonWindow): SeasonStandings {
  if (!Number.isInteger(options.best) || options.best < 1) throw new RangeError(`seasons: best ${options.best} of M`);
  const bounds = windowBounds(window);
  const { participants } = collect(input, options, bounds);
  const minRounds = options.minRounds ?? null;
  const rows: SeasonRow[] = [];
  for (const [key, played] of participants) {
    const best = kept(played, options.best);
    const events = played.map((p) => playedEvent(p, p.reason ?? (best.has(p) ? null : "notBest")));
    const { total, rounds } = countedSums(events);
    rows.push({ key, place: null, value: total, total, rounds, minRounds, divisor: null, average: rounds ? total / rounds : null, events });
  }
  return { rankedBy: "total", window: bounds, rows: rankRows(rows, (a, b) => b.total - a.total, reaches(minRounds)) };
}
