import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { eligibility, swapEntrants as swapInPairing } from "@/pairing";
import { matches, roundEntrants, rounds, tableSeats } from "../../db/schema";
import { DomainError } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { requireDraft, requireRound } from "./load-round";
import { loadEntrantRows, loadPairing, pairingContext } from "./round-pairing-data";
import { idField, versionField } from "../_shared/schemas";
import { lockTournament } from "../_shared/tournament-lock";
import { pairSeats } from "./table-seats";
import { requirePairGame } from "../_shared/pair-games";

export const swapEntrantsInput = z.object({ roundId: idField, version: versionField, a: idField, b: idField });

/**
 * The organizer swaps two pairs in a drafted round: each takes the other's table and seat (or the bye). Two
 * pairs of one table swap North/South and East/West. The swap is checked again by src/pairing; its warnings
 * (a rematch, a second bye) are stored with the round and returned, and the organizer decides.
 */
export async function swapEntrants({ ctx, input }: ServiceCall<z.infer<typeof swapEntrantsInput>>) {
  const { tournament } = await requireRound(ctx.db, ctx, input.roundId);
  requirePairGame(tournament.game, { de: "Das Tauschen zweier Spieler", en: "Swapping two players" }, "a");
  if (input.a === input.b) {
    throw new DomainError("BAD_REQUEST", "Bitte zwei verschiedene Paare wählen.", "Please choose two different pairs.", "b");
  }
  return ctx.db.transaction(async (tx) => {
    const t = await lockTournament(tx, tournament.id);
    const round = await requireDraft(tx, input.roundId, input.version);
    const rows = await loadEntrantRows(tx, t.id);
    const context = await pairingContext(tx, t, rows);
    for (const field of ["a", "b"] as const) {
      const e = context.entrants.find((x) => x.id === input[field]);
      if (!e || eligibility(e, round.number) !== "eligible") {
        throw new DomainError(
          "BAD_REQUEST",
          `Dieses Paar spielt in Runde ${round.number} nicht mit.`,
          `This pair does not play in round ${round.number}.`,
          field,
        );
      }
    }
    const before = await loadPairing(tx, round, context);
    const after = swapInPairing(before, input.a, input.b, context);

    const tableRows = await tx.select({ id: matches.id, table: matches.tableNumber }).from(matches).where(eq(matches.roundId, round.id));
    const idOf = new Map(tableRows.map((m) => [m.table, m.id]));
    // Seats and who plays where, written afresh; the unique index refuses any pair seated twice.
    await tx.delete(roundEntrants).where(eq(roundEntrants.roundId, round.id));
    for (const table of after.tables) {
      const matchId = idOf.get(table.table)!;
      await tx.delete(tableSeats).where(eq(tableSeats.matchId, matchId));
      await tx.insert(tableSeats).values(pairSeats(matchId, table.home, table.away));
      await tx.insert(roundEntrants).values([
        { roundId: round.id, entrantId: table.home, matchId },
        { roundId: round.id, entrantId: table.away, matchId },
      ]);
    }
    if (after.bye) await tx.insert(roundEntrants).values({ roundId: round.id, entrantId: after.bye, isBye: true });

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
    return { roundId: round.id, version: updated!.version, warnings: after.warnings };
  });
}
