// Failed-sign-in limits, counted in the database (auth_failures) so that every app server sees the same counts.
// An attempt is reserved before its password is checked: under transaction-scoped advisory locks on the account
// and on the address the limits are read and a failure row is written in one step, so parallel attempts cannot
// all pass the check before any of them is counted. A right password withdraws the row afterwards.
//
// Three limits, so that a stranger cannot lock the owner out:
// - one address against one account (a typo-prone owner waits, no one else does);
// - one address across all accounts (a guesser trying many accounts);
// - one account from all addresses (distributed guessing); past it, addresses the account has signed in from
//   before (known_sign_in_addresses) may still try, so the owner's own devices keep working.
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db";
import { authFailures, knownSignInAddresses, users } from "../../db/schema";

export const SIGN_IN_LIMITS = {
  windowMinutes: 15,
  perAccountAndAddress: 5,
  perAddress: 20,
  perAccount: 10,
  /** How long a successful sign-in keeps an address known to the account. */
  knownAddressDays: 90,
};

/** Advisory lock namespaces (the two-key form, apart from the single-key locks used elsewhere). */
const LOCK_ACCOUNT = 71_001;
const LOCK_ADDRESS = 71_002;

/** Counts and records one attempt atomically: the id of its failure row, or null when a limit refuses it. */
export async function reserveSignInAttempt(db: Database, account: string, address: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Always account before address, so two attempts never wait for each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ACCOUNT}, hashtext(${account}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}, hashtext(${address}))`);
    if (await overLimit(tx, account, address)) return null;
    const [row] = await tx.insert(authFailures).values({ account, address }).returning({ id: authFailures.id });
    // Old rows are useless; trimming them here keeps the table small without a scheduler.
    await tx.delete(authFailures).where(lt(authFailures.at, sql`now() - interval '1 day'`));
    return row!.id;
  });
}

async function overLimit(tx: Queryable, account: string, address: string): Promise<boolean> {
  const since = gt(authFailures.at, sql`now() - make_interval(mins => ${SIGN_IN_LIMITS.windowMinutes})`);
  const failures = async (where: ReturnType<typeof and>) =>
    (await tx.select({ n: count() }).from(authFailures).where(and(where, since)))[0]?.n ?? 0;
  if ((await failures(and(eq(authFailures.account, account), eq(authFailures.address, address)))) >= SIGN_IN_LIMITS.perAccountAndAddress)
    return true;
  if ((await failures(eq(authFailures.address, address))) >= SIGN_IN_LIMITS.perAddress) return true;
  if ((await failures(eq(authFailures.account, account))) < SIGN_IN_LIMITS.perAccount) return false;
  const [known] = await tx
    .select({ at: knownSignInAddresses.lastAt })
    .from(knownSignInAddresses)
    .innerJoin(users, eq(users.id, knownSignInAddresses.userId))
    .where(
      and(
        eq(users.email, account),
        eq(knownSignInAddresses.address, address),
        gt(knownSignInAddresses.lastAt, sql`now() - make_interval(days => ${SIGN_IN_LIMITS.knownAddressDays})`),
      ),
    );
  return !known;
}

/** The attempt did not fail after all (right password, or the server was too busy to check it). */
export async function withdrawSignInAttempt(db: Database, reservation: number): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.id, reservation));
}

/** After a right password: the address's earlier typos on this account no longer count, and it is known. */
export async function recordSignInSuccess(db: Database, input: { userId: string; account: string; address: string }) {
  await db.transaction(async (tx) => {
    await tx.delete(authFailures).where(and(eq(authFailures.account, input.account), eq(authFailures.address, input.address)));
    await tx
      .insert(knownSignInAddresses)
      .values({ userId: input.userId, address: input.address })
      .onConflictDoUpdate({ target: [knownSignInAddresses.userId, knownSignInAddresses.address], set: { lastAt: sql`now()` } });
    await tx
      .delete(knownSignInAddresses)
      .where(
        and(
          eq(knownSignInAddresses.userId, input.userId),
          lt(knownSignInAddresses.lastAt, sql`now() - make_interval(days => ${SIGN_IN_LIMITS.knownAddressDays})`),
        ),
      );
  });
}
