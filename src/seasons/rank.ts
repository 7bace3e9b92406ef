// Competition ranking as published club and federation lists rank (seasons spec §1, LSV 1873 Doppelkopf 13.03.2015:
// "7. A −17, 7. B −17", the next is 9th): rows equal on the rule's value share the place and the next place is
// skipped. Rows that may not be placed (below the minimum of rounds, nothing counted) follow without a place, in
// the same order, those closer to the minimum first among equals. Equal rows are listed by key, for a stable order.

import type { SeasonRow } from "./types";

/** Negative when `a` ranks before `b`, zero when they are equal on the rule. */
export type Better = (a: SeasonRow, b: SeasonRow) => number;

const byKey = (a: SeasonRow, b: SeasonRow) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

export function rankRows(rows: SeasonRow[], better: Better, placed: (row: SeasonRow) => boolean): SeasonRow[] {
  const ranked = rows.filter(placed).sort((a, b) => better(a, b) || byKey(a, b));
  const unranked = rows.filter((r) => !placed(r)).sort((a, b) => better(a, b) || b.rounds - a.rounds || byKey(a, b));
  ranked.forEach((row, i) => {
    const before = ranked[i - 1];
    row.place = before && better(before, row) === 0 ? before.place : i + 1;
  });
  for (const row of unranked) row.place = null;
  return [...ranked, ...unranked];
}

/** Whether a row may take a place: something counted, and at least `minRounds` rounds of it. */
export const reaches = (minRounds: number | null) => (row: SeasonRow) => row.rounds > 0 && row.rounds >= (minRounds ?? 0);
