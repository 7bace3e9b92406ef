// A penalty noted at the table and countersigned by the referee (TSR 8.2.2): the list keeper notes it on the
// table's device (who, which game, the class; the points are the TSR's, computed as in the office), it shows on the
// list as waiting and counts nowhere; the organizer as referee signs it in the office, and only then it counts, or
// refuses it (result.takeBackPenalty, with a reason).
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { gameOf } from "@/games";
import { auditLog, penalties } from "../../db/schema";
import { DomainError, forbidden } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { publishChange } from "../_shared/publish-change";
import { tableDevice } from "../_shared/audit";
import { idField } from "../_shared/schemas";
import { requireCaptainFor } from "../table-entry/captain-access";
import { requireUnconfirmed } from "./confirm-match";
import { lockMatch } from "./match-lock";
import { countPenalty, givePenaltyInput, insertPenalty, pointsByPosition, pricePenalty } from "./penalties";
import { requireMatch } from "./result-access";

export const notePenaltyInput = givePenaltyInput;
export const signPenaltyInput = z.object({ penaltyId: idField });

export async function notePenalty({ ctx, input }: ServiceCall<z.infer<typeof notePenaltyInput>>) {
  return ctx.db.transaction(async (tx) => {
    await requireCaptainFor(tx, ctx, input.matchId, { write: true });
    const { match, round, tournament } = await lockMatch(tx, input.matchId);
    await requireCaptainFor(tx, ctx, input.matchId, { write: true }); // again under the lock: a takeover may have won
    if (!gameOf(tournament.game).features.penalties)
      throw new DomainError("BAD_REQUEST", "Strafen nach TSR 9 gibt es an Doppelkopf-Tischen.", "TSR 9 penalties are for Doppelkopf tables.", "matchId");
    requireUnconfirmed(match);
    if (round.status !== "published")
      throw new DomainError("BAD_REQUEST", "Die Runde läuft nicht mehr; Strafen gibt jetzt die Turnierleitung.", "The round is over; the tournament director gives penalties now.", "matchId");
    const points = await pricePenalty(tx, tournament, match, input);
    const penalty = await insertPenalty(tx, match.id, input, points, null);
    await tx.insert(auditLog).values({
      tournamentId: tournament.id,
      actorId: null,
      actorName: tableDevice("captain", match.tableNumber).name,
      action: "note-penalty",
      entity: "match",
      entityId: match.id,
      reason: input.reason,
      before: { round: round.number, table: match.tableNumber, game: input.game },
      after: { round: round.number, table: match.tableNumber, game: input.game, offender: input.offender, class: input.class, penalty: points, signed: false },
    });
    await publishChange(tx, { tournamentId: tournament.id, kind: "match", ids: [match.id] });
    return { penaltyId: penalty.id, points };
  });
}

export async function signPenalty({ ctx, input }: ServiceCall<z.infer<typeof signPenaltyInput>>) {
  const [seen] = await ctx.db.select({ matchId: penalties.matchId }).from(penalties).where(eq(penalties.id, input.penaltyId));
  if (!seen) throw forbidden();
  await requireMatch(ctx.db, ctx, seen.matchId);
  const user = ctx.user!;
  return ctx.db.transaction(async (tx) => {
    const { match, round, tournament } = await lockMatch(tx, seen.matchId);
    const [noted] = await tx.select().from(penalties).where(eq(penalties.id, input.penaltyId)).for("update");
    if (!noted) throw forbidden();
    if (noted.signedAt) throw new DomainError("BAD_REQUEST", "Diese Strafe ist schon gegengezeichnet.", "This penalty is already countersigned.", "penaltyId");
    // Priced again: the game may have been corrected since it was noted (its soloist decides a minor penalty).
    const points = await pricePenalty(tx, tournament, match, { ...noted, absagen: noted.absagen ?? undefined, deduction: noted.deduction ?? undefined, harmsSoloist: noted.harmsSoloist ?? undefined });
    const before = await pointsByPosition(tx, match.id);
    await tx.update(penalties).set({ points, signedAt: sql`now()`, signedBy: user.id }).where(eq(penalties.id, noted.id));
    await countPenalty(tx, { match, round, tournament }, user, "sign-penalty", { ...noted, points }, before);
    return { penaltyId: noted.id, points };
  });
}
