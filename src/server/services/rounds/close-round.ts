import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { auditLog, deals, matches, rounds } from "../../db/schema";
import { DomainError, staleVersion } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { requireRound } from "./load-round";
import { idField, intField, textField, versionField } from "../_shared/schemas";
import { publishChange } from "../_shared/publish-change";
import { storeSideResults, withSides } from "./table-seats";
import { requirePairGame } from "../_shared/pair-games";

const outcome = z.enum(["win", "draw", "loss"], { error: bi("Sieg, Unentschieden oder Niederlage.", "Win, draw or loss.") });
const gamePoints = intField({ de: "Die Spielpunkte", en: "The game points" }, 0, 100_000);
export const reasonField = textField({ de: "Die Begründung", en: "The reason" })
  .trim()
  .min(3, bi("Bitte eine Begründung angeben (mindestens 3 Zeichen).", "Please give a reason (at least 3 characters)."))
  .max(500, bi("Die Begründung darf höchstens 500 Zeichen haben.", "The reason may have at most 500 characters."));

/** Possible outcome pairs: a decided match, a draw, or a double loss (both pairs forfeit). */
const OUTCOME_PAIRS = new Set(["win/loss", "loss/win", "draw/draw", "loss/loss"]);

export const adjustedResultInput = z
  .object({ matchId: idField, nsOutcome: outcome, ewOutcome: outcome, nsPoints: gamePoints, ewPoints: gamePoints, reason: reasonField })
  .refine((a) => OUTCOME_PAIRS.has(`${a.nsOutcome}/${a.ewOutcome}`), {
    path: ["ewOutcome"],
    message: bi(
      "Diese Ergebnisse passen nicht zusammen (möglich: Sieg/Niederlage, Unentschieden/Unentschieden, Niederlage/Niederlage).",
      "These outcomes do not fit together (possible: win/loss, draw/draw, loss/loss).",
    ),
  });

export const closeRoundInput = z.object({
  roundId: idField,
  version: versionField,
  /** One explicit result per table that is not complete; none for complete tables. */
  adjustments: z.array(adjustedResultInput).max(500).default([]),
});

/** Closes a round: when every table is complete, or with the organizer's explicit result for each open table
 * (outcomes, game points, reason), each written to the audit trail. */
export async function closeRound({ ctx, input }: ServiceCall<z.infer<typeof closeRoundInput>>) {
  const { round: seen, tournament } = await requireRound(ctx.db, ctx, input.roundId);
  if (input.adjustments.length)
    requirePairGame(tournament.game, { de: "Ein festgesetztes Ergebnis", en: "An adjusted result" }, "adjustments");
  const user = ctx.user!;
  return ctx.db.transaction(async (tx) => {
    const [round] = await tx.select().from(rounds).where(eq(rounds.id, seen.id)).for("update");
    if (!round || round.version !== input.version) throw staleVersion();
    if (round.status !== "published")
      throw new DomainError(
        "BAD_REQUEST",
        round.status === "closed" ? "Diese Runde ist bereits abgeschlossen." : "Diese Runde ist noch nicht veröffentlicht.",
        round.status === "closed" ? "This round is already closed." : "This round is not published yet.",
        "roundId",
      );
    const tables = await withSides(tx, await tx.select().from(matches).where(eq(matches.roundId, round.id)).orderBy(asc(matches.tableNumber)).for("update"));
    const byId = new Map(tables.map((m) => [m.id, m]));
    const given = new Set<string>();
    input.adjustments.forEach((a, i) => {
      const m = byId.get(a.matchId);
      if (!m)
        throw new DomainError("BAD_REQUEST", "Dieser Tisch gehört nicht zu dieser Runde.", "This table is not part of this round.", `adjustments.${i}.matchId`);
      if (given.has(a.matchId))
        throw new DomainError("BAD_REQUEST", `Tisch ${m.tableNumber} ist doppelt angegeben.`, `Table ${m.tableNumber} is given twice.`, `adjustments.${i}.matchId`);
      if (m.status === "complete")
        throw new DomainError(
          "BAD_REQUEST",
          `Tisch ${m.tableNumber} ist vollständig gespielt; sein Ergebnis wird nicht festgesetzt.`,
          `Table ${m.tableNumber} is complete; its result is not adjusted.`,
          `adjustments.${i}.matchId`,
        );
      given.add(a.matchId);
    });
    const missing = tables.filter((m) => m.status !== "complete" && !given.has(m.id)).map((m) => m.tableNumber);
    if (missing.length)
      throw new DomainError(
        "BAD_REQUEST",
        `Noch nicht fertig: Tisch ${missing.join(", ")}. Für jeden offenen Tisch bitte ein Ergebnis mit Begründung festsetzen.`,
        `Not finished yet: table ${missing.join(", ")}. Please set a result with a reason for every open table.`,
        "adjustments",
      );

    for (const a of input.adjustments) {
      const m = byId.get(a.matchId)!;
      const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(deals).where(eq(deals.matchId, m.id));
      await storeSideResults(tx, m.id, { ns: m.nsEntrantId, ew: m.ewEntrantId }, { ns: a.nsPoints, ew: a.ewPoints, nsOutcome: a.nsOutcome, ewOutcome: a.ewOutcome });
      await tx
        .update(matches)
        .set({ status: "adjusted", adjusted: { reason: a.reason }, completedAt: sql`now()`, version: sql`${matches.version} + 1` })
        .where(eq(matches.id, m.id));
      await tx.insert(auditLog).values({
        tournamentId: round.tournamentId,
        actorId: user.id,
        actorName: user.name,
        action: "adjust-match",
        entity: "match",
        entityId: m.id,
        reason: a.reason,
        before: { round: round.number, table: m.tableNumber, status: m.status, nsPoints: m.nsPoints, ewPoints: m.ewPoints, deals: count },
        after: { round: round.number, table: m.tableNumber, status: "adjusted", nsOutcome: a.nsOutcome, ewOutcome: a.ewOutcome, nsPoints: a.nsPoints, ewPoints: a.ewPoints },
      });
    }
    const [closed] = await tx
      .update(rounds)
      .set({ status: "closed", closedAt: sql`now()`, version: sql`${rounds.version} + 1` })
      .where(eq(rounds.id, round.id))
      .returning();
    await publishChange(tx, { tournamentId: round.tournamentId, kind: "round", ids: [round.id] });
    return { round: closed!, adjusted: input.adjustments.length };
  });
}
