// Standings of a tournament from the database, handed to the pure computeStandings (src/pairing). Shared by the
// organizer page, the public pages and the exports. What counts:
// - a closed round: every table and the bye (closing is the organizer's acceptance of the round);
// - the round being played: its bye, and each table that is complete and either confirmed by the opponents
//   (table entry) or entered by the organizer; a captain's table counts only once the opponents confirmed it.
import { and, asc, eq, inArray } from "drizzle-orm";
import { computeStandings, outcomeFromPoints, type Entrant, type MatchRecord, type Outcome, type Tiebreak } from "@/pairing";
import type { Queryable } from "../../db";
import { deals, matches, roundEntrants, rounds } from "../../db/schema";
import type { Tournament } from "../_shared/tournament-format";
import { loadEntrantLabels, type EntrantLabel } from "../entrants/entrant-labels";
import { withSides } from "../rounds/table-seats";
import { gameOf } from "@/games";

/** One pair's result in one round, for the per-round history. */
export interface RoundResult {
  round: number;
  table: number | null;
  /** Opponent's start number; null for the bye. */
  opponent: number | null;
  /** "N/S" or "O/W" seat of the pair; null for the bye. */
  seats: "NS" | "EW" | null;
  outcome: Outcome | "bye";
  pointsFor: number;
  pointsAgainst: number;
  adjusted: boolean;
}

const NO_STANDINGS = { throughRound: 0, liveRound: null, closedRounds: [] as number[], tiebreaks: [] as Tiebreak[] };

export async function buildStandings(db: Queryable, tournament: Tournament) {
  // Pairs only: a tournament of single players ranks through player-standings.ts (its public pages come later).
  const kind = gameOf(tournament.game).standings;
  if (kind.kind !== "pairs") return { ...NO_STANDINGS, rows: [] };
  const ranking = kind.ranking(tournament.format);
  const pairs = await loadEntrantLabels(db, tournament.id);
  const byId = new Map<string, EntrantLabel>(pairs.map((p) => [p.id, p]));
  const counted = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.tournamentId, tournament.id), inArray(rounds.status, ["closed", "published"])))
    .orderBy(asc(rounds.number));
  const closed = counted.filter((r) => r.status === "closed");
  const running = new Set(counted.filter((r) => r.status === "published").map((r) => r.id));
  const roundIds = counted.map((r) => r.id);
  const numberOf = new Map(counted.map((r) => [r.id, r.number]));
  const allTables = await withSides(db, roundIds.length ? await db.select().from(matches).where(inArray(matches.roundId, roundIds)) : []);
  const byCaptain = new Set(
    running.size
      ? (
          await db
            .selectDistinct({ matchId: deals.matchId })
            .from(deals)
            .innerJoin(matches, eq(matches.id, deals.matchId))
            .where(and(inArray(matches.roundId, [...running]), eq(deals.enteredByCaptain, true)))
        ).map((r) => r.matchId)
      : [],
  );
  const tables = allTables.filter(
    (m) => !running.has(m.roundId) || (m.status === "complete" && (m.confirmedAt !== null || !byCaptain.has(m.id))),
  );
  const byes = roundIds.length
    ? await db
        .select({ roundId: roundEntrants.roundId, entrantId: roundEntrants.entrantId })
        .from(roundEntrants)
        .where(and(inArray(roundEntrants.roundId, roundIds), eq(roundEntrants.isBye, true)))
    : [];
  const byeKeys = new Set(byes.map((b) => `${b.roundId}:${b.entrantId}`));
  for (const r of closed) if (r.byeEntrantId) byeKeys.add(`${r.id}:${r.byeEntrantId}`);

  const records: MatchRecord[] = [];
  const perPair = new Map<string, RoundResult[]>();
  const note = (id: string, r: RoundResult) => (perPair.get(id) ?? perPair.set(id, []).get(id)!).push(r);
  for (const m of tables) {
    const round = numberOf.get(m.roundId)!;
    const adj = m.status === "adjusted" && m.adjusted ? m.adjusted : null;
    const nsOutcome = (adj?.nsOutcome as Outcome | undefined) ?? outcomeFromPoints(m.nsPoints, m.ewPoints);
    const ewOutcome = (adj?.ewOutcome as Outcome | undefined) ?? outcomeFromPoints(m.ewPoints, m.nsPoints);
    const base = { round, home: m.nsEntrantId, away: m.ewEntrantId, homePoints: m.nsPoints, awayPoints: m.ewPoints };
    records.push(adj ? { kind: "adjusted", ...base, homeOutcome: nsOutcome, awayOutcome: ewOutcome } : { kind: "played", ...base });
    const common = { round, table: m.tableNumber, adjusted: Boolean(adj) };
    note(m.nsEntrantId, { ...common, opponent: byId.get(m.ewEntrantId)?.number ?? null, seats: "NS", outcome: nsOutcome, pointsFor: m.nsPoints, pointsAgainst: m.ewPoints });
    note(m.ewEntrantId, { ...common, opponent: byId.get(m.nsEntrantId)?.number ?? null, seats: "EW", outcome: ewOutcome, pointsFor: m.ewPoints, pointsAgainst: m.nsPoints });
  }
  for (const key of byeKeys) {
    const [roundId, entrantId] = key.split(":") as [string, string];
    const round = numberOf.get(roundId)!;
    records.push({ kind: "bye", round, entrant: entrantId });
    const bye = ranking.points.bye;
    note(entrantId, { round, table: null, opponent: null, seats: null, outcome: "bye", pointsFor: bye.pointsFor, pointsAgainst: bye.pointsAgainst, adjusted: false });
  }

  const entrants: Entrant[] = pairs.map((p) => ({
    id: p.id,
    label: String(p.number),
    enteredRound: p.enteredRound,
    ...(p.withdrawnAfterRound !== null ? { withdrawnAfterRound: p.withdrawnAfterRound } : {}),
  }));
  const tiebreaks = ranking.tiebreaks;
  const throughRound = closed.at(-1)?.number ?? 0;
  // The round being played, when any of its results already count.
  const liveRound = counted.find((r) => running.has(r.id) && records.some((x) => x.round === r.number))?.number ?? null;
  const standings = computeStandings(entrants, records, {
    scoring: ranking.points,
    tiebreaks,
    throughRound: liveRound ?? throughRound,
  });
  return {
    throughRound,
    liveRound,
    closedRounds: closed.map((r) => r.number),
    tiebreaks,
    rows: standings.rows.map((row) => {
      const pair = byId.get(row.entrant)!;
      return {
        ...row,
        pair: { id: pair.id, number: pair.number, name: pair.name, players: pair.players, status: pair.status },
        rounds: (perPair.get(row.entrant) ?? []).sort((a, b) => a.round - b.round),
      };
    }),
  };
}

type StandingsRow = Awaited<ReturnType<typeof buildStandings>>["rows"][number];

/** A row's figures under the names documented in docs/exports.md; the export and the public page both use them,
 * so they cannot drift apart. */
export function standingsFigures(r: StandingsRow) {
  return {
    matchPoints: r.matchPoints,
    pointsFor: r.pointsFor,
    pointsAgainst: r.pointsAgainst,
    pointDiff: r.pointDiff,
    buchholz: r.buchholz,
    wins: r.wins,
    draws: r.draws,
    losses: r.losses,
    byes: r.byes,
    played: r.played,
    withdrawn: r.withdrawn,
  };
}
