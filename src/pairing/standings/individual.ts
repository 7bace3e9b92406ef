// Standings of individual players over rounds at tables of four and five (Doppelkopf). Ranking modes
// (../shared/spec/doppelkopf-tournaments.md section 6): the sum of Spielpunkte (DDV, default), the average per
// round played, or table placement points (club practice S17). Then total points, then best round; rows equal on
// all three share a rank (1, 2, 2, 4). Integer arithmetic throughout: averages are compared by cross-multiplying.

export const rankingModes = ["total", "average", "placement"] as const;
export type RankingMode = (typeof rankingModes)[number];

/** One table of one round: its players by position and each one's table total (the dealer's sitting-out zeros
 * included). */
export interface TableResult {
  round: number;
  table: number;
  players: string[];
  points: number[];
}

export interface RoundResult {
  round: number;
  table: number;
  position: number;
  points: number;
  /** 1 = best at the table; players with equal points share the place. */
  place: number;
  placementPoints: number;
}

export interface IndividualRow {
  player: string;
  rank: number;
  total: number;
  placementPoints: number;
  roundsPlayed: number;
  /** Total / rounds played, for display; ranking compares exactly. */
  average: number;
  bestRound: number;
  rounds: RoundResult[];
}

/** +3/+1/-1/-3 at four, +4/+2/0/-2/-4 at five: two points a place, centred on zero. */
const placeValue = (size: number, place: number) => size - 1 - 2 * (place - 1);

/** Places and placement points at one table; a shared place averages the points of the places it spans (always
 * a whole number, since those points step by two). */
export function tablePlaces(points: readonly number[]): { place: number; placementPoints: number }[] {
  const size = points.length;
  return points.map((p) => {
    const above = points.filter((q) => q > p).length;
    const same = points.filter((q) => q === p).length;
    const first = above + 1;
    const last = above + same;
    return { place: first, placementPoints: (placeValue(size, first) + placeValue(size, last)) / 2 };
  });
}

export function individualStandings(players: readonly string[], tables: readonly TableResult[], mode: RankingMode = "total"): IndividualRow[] {
  const rows = new Map<string, IndividualRow>();
  for (const player of players)
    rows.set(player, { player, rank: 0, total: 0, placementPoints: 0, roundsPlayed: 0, average: 0, bestRound: 0, rounds: [] });
  for (const t of tables) {
    const places = tablePlaces(t.points);
    t.players.forEach((player, position) => {
      const row = rows.get(player);
      if (!row) return;
      const points = t.points[position]!;
      row.rounds.push({ round: t.round, table: t.table, position, points, ...places[position]! });
      row.total += points;
      row.placementPoints += places[position]!.placementPoints;
    });
  }
  for (const row of rows.values()) {
    row.rounds.sort((a, b) => a.round - b.round);
    row.roundsPlayed = row.rounds.length;
    row.average = row.roundsPlayed ? row.total / row.roundsPlayed : 0;
    row.bestRound = row.rounds.length ? Math.max(...row.rounds.map((r) => r.points)) : 0;
  }
  const primary = (a: IndividualRow, b: IndividualRow): number => {
    if (mode === "placement") return b.placementPoints - a.placementPoints;
    // b.total/b.rounds vs a.total/a.rounds without division; no rounds played counts as an average of 0.
    if (mode === "average") return b.total * Math.max(a.roundsPlayed, 1) - a.total * Math.max(b.roundsPlayed, 1);
    return b.total - a.total;
  };
  const compare = (a: IndividualRow, b: IndividualRow) => primary(a, b) || b.total - a.total || b.bestRound - a.bestRound;
  const sorted = [...rows.values()].sort((a, b) => compare(a, b) || (a.player < b.player ? -1 : a.player > b.player ? 1 : 0));
  sorted.forEach((row, i) => (row.rank = i > 0 && compare(sorted[i - 1]!, row) === 0 ? sorted[i - 1]!.rank : i + 1));
  return sorted;
}
