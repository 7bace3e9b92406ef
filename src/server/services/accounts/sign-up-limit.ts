// Sign-ups per client address, counted in the database (sign_up_attempts) so several app servers share the
// limit. Every attempt that passes input validation counts, whether or not an account results: otherwise
// probing existing addresses or guessing the setup code would be free.
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { signUpAttempts } from "../../db/schema";
import { DomainError } from "../../errors";

export const SIGN_UP_LIMITS = { windowMinutes: 60, perAddress: 10 };

const LOCK_ADDRESS = 71_003;

/** Counts this attempt, or throws TOO_MANY_REQUESTS when the address has used up its sign-ups. */
export async function reserveSignUpAttempt(db: Database, address: string): Promise<void> {
  const allowed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}, hashtext(${address}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(signUpAttempts)
      .where(
        and(
          eq(signUpAttempts.address, address),
          gt(signUpAttempts.at, sql`now() - make_interval(mins => ${SIGN_UP_LIMITS.windowMinutes})`),
        ),
      );
    if ((recent?.n ?? 0) >= SIGN_UP_LIMITS.perAddress) return false;
    await tx.insert(signUpAttempts).values({ address });
    await tx.delete(signUpAttempts).where(lt(signUpAttempts.at, sql`now() - interval '1 day'`));
    return true;
  });
  if (!allowed)
    throw new DomainError(
      "TOO_MANY_REQUESTS",
      `Von diesem Netzwerk wurden zu viele Konten angelegt. Bitte in ${SIGN_UP_LIMITS.windowMinutes} Minuten erneut versuchen.`,
      `Too many sign-ups from this network. Please try again in ${SIGN_UP_LIMITS.windowMinutes} minutes.`,
    );
}
