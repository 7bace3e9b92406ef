// What the public pages may show of a tournament, read in one place so that nothing private slips through:
// names and start numbers, published rounds, table results and progress, standings. Never emails, captain
// codes, user ids, idempotency keys or draft rounds (an organizer has not published those).
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Queryable } from "../../db";
import { clubs, deals, matches, rounds, tournaments } from "../../db/schema";
import { loadEntrantLabels } from "../entrants/entrant-labels";
import { buildStandings, standingsFigures } from "../results/standings-data";
import { loadTableResults } from "../rounds/table-results";
import { buildPlayerStandings } from "../results/player-standings";
import { gameOf, type TableGoal } from "@/games";
import { asTournament, type Tournament } from "../_shared/tournament-format";

/** A tournament addressed by its exact slug: public and unlisted ones both answer (unlisted ones are never
 * listed anywhere, see list-public-club-tournaments.ts). Unknown slugs give null. */
export async function tournamentBySlug(db: Queryable, slug: string): Promise<Tournament | null> {
  const [t] = await db.select().from(tournaments).where(eq(tournaments.slug, slug));
  return t ? asTournament(t) : null;
}

export interface PublicPlayer {
  name: string;
  /** The club's stable player number (members); null for guests. */
  playerNumber: number | null;
}

export interface PublicPair {
  id: string;
  number: number;
  name: string | null;
  /** Position 1 first: two for a pair, one for a single player. */
  players: PublicPlayer[];
  status: string;
}

export interface PublicTable {
  matchId: string;
  table: number;
  /** Start numbers by position, position 1 first: four or five single players (Doppelkopf), or a Klammern
   * table's two pairs as they sit (North/South at 1 and 3, East/West at 2 and 4). */
  seats: number[];
  /** Each position's table total (Doppelkopf: the Spielliste's; at five, the games sat out score 0). */
  points: number[];
  /** Start numbers of the pairs: North/South and East/West (Klammern; 0 at a table of single players). */
  ns: number;
  ew: number;
  firstDealer: number;
  status: "open" | "complete" | "adjusted";
  nsPoints: number;
  ewPoints: number;
  deals: number;
  /** How the table's play ends: its deals, or a target score (the game's, by the table's size). */
  goal: TableGoal;
  /** The opponents confirmed the result at the table (table entry). */
  confirmed: boolean;
  /** The minutes the organizer granted the table beyond the round clock's (the projector's overtime). */
  extraMinutes: number;
}

export interface PublicRound {
  id: string;
  number: number;
  status: "published" | "closed";
  publishedAt: Date | null;
  /** When the round's time began (Doppelkopf round clock): set by the organizer, else the publication. */
  clockStartedAt: Date | null;
  closedAt: Date | null;
  /** Start number of the pair with the bye (Freilos). */
  bye: number | null;
  tables: PublicTable[];
}

/** The pairs as the public pages show them: built on loadEntrantLabels, picking only public fields. */
export async function loadPublicEntrants(db: Queryable, tournamentId: string): Promise<PublicPair[]> {
  const pairs = await loadEntrantLabels(db, tournamentId);
  return pairs.map((p) => ({
    id: p.id,
    number: p.number,
    name: p.name,
    status: p.status,
    players: p.players.map((name, i) => ({ name, playerNumber: p.playerNumbers[i] ?? null })),
  }));
}

