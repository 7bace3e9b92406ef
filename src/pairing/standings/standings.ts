// Standings, pure: from entrants and match records (played, adjusted, byes) to ranked rows with per-round history.
// Source: Klammern Turniermodus (match points, then game points); FIDE Handbook C.07 for Buchholz and the
// direct encounter. Withdrawn entrants keep their rows; late entrants simply have no records for early rounds.
import { indexEntrants, labelOf } from "../pairs/entrants";
import { assertScoring, matchPointsFor, outcomeFromPoints } from "./scoring";
import { assertTiebreaks, rankByCriteria } from "../pairs/tiebreaks";
import { DEFAULT_SCORING, DEFAULT_TIEBREAKS, type Entrant, type EntrantId, type MatchRecord, type Outcome, type ScoringConfig, type Tiebreak } from "../types";

export interface StandingsOptions {
  scoring?: ScoringConfig;
  /** Ranking criteria in order; default matchPoints, pointDiff, pointsFor, buchholz. */
  tiebreaks?: readonly Tiebreak[];
  /** Count records up to and including this round; default: the last round with a record. */
  throughRound?: number;
  /** Compute rank and match points after every round (default true). */
  history?: boolean;
}

export interface RoundSnapshot {
  round: number;
  rank: number;
  /** Cumulative match points after this round. */
  matchPoints: number;
}

export interface StandingRow {
  entrant: EntrantId;
  label: string;
  /** Shared by rows equal on every criterion (1, 2, 2, 4). */
  rank: number;
  matchPoints: number;
  pointsFor: number;
  pointsAgainst: number;
  pointDiff: number;
  /** Sum of the current match points of all opponents met (a bye adds nothing). */
  buchholz: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
  /** Matches at a table (played or adjusted), byes not included. */
  played: number;
  /** Withdrawn by `throughRound` (kept in the standings, not paired again). */
  withdrawn: boolean;
  history: RoundSnapshot[];
}

export interface Standings {
  throughRound: number;
  tiebreaks: readonly Tiebreak[];
  /** In rank order; fully tied rows keep the entrant list order. */
  rows: StandingRow[];
}

