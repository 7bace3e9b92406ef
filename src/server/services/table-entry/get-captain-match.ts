import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { captainSessions, deals, matches, rounds, tournaments } from "../../db/schema";
import { requireCaptainFor, signInAgain } from "./captain-access";
import type { ServiceCall } from "../_shared/context";
import { loadPairs } from "../entrants/entrant-labels";
import { evaluateMatch } from "../results/match-result";
import { idField } from "../_shared/schemas";
import { withFormat } from "../_shared/tournament-format";
import { roundColumns } from "../rounds/round-columns";
import { withSides } from "../rounds/table-seats";
import { gameOf, withPenalties } from "@/games";
import { loadSpielliste } from "../results/spielliste-data";
import { clockView, tableClock } from "../rounds/table-clock";

export const getCaptainMatchInput = z.object({ matchId: idField.optional() });

/** The captain's view of the table: pairs and seats (or a Doppelkopf table's players by position and its
 * Spielliste), the deals with the engine's running score, who deals next, whether this device holds the table, and
 * what it may do. Never any code, never another table. */
export async function getCaptainMatch({ ctx, input }: ServiceCall<z.infer<typeof getCaptainMatchInput>>) {
  if (!ctx.captain) throw signInAgain();
  const matchId = input.matchId ?? ctx.captain.matchId;
  const session = await requireCaptainFor(ctx.db, ctx, matchId, { write: false });
  const [match] = await withSides(ctx.db, await ctx.db.select().from(matches).where(eq(matches.id, matchId)));
  const [round] = await ctx.db.select(roundColumns).from(rounds).where(eq(rounds.id, match!.roundId));
  const [row] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, match!.tournamentId));
  const tournament = withFormat(row!);
  const stored = await ctx.db.select().from(deals).where(eq(deals.matchId, matchId)).orderBy(asc(deals.number));
  // A table of single players (Doppelkopf) keeps a Spielliste; a Klammern table is a match of two pairs.
  const spielliste = gameOf(tournament.game).entrant.players === 1 ? await loadSpielliste(ctx.db, tournament, match!) : null;
  const evaluated = spielliste ? null : evaluateMatch(tournament, stored.map((d) => d.record));
  const pairs = new Map((await loadPairs(ctx.db, tournament.id)).map((p) => [p.id, p]));
  const [holder] = await ctx.db
    .select({ id: captainSessions.id })
    .from(captainSessions)
    .where(and(eq(captainSessions.matchId, matchId), eq(captainSessions.side, "captain"), eq(captainSessions.status, "active")));
  const m = match!;
  const open = round!.status === "published" && m.status === "open";
  const pair = (id: string) => {
    const p = pairs.get(id);
    return p ? { number: p.number, name: p.name, players: p.players } : null;
  };
  return {
    session: { side: session.side, status: session.status, holdsTable: holder?.id === session.id },
    tournament: {
      name: tournament.name,
      rules: tournament.rules,
      matchFormat: tournament.matchFormat,
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
      ns: spielliste ? null : pair(m.nsEntrantId),
      ew: spielliste ? null : pair(m.ewEntrantId),
    },
    deals: stored.map((d, i) => ({
      number: d.number,
      record: d.record,
      score: d.score,
      detail: d.detail,
      enteredByCaptain: d.enteredByCaptain,
      idempotencyKey: d.idempotencyKey,
      credited: evaluated?.deals[i]?.credited ?? d.score,
      totals: evaluated?.deals[i]?.totals ?? [],
    })),
    totals: evaluated?.totals ?? withPenalties(spielliste!.list.totals, spielliste!.penalties.filter((x) => x.signed).map((x) => x.points)),
    held: evaluated?.held ?? null,
    over: evaluated ? evaluated.over : spielliste!.list.gamesLeft === 0,
    matchPoints: evaluated?.matchPoints ?? null,
    nextNumber: stored.length + 1,
    nextDealer: evaluated ? (stored.length === 0 ? m.firstDealer : evaluated.nextDealer) : null,
    /** Doppelkopf: the players by position, the games planned and the list so far (the device replays it with
     * its waiting games); null at a Klammern table. */
    spielliste: spielliste && {
      positions: spielliste.positions,
      gamesPlanned: spielliste.gamesPlanned,
      struckAfter: spielliste.struckAfter,
      list: spielliste.list,
      penalties: spielliste.penalties,
    },
    /** The table's round clock (Doppelkopf), its end as an ISO time; null without one. */
    clock: clockView(await tableClock(ctx.db, tournament.format, round!, m), tournament.timeZone),
    entryOpen: open && !m.confirmedAt,
    canConfirm: round!.status === "published" && m.status === "complete" && !m.confirmedAt,
  };
}
