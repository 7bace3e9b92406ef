// Penalties at a Doppelkopf table (TSR 9), given by the organizer as referee (entering one is the countersignature
// the TSR asks for; one the table's device noted waits for it, penalty-signature.ts): the points by position come
// from src/games/doppelkopf/penalties.ts, the table's result is recomputed with them, and the audit trail records
// who, why, and the points before and after. A penalty given by mistake, or a noted one refused, is taken back.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { gameOf, penaltyClasses, penaltyPoints } from "@/games";
import type { Transaction } from "../../db";
import { auditLog, deals, penalties, type matches } from "../../db/schema";
import { DomainError, forbidden } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { publishChange } from "../_shared/publish-change";
import type { Tournament } from "../_shared/tournament-format";
import { idField, intField } from "../_shared/schemas";
import { reasonField } from "../rounds/close-round";
import { loadSeats, loadTablePoints } from "../rounds/table-seats";
import { lockMatch, storePointsOnly, type LockedMatch } from "./match-lock";
import { requireMatch } from "./result-access";
import { loadSpielliste } from "./spielliste-data";
import { tableContext } from "./table-context";

export const givePenaltyInput = z.object({
  matchId: idField,
  game: intField({ de: "Das Spiel", en: "The game" }, 1, 200),
  offender: intField({ de: "Der Spieler", en: "The player" }, 0, 4),
  class: z.enum(penaltyClasses, { error: bi("Die Strafe ist leicht, schwer oder unsportlich.", "The penalty is minor, serious or unsporting.") }),
  /** TSR 6.3.4: four Absagen at most (keine 90, 60, 30, schwarz). */
  absagen: intField({ de: "Die Absagen", en: "The Absagen" }, 0, 4).optional(),
  deduction: intField({ de: "Der Abzug", en: "The deduction" }, 1, 12).optional(),
  /** A game not entered yet: the soloist's position when it is a solo. */
  soloist: intField({ de: "Der Solist", en: "The soloist" }, 0, 4).optional(),
  harmsSoloist: z.boolean({ error: bi("Ja oder nein.", "Yes or no.") }).optional(),
  reason: reasonField,
});

export const takeBackPenaltyInput = z.object({ penaltyId: idField, reason: reasonField });

/** The points by position of a penalty in game `input.game` (stored, or the next one), as the TSR allow them; the
 * game must exist and the class and its figures fit, else refused naming the field. */
export async function pricePenalty(
  tx: Transaction,
  tournament: Tournament,
  match: typeof matches.$inferSelect,
  input: Pick<z.infer<typeof givePenaltyInput>, "game" | "offender" | "class" | "absagen" | "deduction" | "soloist" | "harmsSoloist">,
) {
  const table = await loadSpielliste(tx, tournament, match);
  const stored = table.list.games[input.game - 1];
  const next = table.list.next && input.game === table.list.next.number ? table.list.next : null;
  if (!stored && !next)
    throw new DomainError("BAD_REQUEST", `Spiel ${input.game} gibt es an diesem Tisch (noch) nicht.`, `Game ${input.game} does not exist at this table (yet).`, "game");
  const result = penaltyPoints({
    size: table.positions.length,
    sitsOut: (stored ?? next)!.sitsOut,
    offender: input.offender,
    class: input.class,
    absagen: input.absagen ?? undefined,
    deduction: input.deduction ?? undefined,
    soloist: stored ? (stored.soloist ?? null) : (input.soloist ?? null),
    harmsSoloist: input.harmsSoloist ?? undefined,
  });
  if (!result.ok) throw new DomainError("BAD_REQUEST", result.error.de, result.error.en, result.error.field);
  return result.points;
}

/** Stores a penalty with its points: signed by `organizer` (given in the office), or unsigned (noted at the table). */
export async function insertPenalty(
  tx: Transaction,
  matchId: string,
  input: Pick<z.infer<typeof givePenaltyInput>, "game" | "offender" | "class" | "absagen" | "deduction" | "harmsSoloist" | "reason">,
  points: number[],
  organizer: string | null,
) {
  const [penalty] = await tx
    .insert(penalties)
    .values({
      matchId,
      game: input.game,
      offender: input.offender,
      class: input.class,
      absagen: input.absagen ?? null,
      deduction: input.deduction ?? null,
      harmsSoloist: input.harmsSoloist ?? null,
      points,
      reason: input.reason,
      createdBy: organizer,
      signedAt: organizer ? new Date() : null,
      signedBy: organizer,
    })
    .returning();
  return penalty!;
}

