import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { gameOf } from "@/games";
import type { Transaction } from "../../db";
import { entrants, rounds } from "../../db/schema";
import { DomainError } from "../../errors";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { requireDraft, requireRound } from "./load-round";
import { reseatRound } from "./round-pairing-data";
import { serverGame } from "../../games";
import { idField, versionField } from "../_shared/schemas";
import { lockOpenTournament } from "../_shared/tournament-lock";

/** The two entrants' start numbers, in the order given ("7 ↔ 12"), for the audit trail. */
async function entrantNumbers(tx: Transaction, ids: string[]) {
  const rows = await tx.select({ id: entrants.id, number: entrants.number }).from(entrants).where(inArray(entrants.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)?.number ?? "?").join(" ↔ ");
}

export const swapEntrantsInput = z.object({ roundId: idField, version: versionField, a: idField, b: idField });

/**
 * The organizer swaps two entrants in a drafted round, the game's way (rounds/seating): two Klammern pairs take each
 * other's table and side (or the bye; two pairs of one table swap North/South and East/West), two Doppelkopf players
 * each other's table and position. The swap is checked again; its warnings (a rematch, a second bye, a repeated
 * table-mate, a second table of five) are stored with the round and returned, and the organizer decides.
 */
export async function swapEntrants({ ctx, input }: ServiceCall<z.infer<typeof swapEntrantsInput>>) {
  const { tournament } = await requireRound(ctx.db, ctx, input.roundId);
  if (input.a === input.b) {
    const { plural } = gameOf(tournament.game).entrant;
    throw new DomainError("BAD_REQUEST", `Bitte zwei verschiedene ${plural.de} wählen.`, `Please choose two different ${plural.en}.`, "b");
  }
  return ctx.db.transaction(async (tx) => {
    const t = await lockOpenTournament(tx, tournament.id);
    const round = await requireDraft(tx, input.roundId, input.version);
    const after = await serverGame(t.game).seating.swap(tx, t, round, input.a, input.b);
    await reseatRound(tx, round.id, after);
    const [updated] = await tx
      .update(rounds)
      .set({
        byeEntrantId: after.bye,
        explanations: after.explanations,
        warnings: after.warnings,
        version: sql`${rounds.version} + 1`,
      })
      .where(eq(rounds.id, round.id))
      .returning({ version: rounds.version });
    await recordAudit(tx, {
      tournamentId: t.id,
      actor: organizer(ctx.user!),
      action: "swap-entrants",
      entity: "round",
      entityId: round.id,
      after: { round: round.number, swapped: await entrantNumbers(tx, [input.a, input.b]), warnings: after.warnings.length },
    });
    return { roundId: round.id, version: updated!.version, warnings: after.warnings };
  });
}
