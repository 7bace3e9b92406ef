import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { auditLog, matches } from "../../db/schema";
import { DomainError } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { publishChange } from "../_shared/publish-change";
import { idField, intField } from "../_shared/schemas";
import { lockMatch } from "./match-lock";
import { requireMatch } from "./result-access";
import { reasonField } from "../rounds/close-round";
import { gamesAfterStrike, restoreWithStrike } from "./time-up";
import { tableClock, timeIsUp } from "../rounds/table-clock";

export const extendTableTimeInput = z.object({
  matchId: idField,
  minutes: intField({ de: "Die zusätzliche Zeit in Minuten", en: "The extra time in minutes" }, 1, 120),
  reason: reasonField,
});

/** The organizer grants a table of a running round extra time (a Doppelkopf table with a round clock), with a
 * reason on the audit trail; the tablet and the office show the new end at once. */
export async function extendTableTime({ ctx, input }: ServiceCall<z.infer<typeof extendTableTimeInput>>) {
  await requireMatch(ctx.db, ctx, input.matchId);
  const user = ctx.user!;
  return ctx.db.transaction(async (tx) => {
    const { match, round, tournament } = await lockMatch(tx, input.matchId);
    const before = await tableClock(tx, tournament, round, match);
    if (!before)
      throw new DomainError("BAD_REQUEST", "Dieser Tisch spielt ohne Rundenuhr.", "This table plays without a round clock.", "matchId");
    if (round.status !== "published")
      throw new DomainError("BAD_REQUEST", "Mehr Zeit gibt es nur, solange die Runde läuft.", "Extra time is only for a round being played.", "matchId");
    // Time given back lifts a strike at time (results/time-up.ts), unless Vorführungen were played after it.
    const after = await gamesAfterStrike(tx, match);
    if (after > 0)
      throw new DomainError(
        "BAD_REQUEST",
        `Nach Zeitablauf ${after === 1 ? "wurde schon 1 Pflichtsolo" : `wurden schon ${after} Pflichtsoli`} gespielt; die Zeit lässt sich nicht mehr verlängern.`,
        `${after === 1 ? "1 compulsory solo was" : `${after} compulsory solos were`} played after time; the time can no longer be extended.`,
        "matchId",
      );
    const [updated] = await tx
      .update(matches)
      .set({ extraMinutes: sql`${matches.extraMinutes} + ${input.minutes}`, version: sql`${matches.version} + 1` })
      .where(eq(matches.id, match.id))
      .returning();
    const later = (await tableClock(tx, tournament, round, updated!))!;
    const table = match.struckAfter !== null && !timeIsUp(later) ? await restoreWithStrike(tx, tournament, match, null) : updated!;
    await tx.insert(auditLog).values({
      tournamentId: tournament.id,
      actorId: user.id,
      actorName: user.name,
      action: "extend-table-time",
      entity: "match",
      entityId: match.id,
      reason: input.reason,
      before: { round: round.number, table: match.tableNumber, extraMinutes: before.extraMinutes, deadline: before.deadline.toISOString() },
      after: { round: round.number, table: match.tableNumber, extraMinutes: later.extraMinutes, deadline: later.deadline.toISOString() },
    });
    await publishChange(tx, { tournamentId: tournament.id, kind: "match", ids: [match.id] });
    return { matchId: match.id, version: table.version, extraMinutes: later.extraMinutes, deadline: later.deadline };
  });
}
