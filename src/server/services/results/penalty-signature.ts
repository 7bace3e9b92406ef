// A penalty noted at the table (table-entry/note-penalty.ts) counts once the referee countersigns it (TSR 8.2.2):
// the organizer signs it in the office, priced again, or refuses it (result.takeBackPenalty, with a reason).
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { penalties } from "../../db/schema";
import { DomainError, forbidden } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";
import { lockMatch } from "./match-lock";
import { countPenalty, pointsByPosition, pricePenalty } from "./penalties";
import { requireMatch } from "./result-access";

export const signPenaltyInput = z.object({ penaltyId: idField });

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
