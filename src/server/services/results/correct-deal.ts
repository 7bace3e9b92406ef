import { and, asc, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { gameOf } from "@/games";
import { auditLog, deals, rounds } from "../../db/schema";
import { DomainError, staleVersion } from "../../errors";
import { reasonField } from "../rounds/close-round";
import type { ServiceCall } from "../_shared/context";
import { lockMatch, storeMatchResult, storePointsOnly } from "./match-lock";
import { engineRejection, resultError } from "@/games";
import { errorsForDeal } from "./match-result";
import { requireDeal } from "./result-access";
import { idField, versionField } from "../_shared/schemas";
import { recordField } from "./submit-deal";
import { publishChange } from "../_shared/publish-change";
import { tableContext } from "./table-context";
import { loadTablePoints } from "../rounds/table-seats";
import { serverGame } from "../../games";

export const correctDealInput = z.object({ dealId: idField, version: versionField, record: recordField, reason: reasonField });

/**
 * Corrects any deal of a table, while its round runs or after it closed (organizer only, with a reason): the game's scoring validates the new record in the context of its table (Klammern: the match;
 * Doppelkopf: the Spielliste, so a correction that makes a later game impossible is refused naming that game),
 * the table's result is recomputed, the audit trail gets who, when, why,
 * before and after (points per side or per position), and every later round is flagged when the table's points
 * changed and the game seats later rounds from the standings (a Swiss pairing, every Doppelkopf seating), since
 * they were made from standings that no longer hold.
 */
export async function correctDeal({ ctx, input }: ServiceCall<z.infer<typeof correctDealInput>>) {
  const { deal: seen } = await requireDeal(ctx.db, ctx, input.dealId);
  const user = ctx.user!;
  return ctx.db.transaction(async (tx) => {
    const { match, round, tournament } = await lockMatch(tx, seen.matchId);
    const stored = await tx.select().from(deals).where(eq(deals.matchId, match.id)).orderBy(asc(deals.number));
    const index = stored.findIndex((d) => d.id === seen.id);
    const deal = stored[index];
    if (!deal || deal.version !== input.version) throw staleVersion();
    // Any deal of a published table, running or closed: the later deals are checked again in the table's context.
    if (round.status !== "closed" && round.status !== "published")
      throw new DomainError("BAD_REQUEST", "Diese Runde ist noch nicht veröffentlicht.", "This round is not published yet.", "dealId");
    // A table closed with its games struck (Doppelkopf) counts with its games, so they stay correctable; a table
    // whose result was set (Klammern) does not take it from its deals.
    const struck = match.status === "adjusted" && gameOf(tournament.game).closedEarly === "games-struck";
    if (match.status === "adjusted" && !struck)
      throw new DomainError(
        "BAD_REQUEST",
        "Für diesen Tisch gilt ein festgesetztes Ergebnis; ein Spiel zu korrigieren ändert es nicht.",
        "This table has an adjusted result; correcting a deal would not change it.",
        "dealId",
      );

    const scoring = gameOf(tournament.game).scoring;
    const record = scoring.normalize(input.record);
    const records = stored.map((d, i) => (i === index ? input.record : d.record));
    const table = await tableContext(tx, match);
    const pointsBefore = await loadTablePoints(tx, match.id);
    const evaluated = scoring.evaluate(tournament, table, records);
    const problems = errorsForDeal(evaluated.errors, index);
    // A finished table must stay finished; a table still playing may stay open.
    if (!problems.length && !evaluated.over && !struck && match.status === "complete")
      problems.push(
        resultError(
          "MATCH_NOT_OVER",
          "",
          "Mit dieser Korrektur wäre die Partie nicht mehr beendet; bitte die Angaben prüfen.",
          "With this correction the match would no longer be over; please check the entry.",
        ),
      );
    if (problems.length) throw engineRejection(problems);
    const scored = evaluated.deals[index]!;

    const [updatedDeal] = await tx
      .update(deals)
      .set({ record, score: scored.score, detail: scored.detail, version: sql`${deals.version} + 1`, updatedAt: sql`now()` })
      .where(eq(deals.id, deal.id))
      .returning();
    const updatedMatch = struck ? await storePointsOnly(tx, match, evaluated) : await storeMatchResult(tx, match, evaluated);
    const where = { round: round.number, table: match.tableNumber, deal: deal.number };
    await tx.insert(auditLog).values({
      tournamentId: tournament.id,
      actorId: user.id,
      actorName: user.name,
      action: "correct-deal",
      entity: "deal",
      entityId: deal.id,
      reason: input.reason,
      before: { ...where, record: deal.record, score: deal.score, ...scoring.auditPoints(table, pointsBefore) },
      after: { ...where, record, score: scored.score, ...scoring.auditPoints(table, evaluated.points) },
    });

    const changed = table.seats.some((entrant) => (pointsBefore.get(entrant) ?? 0) !== (evaluated.points.get(entrant) ?? 0));
    let flagged: number[] = [];
    if (changed && serverGame(tournament.game).seating.readsStandings(tournament)) {
      // Both languages in the one text column (lib/bilingual); pages show the reader's, exports the German.
      const flagReason = bi(
        `Runde ${where.round}, Tisch ${where.table}, Spiel ${where.deal} korrigiert: ${input.reason}`,
        `Round ${where.round}, table ${where.table}, deal ${where.deal} corrected: ${input.reason}`,
      );
      const rows = await tx
        .update(rounds)
        .set({ flaggedAt: sql`now()`, flagReason })
        .where(and(eq(rounds.tournamentId, tournament.id), gt(rounds.number, round.number)))
        .returning({ number: rounds.number });
      flagged = rows.map((r) => r.number).sort((a, b) => a - b);
    }
    await publishChange(tx, { tournamentId: tournament.id, kind: "deal", ids: [updatedDeal!.id, updatedMatch.id] });
    return { deal: updatedDeal!, match: updatedMatch, flaggedRounds: flagged };
  });
}
