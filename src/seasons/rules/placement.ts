// Placement points per table and round over the season (club practice, reinhold-wolter.de Doppelkopf rules): each
// round's placement points (placement.ts) are summed. Optionally the club's index ranks instead: placement points
// × 6 + raw points / 10, where an evening of the window the player did not play costs −3 placement points and
// −150 raw points (both numbers are options). "Missed" means a counting event (inside the window, through the
// filter) without him; a running event charges nobody yet, since its evening is not over (decision 51).

import type { PlayedEvent } from "../collect";
import { collect } from "../collect";
import { placementAt } from "../placement";
import { rankRows, reaches } from "../rank";
import type { PlacementOptions, RowEvent, SeasonInput, SeasonRow, SeasonStandings, SeasonWindow } from "../types";
import { windowBounds } from "../window";
import { countedSums, playedEvent } from "./rows";

function eventPlacementPoints(p: PlayedEvent): number {
  let sum = 0;
  for (const round of p.rounds) {
    if (!round.table) throw new RangeError(`seasons: event ${p.event.id} round ${round.round} has no table for placement points`);
    sum += placementAt(round.table, round.value).placementPoints;
  }
  return sum;
}

export function placementRanking(input: SeasonInput, options: PlacementOptions, window: SeasonWindow): SeasonStandings {
  const { index, missedEvening } = options;
  if (index && (!Number.isInteger(index.placementFactor) || !Number.isInteger(index.pointsDivisor) || index.pointsDivisor < 1))
    throw new RangeError("seasons: the index takes a whole factor and a whole positive divisor");
  const bounds = windowBounds(window);
  const { counting, participants } = collect(input, options, bounds);
  const minRounds = options.minRounds ?? null;
  const rows: SeasonRow[] = [];
  for (const [key, played] of participants) {
    const events: RowEvent[] = played.map((p) => ({ ...playedEvent(p), placementPoints: eventPlacementPoints(p) }));
    if (missedEvening) {
      const attended = new Set(played.map((p) => p.event.id));
      for (const e of counting) {
        if (attended.has(e.id) || e.running) continue;
        events.push({ event: e.id, date: e.date, running: false, kind: "missed", counted: true, reason: null, rounds: 0, total: missedEvening.points, placementPoints: missedEvening.placementPoints });
      }
      events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.event < b.event ? -1 : a.event > b.event ? 1 : 0));
    }
    const { total, rounds } = countedSums(events);
    const placementPoints = events.reduce((s, e) => s + (e.counted ? (e.placementPoints ?? 0) : 0), 0);
    const row: SeasonRow = { key, place: null, value: placementPoints, total, rounds, minRounds, divisor: null, average: rounds ? total / rounds : null, placementPoints, events };
    if (index) row.value = row.index = placementPoints * index.placementFactor + total / index.pointsDivisor;
    rows.push(row);
  }
  // The index compared on whole numbers: (pp × factor × divisor + points), the same divisor for every row.
  const scaled = (r: SeasonRow) => (index ? r.placementPoints! * index.placementFactor * index.pointsDivisor + r.total : r.placementPoints!);
  return { rankedBy: index ? "index" : "placementPoints", window: bounds, rows: rankRows(rows, (a, b) => scaled(b) - scaled(a), reaches(minRounds)) };
}
