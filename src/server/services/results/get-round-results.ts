import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { deals, matches, rounds } from "../../db/schema";
import { notFound } from "../../errors";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { loadEntrantLabels } from "../entrants/entrant-labels";
import { idField, intField } from "../_shared/schemas";
import { withSides } from "../rounds/table-seats";
import { gameOf } from "@/games";
import { loadTableResults } from "../rounds/table-results";

export const getRoundResultsInput = z.object({
  tournamentId: idField,
  /** Default: the latest published or closed round. */
  round: intField({ de: "Die Runde", en: "The round" }, 1, 99).optional(),
});

/** The results of one round for the organizer: every table's progress and result, what closing still needs. */
export async function getRoundResults({ ctx, input }: ServiceCall<z.infer<typeof getRoundResultsInput>>) {
  const t = await requireTournament(ctx.db, ctx, input.tournamentId);
  const played = await ctx.db
    .select({ number: rounds.number, status: rounds.status })
    .from(rounds)
    .where(and(eq(rounds.tournamentId, t.id), ne(rounds.status, "draft")))
    .orderBy(desc(rounds.number));
  const number = input.round ?? played[0]?.number;
  const [round] = number
    ? await ctx.db.select().from(rounds).where(and(eq(rounds.tournamentId, t.id), eq(rounds.number, number), ne(rounds.status, "draft")))
    : [];
  if (!round) throw notFound({ de: "Eine gespielte Runde", en: "A played round" });
  const pairs = new Map((await loadEntrantLabels(ctx.db, t.id)).map((p) => [p.id, p]));
  const tables = await withSides(ctx.db, await ctx.db.select().from(matches).where(eq(matches.roundId, round.id)).orderBy(asc(matches.tableNumber)));
  const counts = tables.length
    ? await ctx.db
        .select({ matchId: deals.matchId, count: sql<number>`count(*)::int` })
        .from(deals)
        .where(inArray(deals.matchId, tables.map((m) => m.id)))
        .groupBy(deals.matchId)
    : [];
  const dealCount = new Map(counts.map((c) => [c.matchId, c.count]));
  // Every table by position with each player's points so far (a Doppelkopf table is listed this way).
  const seated = new Map((await loadTableResults(ctx.db, t.id, round.number)).map((tb) => [tb.table, tb]));
  const pairTables = gameOf(t.game).sides;
  return {
    tournament: { id: t.id, name: t.name, game: t.game, roundsPlanned: t.roundsPlanned },
    rounds: played.map((r) => r.number).sort((a, b) => a - b),
    round: { id: round.id, number: round.number, status: round.status, version: round.version, flaggedAt: round.flaggedAt, flagReason: round.flagReason },
    tables: tables.map((m) => ({
      matchId: m.id,
      tableNumber: m.tableNumber,
      status: m.status,
      nsPoints: m.nsPoints,
      ewPoints: m.ewPoints,
      deals: dealCount.get(m.id) ?? 0,
      /** Confirmed at the table, or set by the organizer: the public pages' "bestätigt". */
      confirmed: m.confirmedAt !== null || m.status === "adjusted",
      adjusted: m.adjusted,
      ns: pairTables ? (pairs.get(m.nsEntrantId) ?? null) : null,
      ew: pairTables ? (pairs.get(m.ewEntrantId) ?? null) : null,
      seats: (seated.get(m.tableNumber)?.players ?? []).map((id, i) => ({
        number: pairs.get(id)?.number ?? 0,
        name: pairs.get(id)?.players.join(" & ") ?? "?",
        points: seated.get(m.tableNumber)?.points[i] ?? 0,
      })),
    })),
  };
}