export function computeStandings(
  entrants: readonly Entrant[],
  results: readonly MatchRecord[],
  options: StandingsOptions = {},
): Standings {
  const scoring = options.scoring ?? DEFAULT_SCORING;
  const tiebreaks = options.tiebreaks ?? DEFAULT_TIEBREAKS;
  const withHistory = options.history ?? true;
  assertScoring(scoring);
  assertTiebreaks(tiebreaks);
  const index = indexEntrants(entrants);
  const n = entrants.length;
  let last = 0;
  for (const r of results) last = Math.max(last, r.round);
  const through = options.throughRound ?? last;

  const at = (id: EntrantId): number => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`pairing: result names unknown entrant ${id}`);
    return i;
  };
  // Records of the counted rounds, by round, with entrant indices resolved once.
  const recs: MatchRecord[] = [];
  for (const r of results) if (r.round >= 1 && r.round <= through) recs.push(r);
  recs.sort((x, y) => x.round - y.round);
  const m = recs.length;
  const home = new Int32Array(m);
  const away = new Int32Array(m).fill(-1);
  // Opponents met, in a flat layout (offset per entrant), for Buchholz and head-to-head.
  const oppStart = new Int32Array(n + 1);
  for (let k = 0; k < m; k++) {
    const rec = recs[k] as MatchRecord;
    if (rec.kind === "bye") home[k] = at(rec.entrant);
    else {
      const h = (home[k] = at(rec.home));
      const a = (away[k] = at(rec.away));
      oppStart[h + 1] = (oppStart[h + 1] as number) + 1;
      oppStart[a + 1] = (oppStart[a + 1] as number) + 1;
    }
  }
  for (let i = 0; i < n; i++) oppStart[i + 1] = (oppStart[i + 1] as number) + (oppStart[i] as number);
  const opp = new Int32Array(oppStart[n] as number);
  const oppMp = new Int32Array(oppStart[n] as number);
  const oppEnd = oppStart.slice(0, n);

  const mp = new Int32Array(n);
  const pf = new Int32Array(n);
  const pa = new Int32Array(n);
  const diff = new Int32Array(n);
  const wins = new Int32Array(n);
  const draws = new Int32Array(n);
  const losses = new Int32Array(n);
  const byes = new Int32Array(n);
  const played = new Int32Array(n);
  const buchholz = new Int32Array(n);
  const snaps = withHistory ? through : 0;
  const histRank = new Int32Array(n * snaps);
  const histMp = new Int32Array(n * snaps);

  const book = (i: number, outcome: Outcome | "bye", points: number, forPts: number, againstPts: number): void => {
    mp[i] = (mp[i] as number) + points;
    pf[i] = (pf[i] as number) + forPts;
    pa[i] = (pa[i] as number) + againstPts;
    diff[i] = (pf[i] as number) - (pa[i] as number);
    if (outcome === "bye") byes[i] = (byes[i] as number) + 1;
    else {
      played[i] = (played[i] as number) + 1;
      if (outcome === "win") wins[i] = (wins[i] as number) + 1;
      else if (outcome === "draw") draws[i] = (draws[i] as number) + 1;
      else losses[i] = (losses[i] as number) + 1;
    }
  };
  const headToHead = (i: number, inGroup: Uint8Array): number => {
    let sum = 0;
    for (let k = oppStart[i] as number; k < (oppEnd[i] as number); k++) if (inGroup[opp[k] as number]) sum += oppMp[k] as number;
    return sum;
  };
  const values = { matchPoints: mp, pointDiff: diff, pointsFor: pf, buchholz, wins };
  const all = entrants.map((_, i) => i);
  const rankNow = () => {
    for (let i = 0; i < n; i++) {
      let sum = 0;
      for (let k = oppStart[i] as number; k < (oppEnd[i] as number); k++) sum += mp[opp[k] as number] as number;
      buchholz[i] = sum;
    }
    return rankByCriteria(all, tiebreaks, values, headToHead, n);
  };

  let k = 0;
  for (let round = 1; round <= through; round++) {
    for (; k < m && (recs[k] as MatchRecord).round === round; k++) {
      const rec = recs[k] as MatchRecord;
      const h = home[k] as number;
      if (rec.kind === "bye") {
        book(h, "bye", scoring.bye.matchPoints, scoring.bye.pointsFor, scoring.bye.pointsAgainst);
        continue;
      }
      const a = away[k] as number;
      const hp = rec.homePoints;
      const ap = rec.awayPoints;
      if (!Number.isInteger(hp) || !Number.isInteger(ap)) throw new RangeError(`pairing: game points must be integers (round ${round})`);
      const ho = rec.kind === "adjusted" ? rec.homeOutcome : outcomeFromPoints(hp, ap);
      const ao = rec.kind === "adjusted" ? rec.awayOutcome : outcomeFromPoints(ap, hp);
      const hmp = matchPointsFor(ho, scoring);
      const amp = matchPointsFor(ao, scoring);
      book(h, ho, hmp, hp, ap);
      book(a, ao, amp, ap, hp);
      const hs = oppEnd[h] as number;
      opp[hs] = a;
      oppMp[hs] = hmp;
      oppEnd[h] = hs + 1;
      const as = oppEnd[a] as number;
      opp[as] = h;
      oppMp[as] = amp;
      oppEnd[a] = as + 1;
    }
    if (withHistory && round < through) {
      const { rank } = rankNow();
      for (let i = 0; i < n; i++) {
        histRank[i * snaps + round - 1] = rank[i] as number;
        histMp[i * snaps + round - 1] = mp[i] as number;
      }
    }
  }
  const final = rankNow();
  if (withHistory && through >= 1) {
    for (let i = 0; i < n; i++) {
      histRank[i * snaps + through - 1] = final.rank[i] as number;
      histMp[i * snaps + through - 1] = mp[i] as number;
    }
  }

  const snapshotsOf = (i: number): RoundSnapshot[] => {
    const out: RoundSnapshot[] = [];
    for (let r = 0; r < snaps; r++) out.push({ round: r + 1, rank: histRank[i * snaps + r] as number, matchPoints: histMp[i * snaps + r] as number });
    return out;
  };
  const rows = final.order.map((i): StandingRow => {
    const e = entrants[i] as Entrant;
    return {
      entrant: e.id,
      label: labelOf(e),
      rank: final.rank[i] as number,
      matchPoints: mp[i] as number,
      pointsFor: pf[i] as number,
      pointsAgainst: pa[i] as number,
      pointDiff: diff[i] as number,
      buchholz: buchholz[i] as number,
      wins: wins[i] as number,
      draws: draws[i] as number,
      losses: losses[i] as number,
      byes: byes[i] as number,
      played: played[i] as number,
      withdrawn: e.withdrawnAfterRound !== undefined && e.withdrawnAfterRound <= through,
      history: snapshotsOf(i),
    };
  });
  return { throughRound: through, tiebreaks, rows };
}