/** A penalty now counts (given, or signed): the table re-scored with it, on the audit trail with the points by
 * position before and after, announced to the live pages. */
export async function countPenalty(
  tx: Transaction,
  { match, round, tournament }: { match: LockedMatch; round: { number: number }; tournament: Tournament },
  user: { id: string; name: string },
  action: "give-penalty" | "sign-penalty",
  penalty: { game: number; offender: number; class: string; points: number[]; reason: string },
  before: number[],
) {
  await rescore(tx, match, tournament);
  const where = { round: round.number, table: match.tableNumber, game: penalty.game };
  await tx.insert(auditLog).values({
    tournamentId: tournament.id,
    actorId: user.id,
    actorName: user.name,
    action,
    entity: "match",
    entityId: match.id,
    reason: penalty.reason,
    before: { ...where, points: before },
    after: { ...where, offender: penalty.offender, class: penalty.class, penalty: penalty.points, points: await pointsByPosition(tx, match.id) },
  });
  await publishChange(tx, { tournamentId: tournament.id, kind: "match", ids: [match.id] });
}

/** Each position's points at the table, position 1 first (as the audit trail records them). */
export async function pointsByPosition(tx: Transaction, matchId: string): Promise<number[]> {
  const [seats, points] = [(await loadSeats(tx, [matchId])).get(matchId) ?? [], await loadTablePoints(tx, matchId)];
  return seats.map((entrant) => points.get(entrant) ?? 0);
}

/** Re-scores the table with its games and penalties and stores the players' totals (the status stays). */
async function rescore(tx: Transaction, match: LockedMatch, t: Tournament) {
  const records = (await tx.select({ record: deals.record, number: deals.number }).from(deals).where(eq(deals.matchId, match.id)))
    .sort((a, b) => a.number - b.number)
    .map((d) => d.record);
  const evaluated = gameOf(t.game).scoring.evaluate(t, await tableContext(tx, match), records);
  await storePointsOnly(tx, match, evaluated);
}

export async function givePenalty({ ctx, input }: ServiceCall<z.infer<typeof givePenaltyInput>>) {
  await requireMatch(ctx.db, ctx, input.matchId);
  const user = ctx.user!;
  return ctx.db.transaction(async (tx) => {
    const { match, round, tournament } = await lockMatch(tx, input.matchId);
    if (!gameOf(tournament.game).features.penalties)
      throw new DomainError("BAD_REQUEST", "Strafen nach TSR 9 gibt es an Doppelkopf-Tischen.", "TSR 9 penalties are for Doppelkopf tables.", "matchId");
    if (round.status === "draft")
      throw new DomainError("BAD_REQUEST", "Diese Runde ist noch nicht veröffentlicht.", "This round is not published yet.", "matchId");
    const points = await pricePenalty(tx, tournament, match, input);
    const before = await pointsByPosition(tx, match.id);
    const penalty = await insertPenalty(tx, match.id, input, points, user.id);
    await countPenalty(tx, { match, round, tournament }, user, "give-penalty", { ...input, points }, before);
    return penalty;
  });
}

export async function takeBackPenalty({ ctx, input }: ServiceCall<z.infer<typeof takeBackPenaltyInput>>) {
  const [seen] = await ctx.db.select({ matchId: penalties.matchId }).from(penalties).where(eq(penalties.id, input.penaltyId));
  if (!seen) throw forbidden();
  await requireMatch(ctx.db, ctx, seen.matchId);
  const user = ctx.user!;
  return ctx.db.transaction(async (tx) => {
    const { match, round, tournament } = await lockMatch(tx, seen.matchId);
    const [gone] = await tx.delete(penalties).where(eq(penalties.id, input.penaltyId)).returning();
    if (!gone) throw forbidden();
    const before = await pointsByPosition(tx, match.id);
    await rescore(tx, match, tournament);
    const where = { round: round.number, table: match.tableNumber, game: gone.game };
    await tx.insert(auditLog).values({
      tournamentId: tournament.id,
      actorId: user.id,
      actorName: user.name,
      action: "take-back-penalty",
      entity: "match",
      entityId: match.id,
      reason: input.reason,
      before: { ...where, offender: gone.offender, class: gone.class, penalty: gone.points, points: before },
      after: { ...where, points: await pointsByPosition(tx, match.id) },
    });
    await publishChange(tx, { tournamentId: tournament.id, kind: "match", ids: [match.id] });
    return { penaltyId: gone.id };
  });
}
