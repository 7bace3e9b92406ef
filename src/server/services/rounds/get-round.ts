import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Note } from "@/pairing";
import { entrants, matches, rounds } from "../../db/schema";
import { notFound } from "../../errors";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { loadPlayers, type PlayerView } from "../entrants/entrant-players";
import { idField, intField } from "../_shared/schemas";
import { loadSeats } from "./table-seats";
import { gameOf } from "@/games";

export const getRoundInput = z.object({
  tournamentId: idField,
  round: intField({ de: "Die Runde", en: "The round" }, 1, 99),
});


/** A seat whose player row is missing (never written by the verbs). */
const UNKNOWN: PlayerView = { memberId: null, playerNumber: null, name: "?", guest: true };

/**
 * A round with everything the review page and the table cards show: tables with both pairs, the players by seat
 * (the N/S pair's first player sits North, its second South; the E/W pair's first East, second West), the first
 * dealer, the bye, pairs without a game, and the pairing's explanations and warnings.
 */
export async function getRound({ ctx, input }: ServiceCall<z.infer<typeof getRoundInput>>) {
  const t = await requireTournament(ctx.db, ctx, input.tournamentId);
  const [round] = await ctx.db
    .select()
    .from(rounds)
    .where(and(eq(rounds.tournamentId, t.id), eq(rounds.number, input.round)));
  if (!round) throw notFound({ de: `Runde ${input.round}`, en: `Round ${input.round}` });
  const entrantRows = await ctx.db.select().from(entrants).where(eq(entrants.tournamentId, t.id)).orderBy(asc(entrants.number));
  const players = await loadPlayers(ctx.db, { tournamentId: t.id });
  const pairs = new Map(
    entrantRows.map((r) => [r.id, { id: r.id, number: r.number, name: r.name, status: r.status, players: players.get(r.id) ?? [] }]),
  );
  const tableRows = await ctx.db.select().from(matches).where(eq(matches.roundId, round.id)).orderBy(asc(matches.tableNumber));
  const seatsOf = await loadSeats(
    ctx.db,
    tableRows.map((m) => m.id),
  );
  const game = gameOf(t.game);
  const seated = new Set<string>();
  const tables = tableRows.map((m) => {
    const bySeat = seatsOf.get(m.id) ?? [];
    const labels = game.seatLabels(bySeat.length);
    // A pair holds two positions: its first player sits at the first of them, its partner at the second.
    const taken = new Map<string, number>();
    const seats = bySeat.map((entrantId, i) => {
      const k = taken.get(entrantId) ?? 0;
      taken.set(entrantId, k + 1);
      seated.add(entrantId);
      return { seat: i, ...labels[i]!, entrantId, player: pairs.get(entrantId)?.players[k] ?? UNKNOWN };
    });
    // Klammern reads a table as its two pairs (North/South at position 0, East/West at 1); null for single players.
    const pairTable = game.sides;
    return {
      matchId: m.id,
      tableNumber: m.tableNumber,
      status: m.status,
      ns: pairTable ? (pairs.get(bySeat[0]!) ?? null) : null,
      ew: pairTable ? (pairs.get(bySeat[1]!) ?? null) : null,
      seats,
      firstDealer: seats[m.firstDealer]!,
      /** How the table's play ends (its deals, or a target score), for its card. */
      goal: game.tableGoal(t.format, seats.length),
      /** Whether the dealer sits out each deal (more positions than a deal takes: Doppelkopf at five). */
      dealerSitsOut: seats.length > game.dealPlayers,
    };
  });
  const bye = round.byeEntrantId ? (pairs.get(round.byeEntrantId) ?? null) : null;
  if (bye) seated.add(bye.id);
  // Pairs that could play this round but have no table (round robin: their scheduled opponent withdrew).
  const idle = entrantRows
    .filter(
      (r) =>
        !seated.has(r.id) &&
        r.enteredRound <= round.number &&
        (r.withdrawnAfterRound === null || r.withdrawnAfterRound >= round.number),
    )
    .map((r) => pairs.get(r.id)!);
  return {
    tournament: { id: t.id, name: t.name, game: t.game, date: t.date, venue: t.venue, roundsPlanned: t.roundsPlanned, timeZone: t.timeZone },
    round: {
      id: round.id,
      number: round.number,
      status: round.status,
      seed: round.seed,
      version: round.version,
      publishedAt: round.publishedAt,
      /** When the round's time began (Doppelkopf round clock), or null without one. */
      clockStartedAt: game.roundMinutes(t.format) ? (round.clockStartedAt ?? round.publishedAt) : null,
      closedAt: round.closedAt,
      flaggedAt: round.flaggedAt,
      flagReason: round.flagReason,
      explanations: round.explanations as Note[],
      warnings: round.warnings as Note[],
    },
    plan: t.schedule.find((p) => p.round === round.number) ?? null,
    tables,
    bye,
    idle,
  };
}
