// The two seatings that follow the results instead of a draw: by standings (the first four or five at table 1,
// the next at table 2, ...) and the moving system (the table winner stays, the second moves one table on, the
// third two, ...; club practice).
import type { PastTable, PlayerId } from "./types";

/** Standings order cut into the tables' sizes (fives first, so the top tables are the fives). */
export function byStandings(players: readonly PlayerId[], sizes: readonly number[]): PlayerId[][] {
  const tables: PlayerId[][] = [];
  let at = 0;
  for (const size of sizes) {
    tables.push(players.slice(at, at + size));
    at += size;
  }
  return tables;
}

/**
 * The moving system from the last round's tables. A player of place k at table i goes to table i + k - 1 (around
 * the end); players who left are dropped, new ones (not at last round's tables) fill up. Where the field changed
 * size, the tables are evened out to `sizes`: from a table with one too many, its lowest placed moves to the first
 * table with room. Null when the last round has no places (then the caller draws).
 */
export function moving(players: readonly PlayerId[], sizes: readonly number[], last: readonly PastTable[]): PlayerId[][] | null {
  if (last.length === 0 || last.some((t) => !t.places || t.places.length !== t.players.length)) return null;
  const present = new Set(players);
  const count = sizes.length;
  const tables: PlayerId[][] = Array.from({ length: count }, () => []);
  const sorted = [...last].sort((a, b) => a.table - b.table);
  const seen = new Set<PlayerId>();
  sorted.forEach((t, i) => {
    const ranked = t.players.map((p, position) => ({ p, place: t.places![position]!, position })).sort((a, b) => a.place - b.place || a.position - b.position);
    ranked.forEach(({ p }, k) => {
      seen.add(p);
      if (present.has(p)) tables[(i + k) % count]!.push(p);
    });
  });
  const newcomers = players.filter((p) => !seen.has(p));
  // Biggest tables get the biggest sizes (the fives), so that as few players as possible move.
  const target = tables.map((t, i) => ({ i, n: t.length })).sort((a, b) => b.n - a.n || a.i - b.i);
  const want = new Array<number>(count);
  target.forEach(({ i }, k) => (want[i] = sizes[k]!));
  const overflow: PlayerId[] = [...newcomers];
  tables.forEach((t, i) => {
    while (t.length > want[i]!) overflow.push(t.pop()!);
  });
  tables.forEach((t, i) => {
    while (t.length < want[i]!) t.push(overflow.shift()!);
  });
  return tables;
}
