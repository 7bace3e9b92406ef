// Rate limit and lockout for code guessing (sign-in and confirmation codes). Failures are counted in the database
// per client address (from the socket, never a forwarding header; IPv6 by its /64) and tagged with the tournament
// the code's tag points to, so every app server sees the same limits. Callers hold `lockCodeAttempts` so that a
// burst cannot overtake the count.
//
// What stops distributed guessing is the codes' entropy together with the per-address limits, not a limit per
// tournament: a tournament-wide refusal let a few addresses block every table (70 wrong codes from 7 addresses
// refused even right codes). A code has 40 random bits; with ~100 live codes per tournament one guess hits with
// p ~ 1e-10, and an address has at most `lockoutAfter` guesses a day. While a tournament is under attack
// (`underAttack` failures in the window) an address that has failed there `perAddressUnderAttack` times waits;
// that rule never refuses a device that typed its code right or mistyped it once or twice.
import { and, count, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db";
import { tableCodeAttempts } from "../../db/schema";
import { DomainError } from "../../errors";
import { limitAddress } from "../_shared/limit-address";

export const CODE_LIMITS = {
  windowMinutes: 10,
  /** Failures per client address within the window before it must wait. */
  perAddress: 10,
  /** Failures against one tournament within the window (all addresses) that count as an attack on it. */
  underAttack: 60,
  /** During an attack: failures of one address against that tournament within the window before it waits. */
  perAddressUnderAttack: 3,
  /** Failures per client address within a day that lock it out for the rest of that day. */
  lockoutAfter: 25,
};

/** Serializes attempts of one address (and one tournament) across connections until the transaction ends. */
export async function lockCodeAttempts(db: Queryable, clientAddress: string, tournamentId: string | null) {
  const address = limitAddress(clientAddress);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-attempt:${address}`}))`);
  if (tournamentId) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-attempt:${tournamentId}`}))`);
}

/** The refusal to answer with, or null when this attempt may be checked. */
export async function codeAttemptRefusal(db: Queryable, clientAddress: string, tournamentId: string | null): Promise<DomainError | null> {
  const address = limitAddress(clientAddress);
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
    const failures = (where: SQL | undefined) =>
      db.select({ n: count() }).from(tableCodeAttempts).where(and(where, gt(tableCodeAttempts.at, window)));
    const [here] = await failures(and(eq(tableCodeAttempts.tournamentId, tournamentId), eq(tableCodeAttempts.address, address)));
    if ((here?.n ?? 0) >= CODE_LIMITS.perAddressUnderAttack) {
      const [all] = await failures(eq(tableCodeAttempts.tournamentId, tournamentId));
      if ((all?.n ?? 0) >= CODE_LIMITS.underAttack) return tooMany();
    }
  }
  return null;
}

export async function recordCodeFailure(db: Queryable, clientAddress: string, tournamentId: string | null) {
  await db.insert(tableCodeAttempts).values({ address: limitAddress(clientAddress), tournamentId });
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
