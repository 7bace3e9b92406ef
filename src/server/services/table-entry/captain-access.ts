// Access for table captains: a session opens exactly one table (match) of one round of one tournament, and only
// while its code is live and the round is being played. Checked on every captain request against the database.
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db";
import { captainSessions, captainSubmissions, rounds, tableCodes } from "../../db/schema";
import { statement } from "../../db/statement";
import { DomainError, forbidden } from "../../errors";
import type { CaptainSession, ServiceContext } from "../_shared/context";

export const signInAgain = () =>
  new DomainError("UNAUTHORIZED", "Bitte mit dem Tischcode anmelden.", "Please sign in with the table code.");

/** The check without the database: the caller's session (as the request loaded it) is for this table. Enough to
 * refuse before locking another table's row; requireCaptainFor then re-reads the session. */
export function requireOwnTable(ctx: ServiceContext, matchId: string): CaptainSession {
  const seen = ctx.captain;
  if (!seen) throw signInAgain();
  if (seen.matchId !== matchId) throw forbidden();
  return seen;
}

/** The session with its code's revocation and its round's status and, in one shape, the stored answer to an
 * idempotency key; built once each (db/statement.ts). */
const sessionFor = (withReceipt: boolean) =>
  statement(withReceipt ? "captain_for_receipt" : "captain_for", (db) =>
    db
      .select({ session: captainSessions, revokedAt: tableCodes.revokedAt, roundStatus: rounds.status, receipt: captainSubmissions })
      .from(captainSessions)
      .innerJoin(tableCodes, eq(tableCodes.id, captainSessions.codeId))
      .innerJoin(rounds, eq(rounds.id, captainSessions.roundId))
      .leftJoin(captainSubmissions, withReceipt ? eq(captainSubmissions.idempotencyKey, sql.placeholder("key")) : sql`false`)
      .where(eq(captainSessions.id, sql.placeholder("id"))),
  );
const sessionOnly = sessionFor(false);
const sessionAndReceipt = sessionFor(true);

/**
 * The caller's captain session, re-read from the database, if it may act on `matchId`:
 * another table, round or tournament is FORBIDDEN; a revoked code or a closed round ends the session.
 * `write`: only the captain side's device that holds the table may change it.
 * `receiptKey`: also the stored answer to that idempotency key, if any (read with the session: one round trip).
 */
export async function requireCaptainFor(
  db: Queryable,
  ctx: ServiceContext,
  matchId: string,
  opts: { write: boolean; receiptKey?: string },
): Promise<CaptainSession & { receipt?: typeof captainSubmissions.$inferSelect }> {
  const seen = requireOwnTable(ctx, matchId);
  const [row] = await (opts.receiptKey ? sessionAndReceipt : sessionOnly)(db).execute({ id: seen.id, key: opts.receiptKey });
  if (!row || row.session.status === "revoked" || row.revokedAt) throw signInAgain();
  if (row.roundStatus !== "published")
    throw new DomainError(
      "FORBIDDEN",
      "Diese Runde ist beendet; der Tischcode gilt nicht mehr.",
      "This round is over; the table code is no longer valid.",
      "code",
    );
  const s = row.session;
  if (opts.write) {
    if (s.side !== "captain")
      throw new DomainError(
        "FORBIDDEN",
        "Mit dem Bestätigungscode wird nur bestätigt, nicht eingetragen.",
        "The confirmation code only confirms; it does not enter deals.",
      );
    if (s.status === "pending")
      throw new DomainError(
        "FORBIDDEN",
        "Ein anderes Gerät führt diesen Tisch. Die Turnierleitung muss die Übernahme freigeben.",
        "Another device holds this table. The tournament director must approve the takeover.",
        "device",
      );
    if (s.status !== "active")
      throw new DomainError(
        "FORBIDDEN",
        "Ein anderes Gerät hat diesen Tisch übernommen. Dieses Gerät kann nichts mehr eintragen.",
        "Another device has taken over this table. This device can no longer enter anything.",
        "device",
      );
  }
  return {
    id: s.id,
    tournamentId: s.tournamentId,
    roundId: s.roundId,
    matchId: s.matchId,
    side: s.side,
    deviceId: s.deviceId,
    status: s.status,
    ...(row.receipt ? { receipt: row.receipt } : {}),
  };
}
