// Rate limit and lockout for code guessing (sign-in and confirmation codes). Failures are counted in the database
// per client address (from the socket, never a forwarding header) and per tournament (via the code's tag), so
// every app server sees the same limits. Callers hold `lockCodeAttempts` so that a burst cannot overtake the count.
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Queryable } from "../db";
import { tableCodeAttempts } from "../db/schema";
import { DomainError } from "../errors";

export const CODE_LIMITS = {
  windowMinutes: 10,
  /** Failures per client address within the window before it must wait. */
  perAddress: 10,
  /** Failures against one tournament within the window (all addresses) before typed codes wait. */
  perTournament: 60,
  /** Failures per client address within a day that lock it out for the rest of that day. */
  lockoutAfter: 25,
};

/** Serializes attempts of one address (and one tournament) across connections until the transaction ends. */
export async function lockCodeAttempts(db: Queryable, address: string, tournamentId: string | null) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-attempt:${address}`}))`);
  if (tournamentId) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-attempt:${tournamentId}`}))`);
}

/** The refusal to answer with, or null when this attempt may be checked. */
export async function codeAttemptRefusal(db: Queryable, address: string, tournamentId: string | null): Promise<DomainError | null> {
  const window = sql`now() - make_interval(mins => ${CODE_LIMITS.windowMinutes})`;
  const [day] = await db
    .select({ n: count() })
    .from(tableCodeAttempts)
    .where(and(eq(tableCodeAttempts.address, address), gt(tableCodeAttempts.at, sql`now() - interval '1 day'`)));
  if ((day?.n ?? 0) >= CODE_LIMITS.lockoutAfter)
    return new DomainError(
      "TOO_MANY_REQUESTS",
      "Dieses Gerät ist nach zu vielen falschen Codes für heute gesperrt. Bitte die Turnierleitung ansprechen.",
      "This device is locked out for today after too many wrong codes. Please ask the tournament director.",
      "code",
    );
  const [recent] = await db
    .select({ n: count() })
    .from(tableCodeAttempts)
    .where(and(eq(tableCodeAttempts.address, address), gt(tableCodeAttempts.at, window)));
  if ((recent?.n ?? 0) >= CODE_LIMITS.perAddress) return tooMany();
  if (tournamentId) {
    const [t] = await db
      .select({ n: count() })
      .from(tableCodeAttempts)
      .where(and(eq(tableCodeAttempts.tournamentId, tournamentId), gt(tableCodeAttempts.at, window)));
    if ((t?.n ?? 0) >= CODE_LIMITS.perTournament) return tooMany();
  }
  return null;
}

export async function recordCodeFailure(db: Queryable, address: string, tournamentId: string | null) {
  await db.insert(tableCodeAttempts).values({ address, tournamentId });
  // Rows older than a day no longer count; trimming here keeps the table small without a scheduler.
  await db.delete(tableCodeAttempts).where(lt(tableCodeAttempts.at, sql`now() - interval '1 day'`));
}

const tooMany = () =>
  new DomainError(
    "TOO_MANY_REQUESTS",
    `Zu viele falsche Codes. Bitte in ${CODE_LIMITS.windowMinutes} Minuten erneut versuchen.`,
    `Too many wrong codes. Please try again in ${CODE_LIMITS.windowMinutes} minutes.`,
    "code",
  );
