// Sum of the values over the window (club practice: a yearly sum of all evenings, Skat club report, Main-Post
// Würzburg). Ranks by the total; an optional minimum of rounds.

import { collect } from "../collect";
import { rankRows, reaches } from "../rank";
import type { SeasonInput, SeasonRow, SeasonStandings, SeasonWindow, SumOptions } from "../types";
import { windowBounds } from "../window";
import { countedSums, playedEvent } from "./rows";

export function sumRanking(input: SeasonInput, options: SumOptions, window: SeasonWindow): SeasonStandings {
  const bounds = windowBounds(window);
  const { participants } = collect(input, options, bounds);
  const minRounds = options.minRounds ?? null;
  const rows: SeasonRow[] = [];
  for (const [key, played] of participants) {
    const events = played.map((p) => playedEvent(p));
    const { total, rounds } = countedSums(events);
    rows.push({ key, place: null, value: total, total, rounds, minRounds, divisor: null, average: rounds ? total / rounds : null, events });
  }
  return { rankedBy: "total", window: bounds, rows: rankRows(rows, (a, b) => b.total - a.total, reaches(minRounds)) };
}