/** Published and closed rounds with their tables, results and progress (deals entered, confirmed). */
export async function loadPublicRounds(db: Queryable, t: Tournament, numberOf: Map<string, number>): Promise<PublicRound[]> {
  const tournamentId = t.id;
  const game = gameOf(t.game);
  const pairs = game.sides;
  const roundRows = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.tournamentId, tournamentId), ne(rounds.status, "draft")))
    .orderBy(asc(rounds.number));
  if (roundRows.length === 0) return [];
  const ids = roundRows.map((r) => r.id);
  const tables = await db.select().from(matches).where(inArray(matches.roundId, ids)).orderBy(asc(matches.tableNumber));
  const counts = tables.length
    ? await db
        .select({ matchId: deals.matchId, n: sql<number>`count(*)::int` })
        .from(deals)
        .where(inArray(deals.matchId, tables.map((m) => m.id)))
        .groupBy(deals.matchId)
    : [];
  const dealsOf = new Map(counts.map((c) => [c.matchId, c.n]));
  const seated = new Map((await loadTableResults(db, tournamentId)).map((tb) => [`${tb.round}/${tb.table}`, tb]));
  return roundRows.map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status as "published" | "closed",
    publishedAt: r.publishedAt,
    clockStartedAt: r.clockStartedAt ?? r.publishedAt,
    closedAt: r.closedAt,
    bye: r.byeEntrantId ? (numberOf.get(r.byeEntrantId) ?? null) : null,
    tables: tables
      .filter((m) => m.roundId === r.id)
      .map((m) => {
        // Seats and points by position, read once; a Klammern table's sides are its positions 0 (North/South)
        // and 1 (East/West).
        const at = seated.get(`${r.number}/${m.tableNumber}`);
        const seats = (at?.players ?? []).map((id) => numberOf.get(id) ?? 0);
        const points = at?.points ?? [];
        return {
          matchId: m.id,
          table: m.tableNumber,
          seats,
          points,
          ns: pairs ? (seats[0] ?? 0) : 0,
          ew: pairs ? (seats[1] ?? 0) : 0,
          firstDealer: m.firstDealer,
          status: m.status,
          nsPoints: pairs ? (points[0] ?? 0) : 0,
          ewPoints: pairs ? (points[1] ?? 0) : 0,
          deals: dealsOf.get(m.id) ?? 0,
          goal: game.tableGoal(t.format, seats.length),
          confirmed: m.confirmedAt !== null || m.status === "adjusted",
          extraMinutes: m.extraMinutes,
        };
      }),
  }));
}

/** Everything the public tournament page, the projector and the player page show, in one snapshot: computed
 * once per change and shared by every viewer (src/server/live). */
export async function loadPublicTournament(db: Queryable, tournamentId: string) {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!row) throw new Error(`tournament ${tournamentId} vanished`);
  const t = asTournament(row);
  const [club] = await db.select({ name: clubs.name, slug: clubs.slug }).from(clubs).where(eq(clubs.id, t.clubId));
  const pairs = await loadPublicEntrants(db, t.id);
  const numberOf = new Map(pairs.map((p) => [p.id, p.number]));
  const roundList = await loadPublicRounds(db, t, numberOf);
  const standings = await buildStandings(db, t);
  const players = gameOf(t.game).standings.kind === "players" ? await buildPlayerStandings(db, t) : null;
  const current = roundList.filter((r) => r.status === "published").at(-1) ?? null;
  return {
    tournament: {
      id: t.id,
      slug: t.slug,
      name: t.name,
      date: t.date,
      venue: t.venue,
      status: t.status,
      /** Set while the tournament is finished: the standings are final (the pages say "Endstand"). */
      finishedAt: t.finishedAt,
      visibility: t.visibility,
      game: t.game,
      roundsPlanned: t.roundsPlanned,
      schedule: t.schedule,
      /** The hall's time zone: the schedule's times are its wall times, and every instant is shown in it. */
      timeZone: t.timeZone,
      /** The round clock's minutes at a table of each size, from the round's start; null without a round clock. */
      roundMinutes: gameOf(t.game).roundMinutes(t.format),
      club: { name: club?.name ?? "", slug: club?.slug ?? "" },
    },
    pairs,
    standings: {
      throughRound: (players ?? standings).throughRound,
      liveRound: (players ?? standings).liveRound,
      tiebreaks: standings.tiebreaks,
      rows: standings.rows.map((r) => ({
        pairNumber: r.pair.number,
        pairName: r.pair.name,
        players: r.pair.players,
        rank: r.rank,
        ...standingsFigures(r),
        rounds: r.rounds,
      })),
      /** Standings of single players (Doppelkopf), by the tournament's ranking mode; null for pairs. */
      players: players
        ? {
            rankingMode: players.rankingMode,
            playerTiebreaks: players.playerTiebreaks,
            rows: players.rows.map((r) => ({
              rank: r.rank,
              /** What decided the place among equal rows ("shared", a tiebreak), or null. */
              placeRule: r.placeRule,
              complete: r.complete,
              number: r.player.number,
              name: r.player.name,
              withdrawn: r.player.status === "withdrawn",
              total: r.total,
              placementPoints: r.placementPoints,
              average: r.average,
              roundsPlayed: r.roundsPlayed,
              rounds: r.rounds.map((x) => ({ round: x.round, table: x.table, position: x.position, points: x.points, place: x.place })),
            })),
          }
        : null,
    },
    rounds: roundList,
    /** The round being played now (published, not closed), or null. */
    currentRound: current?.number ?? null,
  };
}

export type PublicTournament = Awaited<ReturnType<typeof loadPublicTournament>>;
