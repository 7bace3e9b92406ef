import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { gameOf } from "@/games";
import { bi } from "@/lib/bilingual";
import { auditLog, matches, tableCodes } from "../../db/schema";
import { DomainError, staleVersion } from "../../errors";
import { publishChange } from "../_shared/publish-change";
import { tableDevice } from "../_shared/audit";
import { pointsByPosition } from "../results/penalties";
import { requireCaptainFor } from "./captain-access";
import { codeAttemptRefusal, lockCodeAttempts, recordCodeFailure } from "./code-attempts";
import type { ServiceCall } from "../_shared/context";
import { lockMatch } from "../results/match-lock";
import { requireEntryOpen } from "../results/result-access";
import { dueForStrike, gamesStored, restoreWithStrike } from "../results/time-up";
import { idField, textField, versionField } from "../_shared/schemas";
import { normalizeCode } from "../rounds/table-code-format";

export const confirmMatchInput = z.object({
  matchId: idField,
  /** The match version the opponents reviewed: a change since then must be reviewed again. */
  matchVersion: versionField,
  code: textField({ de: "Der Bestätigungscode", en: "The confirmation code" })
    .trim()
    .min(1, bi("Bitte den Bestätigungscode eingeben.", "Please enter the confirmation code."))
    .max(40, bi("Das ist kein Tischcode.", "That is not a table code.")),
});

type MatchRow = typeof matches.$inferSelect;

/** After the opponents confirmed, only the organizer changes the table (correction with audit trail). */
export function requireUnconfirmed(match: MatchRow) {
  if (match.confirmedAt)
    throw new DomainError(
      "FORBIDDEN",
      "Diese Partie ist am Tisch bestätigt. Änderungen nur noch durch die Turnierleitung.",
      "This match was confirmed at the table. Only the tournament director can change it now.",
      "matchId",
    );
}

/**
 * The opposing pair confirms the finished match on the captain's device with the code from their side of the table
 * card. Wrong codes count toward the same rate limit as sign-in (a captain must not guess his way to a confirmation).
 * Writes matches.confirmed_at and an audit entry.
 */
export async function confirmMatch({ ctx, input }: ServiceCall<z.infer<typeof confirmMatchInput>>) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const session = await requireCaptainFor(tx, ctx, input.matchId, { write: true });
    await lockCodeAttempts(tx, ctx.clientAddress, session.tournamentId);
    const refusal = await codeAttemptRefusal(tx, ctx.clientAddress, session.tournamentId);
    if (refusal) return { error: refusal };
    const { match, round, tournament } = await lockMatch(tx, input.matchId);
    // Who confirms is the game's (the opposing pair, another player of the table): so is the refusal's wording.
    const { wrongCode } = gameOf(tournament.game).tableRoles;
    requireUnconfirmed(match);
    requireEntryOpen(round, match, { allowComplete: true });
    if (match.version !== input.matchVersion) throw staleVersion();
    // A Doppelkopf table whose time ran out is complete once its missing Pflichtsoli are played (TSR 8.5.1): the
    // strike is stored once the code is right (a wrong code commits its count, and nothing else).
    const strike = await dueForStrike(tx, tournament, round, match);
    const unfinished = () => new DomainError("BAD_REQUEST", "Die Partie ist noch nicht zu Ende gespielt.", "The match is not finished yet.", "matchId");
    if (match.status !== "complete" && !strike) throw unfinished();

    const code = normalizeCode(input.code);
    const [own] = code
      ? await tx
          .select({ id: tableCodes.id })
          .from(tableCodes)
          .where(
            and(eq(tableCodes.matchId, match.id), eq(tableCodes.side, "opponent"), eq(tableCodes.code, code), sql`${tableCodes.revokedAt} is null`),
          )
      : [];
    if (!own) {
      await recordCodeFailure(tx, ctx.clientAddress, session.tournamentId);
      return {
        error: new DomainError(
          "BAD_REQUEST",
          wrongCode.de,
          wrongCode.en,
          "code",
        ),
      };
    }
    if (strike && (await restoreWithStrike(tx, tournament, match, await gamesStored(tx, match.id))).status !== "complete") throw unfinished();
    const [confirmed] = await tx
      .update(matches)
      .set({ confirmedAt: sql`now()`, version: sql`${matches.version} + 1` })
      .where(eq(matches.id, match.id))
      .returning();
    const confirmedPoints = await pointsByPosition(tx, match.id);
    await tx.insert(auditLog).values({
      tournamentId: match.tournamentId,
      actorId: null,
      // The trail's page names the device in the game's words (audit-sentences.ts); the action says what happened.
      actorName: tableDevice("opponent", match.tableNumber).name,
      action: "confirm-match",
      entity: "match",
      entityId: match.id,
      reason: "",
      // What was confirmed, unchanged by it: each position's points (a Klammern pair at both of its positions).
      before: { round: round.number, table: match.tableNumber, points: confirmedPoints },
      after: { round: round.number, table: match.tableNumber, points: confirmedPoints },
    });
    await publishChange(tx, { tournamentId: match.tournamentId, kind: "match", ids: [match.id] });
    return { match: confirmed! };
  });
  if ("error" in outcome) throw outcome.error;
  return { matchId: outcome.match.id, version: outcome.match.version, confirmedAt: outcome.match.confirmedAt };
}
