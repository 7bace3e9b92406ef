import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { captainSessions, deals, matches, rounds, tournaments } from "../../db/schema";
import { requireCaptainFor, signInAgain } from "./captain-access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";
import { roundColumns } from "../rounds/round-columns";
import { withSides } from "../rounds/table-seats";
import { clockView, tableClock } from "../rounds/table-clock";
import { serverGame } from "../../games";
import { asTournament } from "../_shared/tournament-format";

export const getCaptainMatchInput = z.object({ matchId: idField.optional() });

/** The captain's view of the table: what the table's game shows of it (pairs and seats with the engine's running
 * score and who deals next, or a Doppelkopf table's players by position and its Spielliste; captain-tables.ts), the
 * deals, whether this device holds the table, and what it may do. Never any code, never another table. */
export async function getCaptainMatch({ ctx, input }: ServiceCall<z.infer<typeof getCaptainMatchInput>>) {
  if (!ctx.captain) throw signInAgain();
  const matchId = input.matchId ?? ctx.captain.matchId;
  const session = await requireCaptainFor(ctx.db, ctx, matchId, { write: false });
  const [match] = await withSides(ctx.db, await ctx.db.select().from(matches).where(eq(matches.id, matchId)));
  const [round] = await ctx.db.select(roundColumns).from(rounds).where(eq(rounds.id, match!.roundId));
  const [row] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, match!.tournamentId));
  const tournament = asTournament(row!);
  const stored = await ctx.db.select().from(deals).where(eq(deals.matchId, matchId)).orderBy(asc(deals.number));
  const table = await serverGame(tournament.game).captainTable(ctx.db, { tournament, match: match!, deals: stored });
  const [holder] = await ctx.db
    .select({ id: captainSessions.id })
    .from(captainSessions)
    .where(and(eq(captainSessions.matchId, matchId), eq(captainSessions.side, "captain"), eq(captainSessions.status, "active")));
  const m = match!;
  const open = round!.status === "published" && m.status === "open";
  return {
    session: { side: session.side, status: session.status, holdsTable: holder?.id === session.id },
    tournament: {
      name: tournament.name,
      rules: tournament.rules,
      entryMode: tournament.entryMode,
    },
    round: { number: round!.number, status: round!.status },
    match: {
      id: m.id,
      tableNumber: m.tableNumber,
      version: m.version,
      status: m.status,
      firstDealer: m.firstDealer,
      confirmedAt: m.confirmedAt,
    },
    deals: stored.map((d) => ({
      number: d.number,
      record: d.record,
      score: d.score,
      detail: d.detail,
      enteredByCaptain: d.enteredByCaptain,
      idempotencyKey: d.idempotencyKey,
    })),
    nextNumber: stored.length + 1,
    /** The game's part, the view's discriminant `game`: its totals and whether the table is over, and what else the
     * game shows (Klammern: the pairs, match format, held and match points, who deals next; Doppelkopf: the
     * Spielliste). */
    ...table,
    /** The table's round clock (Doppelkopf), its end as an ISO time; null without one. */
    clock: clockView(await tableClock(ctx.db, tournament, round!, m), tournament.timeZone),
    entryOpen: open && !m.confirmedAt,
    canConfirm: round!.status === "published" && m.status === "complete" && !m.confirmedAt,
  };
}
