import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { auditLog, deals, matches, rounds } from "../../db/schema";
import { DomainError, staleVersion } from "../../errors";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { requireRound } from "./load-round";
import { idField, intField, textField, versionField } from "../_shared/schemas";
import { publishChange } from "../_shared/publish-change";
import { requireNotFinished } from "../_shared/tournament-lock";
import { storeSideResults, withSides } from "./table-seats";
import { gameOf } from "@/games";

const outcome = z.enum(["win", "draw", "loss"], { error: bi("Sieg, Unentschieden oder Niederlage.", "Win, draw or loss.") });
const gamePoints = intField({ de: "Die Spielpunkte", en: "The game points" }, 0, 100_000);
export const reasonField = textField({ de: "Die Begründung", en: "The reason" })
  .trim()
  .min(3, bi("Bitte eine Begründung angeben (mindestens 3 Zeichen).", "Please give a reason (at least 3 characters)."))
  .max(500, bi("Die Begründung darf höchstens 500 Zeichen haben.", "The reason may have at most 500 characters."));

/** Possible outcome pairs: a decided match, a draw, or a double loss (both pairs forfeit). */
const OUTCOME_PAIRS = new Set(["win/loss", "loss/win", "draw/draw", "loss/loss"]);

/** An open table's result set by the organizer. A Klammern table gets outcomes and game points; a table of single
 * players (Doppelkopf) gets none: its games not played are struck and it counts with the games entered (TSR: games
 * not dealt when time is up are struck). */
export const adjustedResultInput = z
  .object({
    matchId: idField,
    nsOutcome: outcome.optional(),
    ewOutcome: outcome.optional(),
    nsPoints: gamePoints.optional(),
    ewPoints: gamePoints.optional(),
    reason: reasonField,
  })
  .refine((a) => a.nsOutcome === undefined || a.ewOutcome === undefined || OUTCOME_PAIRS.has(`${a.nsOutcome}/${a.ewOutcome}`), {
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

type Adjustment = z.infer<typeof adjustedResultInput>;
const PAIR_FIELDS = ["nsOutcome", "ewOutcome", "nsPoints", "ewPoints"] as const;

/** A Klammern table needs every field of its result; a table of single players takes none of them. */
function checkShape(a: Adjustment, i: number, pairs: boolean, table: number) {
  for (const key of PAIR_FIELDS) {
    if (pairs && a[key] === undefined)
      throw new DomainError("BAD_REQUEST", `Tisch ${table}: bitte das Ergebnis vollständig angeben.`, `Table ${table}: please give the whole result.`, `adjustments.${i}.${key}`);
    if (!pairs && a[key] !== undefined)
      throw new DomainError(
        "BAD_REQUEST",
        `Tisch ${table}: hier wird kein Ergebnis gesetzt; die nicht gespielten Spiele werden gestrichen und der Tisch zählt mit den gespielten.`,
        `Table ${table}: no result is set here; the games not played are struck and the table counts with those played.`,
        `adjustments.${i}.${key}`,
      );
  }
}

/** Closes a round: when every table is complete, or with the organizer's explicit result for each open table
 * (Klammern: outcomes and game points; Doppelkopf: its remaining games struck), with a reason, each written to the
 * audit trail. */
export async function closeRound({ ctx, input }: ServiceCall<z.infer<typeof closeRoundInput>>) {
  const { round: seen, tournament } = await requireRound(ctx.db, ctx, input.roundId);
  requireNotFinished(tournament);
  const pairs = gameOf(tournament.game).closedEarly === "result-set";
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
      checkShape(a, i, pairs, m.tableNumber);
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
      const where = { round: round.number, table: m.tableNumber };
      let before: Record<string, unknown>, after: Record<string, unknown>;
      if (pairs) {
        const r = a as Required<Adjustment>;
        await storeSideResults(tx, m.id, { ns: m.nsEntrantId, ew: m.ewEntrantId }, { ns: r.nsPoints, ew: r.ewPoints, nsOutcome: r.nsOutcome, ewOutcome: r.ewOutcome });
        before = { ...where, status: m.status, nsPoints: m.nsPoints, ewPoints: m.ewPoints, deals: count };
        after = { ...where, status: "adjusted", nsOutcome: r.nsOutcome, ewOutcome: r.ewOutcome, nsPoints: r.nsPoints, ewPoints: r.ewPoints };
      } else {
        // The players keep the totals of the games entered (stored with each game); nothing else changes.
        before = { ...where, status: m.status, deals: count };
        after = { ...where, status: "adjusted", deals: count, struck: true };
      }
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
        before,
        after,
      });
    }
    const [closed] = await tx
      .update(rounds)
      .set({ status: "closed", closedAt: sql`now()`, version: sql`${rounds.version} + 1` })
      .where(eq(rounds.id, round.id))
      .returning();
    await recordAudit(tx, {
      tournamentId: round.tournamentId,
      actor: organizer(user),
      action: "close-round",
      entity: "round",
      entityId: round.id,
      before: { round: round.number, status: "published" },
      after: { round: round.number, status: "closed", adjusted: input.adjustments.length },
    });
    await publishChange(tx, { tournamentId: round.tournamentId, kind: "round", ids: [round.id] });
    return { round: closed!, adjusted: input.adjustments.length };
  });
}
