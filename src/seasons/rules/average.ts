// Average per round, ranked only from a minimum number of rounds (club practice: a yearly average per series with
// at least 26 series, Skat club report, Schwarzwälder Bote, Oberreichenbach), and the DDV ranking list, which is this
// rule with the federation's numbers (doko-verband.de, Ranglistenturniere): the last 24 months, at least 36 rounds,
// the highest average per round ("höchster Rundenschnitt"), only tournaments with at least 32 players and 3 rounds.

import { collect } from "../collect";
import { rankRows, reaches } from "../rank";
import type { AverageOptions, DdvOptions, SeasonInput, SeasonRow, SeasonStandings, SeasonWindow } from "../types";
import { windowBounds } from "../window";
import { countedSums, playedEvent } from "./rows";

export function averageRanking(input: SeasonInput, options: AverageOptions, window: SeasonWindow): SeasonStandings {
  const bounds = windowBounds(window);
  const { participants } = collect(input, options, bounds);
  const rows: SeasonRow[] = [];
  for (const [key, played] of participants) {
    const events = played.map((p) => playedEvent(p));
    const { total, rounds } = countedSums(events);
    const average = rounds ? total / rounds : null;
    rows.push({ key, place: null, value: average ?? 0, total, rounds, minRounds: options.minRounds, divisor: rounds, average, events });
  }
  // b.total / b.rounds against a.total / a.rounds without dividing (exact on integers); no rounds counts as 0.
  const better = (a: SeasonRow, b: SeasonRow) => b.total * Math.max(a.rounds, 1) - a.total * Math.max(b.rounds, 1);
  return { rankedBy: "average", window: bounds, rows: rankRows(rows, better, reaches(options.minRounds)) };
}

export const DDV_DEFAULTS: DdvOptions = { minRounds: 36, eventFilter: { minPlayers: 32, minRounds: 3 } };

/** The DDV list; pass the window as ddvWindow(end) (the 24 months ending at `end`). */
export function ddvRanking(input: SeasonInput, options: Partial<DdvOptions>, window: SeasonWindow): SeasonStandings {
  return averageRanking(input, { minRounds: options.minRounds ?? DDV_DEFAULTS.minRounds, eventFilter: { ...DDV_DEFAULTS.eventFilter, ...options.eventFilter } }, window);
}
