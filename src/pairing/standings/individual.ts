// Standings of individual players over rounds at tables of four and five (Doppelkopf). Ranking modes (the DDV
// tournament rules section 6): the sum of Spielpunkte (DDV, default), the average per round played, or table
// placement points (club practice). As published Doppelkopf and Skat results rank: rows equal on the ranking share
// the place and the next is skipped (two 7th, then 9th); the tiebreaks the organizer chose before round 1 (best
// round, more points, more table wins) separate them in order, and a tournament may rank only players who played
// every round (the others are listed without a place). Each row says which rule decided its place. Integer
// arithmetic throughout: averages are compared by cross-multiplying.

export const rankingModes = ["total", "average", "placement"] as const;
export type RankingMode = (typeof rankingModes)[number];

/** Tiebreaks between players equal on the ranking: the better best round, more Spielpunkte in all (for the average
 * and placement modes), more rounds won at the table (place 1). */
export const playerTiebreaks = ["bestRound", "points", "roundWins"] as const;
export type PlayerTiebreak = (typeof playerTiebreaks)[number];

export interface RankingOptions {
  mode: RankingMode;
  /** In order; none (the default): equal rows share the place. */
  tiebreaks?: readonly PlayerTiebreak[];
  /** Rank only the players who played every one of `rounds`; the others get no place. */
  onlyComplete?: boolean;
  /** The rounds that count whole (closed rounds); a player is complete when he played each of them. */
  rounds?: readonly number[];
}

/** What decided a row's place among those equal on the ranking: nothing was equal (null), nothing told them apart
 * ("shared", the place is shared), or the first tiebreak that did. */
export type PlaceRule = "shared" | PlayerTiebreak | null;

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
  /** 1-based; shared by rows nothing told apart (1, 2, 2, 4); null for a player who missed a round when only
   * complete players are ranked. */
  rank: number | null;
  placeRule: PlaceRule;
  /** Played every round that counts whole. */
  complete: boolean;
  /** Rounds won at the table (place 1, shared included). */
  roundWins: number;
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

/** The placement points of `sharedBy` players sharing `place` at a table of `size`: the mean of the places they
 * span (always a whole number, since those points step by two). */
export function sharedPlacementPoints(size: number, place: number, sharedBy = 1): number {
  if (![size, place, sharedBy].every(Number.isInteger) || size < 2 || place < 1 || sharedBy < 1 || place + sharedBy - 1 > size)
    throw new RangeError(`no place ${place} shared by ${sharedBy} at a table of ${size}`);
  return (placeValue(size, place) + placeValue(size, place + sharedBy - 1)) / 2;
}

/** Places and placement points at one table; a shared place averages the points of the places it spans. */
export function tablePlaces(points: readonly number[]): { place: number; placementPoints: number }[] {
  return points.map((p) => {
    const above = points.filter((q) => q > p).length;
    const same = points.filter((q) => q === p).length;
    return { place: above + 1, placementPoints: sharedPlacementPoints(points.length, above + 1, same) };
  });
}

export function individualStandings(players: readonly string[], tables: readonly TableResult[], ranking: RankingMode | RankingOptions = "total"): IndividualRow[] {
  const options: RankingOptions = typeof ranking === "string" ? { mode: ranking } : ranking;
  const { mode, tiebreaks = [], onlyComplete = false } = options;
  const counted = options.rounds ?? [...new Set(tables.map((t) => t.round))];
  const rows = new Map<string, IndividualRow>();
  for (const player of players)
    rows.set(player, { player, rank: null, placeRule: null, complete: true, roundWins: 0, total: 0, placementPoints: 0, roundsPlayed: 0, average: 0, bestRound: 0, rounds: [] });
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
    row.roundWins = row.rounds.filter((r) => r.place === 1).length;
    row.complete = counted.every((n) => row.rounds.some((r) => r.round === n));
  }
  const primary = (a: IndividualRow, b: IndividualRow): number => {
    if (mode === "placement") return b.placementPoints - a.placementPoints;
    // b.total/b.rounds vs a.total/a.rounds without division; no rounds played counts as an average of 0.
    if (mode === "average") return b.total * Math.max(a.roundsPlayed, 1) - a.total * Math.max(b.roundsPlayed, 1);
    return b.total - a.total;
  };
  const by: Record<PlayerTiebreak, (a: IndividualRow, b: IndividualRow) => number> = {
    bestRound: (a, b) => b.bestRound - a.bestRound,
    points: (a, b) => b.total - a.total,
    roundWins: (a, b) => b.roundWins - a.roundWins,
  };
  const criteria = [primary, ...tiebreaks.map((k) => by[k])];
  /** The first criterion (0 = the ranking) that tells a from b, or -1 when none does. */
  const decisive = (a: IndividualRow, b: IndividualRow) => criteria.findIndex((c) => c(a, b) !== 0);
  const compare = (a: IndividualRow, b: IndividualRow) => {
    const k = decisive(a, b);
    return k < 0 ? 0 : criteria[k]!(a, b);
  };
  const byName = (a: IndividualRow, b: IndividualRow) => (a.player < b.player ? -1 : a.player > b.player ? 1 : 0);
  const all = [...rows.values()];
  const ranked = all.filter((r) => r.complete || !onlyComplete).sort((a, b) => compare(a, b) || byName(a, b));
  const unranked = all.filter((r) => !r.complete && onlyComplete).sort((a, b) => compare(a, b) || byName(a, b));
  ranked.forEach((row, i) => {
    const before = ranked[i - 1];
    row.rank = before && compare(before, row) === 0 ? before.rank : i + 1;
    // Against the neighbours equal on the ranking: the latest criterion needed to tell them apart.
    const steps = [before, ranked[i + 1]].filter((n): n is IndividualRow => n !== undefined && primary(n, row) === 0).map((n) => decisive(n, row));
    row.placeRule = steps.length === 0 ? null : steps.includes(-1) ? "shared" : tiebreaks[Math.max(...steps) - 1]!;
  });
  return [...ranked, ...unranked];
}
