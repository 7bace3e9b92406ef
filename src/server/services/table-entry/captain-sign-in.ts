import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { captainSessions, matches, rounds, tableCodes, tableCodeTags } from "../../db/schema";
import { DomainError } from "../../errors";
import { codeAttemptRefusal, lockCodeAttempts, recordCodeFailure } from "./code-attempts";
import type { ServiceCall } from "../_shared/context";
import { hashToken, newSessionToken } from "./load-captain-session";
import { normalizeCode, tagOf } from "../rounds/table-code-format";
import { textField } from "../_shared/schemas";

export const captainSignInInput = z.object({
  code: textField({ de: "Der Tischcode", en: "The table code" })
    .trim()
    .min(1, bi("Bitte den Tischcode eingeben.", "Please enter the table code."))
    .max(40, bi("Das ist kein Tischcode.", "That is not a table code.")),
  /** From the device cookie the server sets (never typed). */
  deviceId: textField({ de: "Die Gerätekennung", en: "The device id" })
    .min(16, bi("Ungültige Gerätekennung.", "Invalid device id."))
    .max(100, bi("Ungültige Gerätekennung.", "Invalid device id.")),
});

const wrongCode = () =>
  new DomainError(
    "BAD_REQUEST",
    "Dieser Code ist nicht gültig. Bitte die Tischkarte prüfen.",
    "This code is not valid. Please check the table card.",
    "code",
  );

/**
 * Signs a device in with a table code. Wrong codes are counted per client address and per tournament and refused
 * once over the limits (code-attempts.ts). The captain code's first device holds the table; the same device
 * signing in again keeps it; any other device gets a `pending` session: a takeover request for the organizer.
 * Returns the session token for the HttpOnly cookie (only its hash is stored).
 */
export async function captainSignIn({ ctx, input }: ServiceCall<z.infer<typeof captainSignInInput>>) {
  const code = normalizeCode(input.code);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [tag] = code
      ? await tx.select({ tournamentId: tableCodeTags.tournamentId }).from(tableCodeTags).where(eq(tableCodeTags.tag, tagOf(code)))
      : [];
    const tournamentId = tag?.tournamentId ?? null;
    await lockCodeAttempts(tx, ctx.clientAddress, tournamentId);
    const refusal = await codeAttemptRefusal(tx, ctx.clientAddress, tournamentId);
    if (refusal) return { error: refusal };

    const [found] = code
      ? await tx
          .select({ code: tableCodes, roundStatus: rounds.status, tableNumber: matches.tableNumber })
          .from(tableCodes)
          .innerJoin(rounds, eq(rounds.id, tableCodes.roundId))
          .innerJoin(matches, eq(matches.id, tableCodes.matchId))
          .where(and(eq(tableCodes.code, code), sql`${tableCodes.revokedAt} is null`))
      : [];
    if (!found) {
      // Committed with this transaction: the failure counts even though the caller gets an error.
      await recordCodeFailure(tx, ctx.clientAddress, tournamentId);
      return { error: wrongCode() };
    }
    if (found.roundStatus !== "published")
      return {
        error: new DomainError(
          "BAD_REQUEST",
          "Diese Runde ist beendet; der Tischcode gilt nicht mehr.",
          "This round is over; the table code is no longer valid.",
          "code",
        ),
      };

    const c = found.code;
    let status: "active" | "pending" = "active";
    if (c.side === "captain") {
      // Serializes with entry and takeover approval of this table.
      await tx.select({ id: matches.id }).from(matches).where(eq(matches.id, c.matchId)).for("update");
      const [holder] = await tx
        .select()
        .from(captainSessions)
        .where(and(eq(captainSessions.matchId, c.matchId), eq(captainSessions.side, "captain"), eq(captainSessions.status, "active")));
      // This device's earlier sessions for the table end: a new sign-in replaces them.
      await tx
        .update(captainSessions)
        .set({ status: "replaced", endedAt: sql`now()` })
        .where(
          and(
            eq(captainSessions.matchId, c.matchId),
            eq(captainSessions.deviceId, input.deviceId),
            inArray(captainSessions.status, ["active", "pending"]),
          ),
        );
      if (holder && holder.deviceId !== input.deviceId) status = "pending";
    }
    const token = newSessionToken();
    const [session] = await tx
      .insert(captainSessions)
      .values({
        tokenHash: hashToken(token),
        codeId: c.id,
        tournamentId: c.tournamentId,
        roundId: c.roundId,
        matchId: c.matchId,
        side: c.side,
        deviceId: input.deviceId,
        status,
      })
      .returning();
    return { token, session: session!, tableNumber: found.tableNumber };
  });
  if ("error" in outcome) throw outcome.error;
  const s = outcome.session;
  return {
    token: outcome.token,
    session: { id: s.id, matchId: s.matchId, side: s.side, status: s.status, tableNumber: outcome.tableNumber },
  };
}
