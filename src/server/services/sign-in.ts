// Checks an email and password, with failed attempts rate-limited per account and per client address.
// The counts live in the database so that every app server sees the same limits.
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import { dummyHash, verifyPassword } from "../auth/password";
import type { Database } from "../db";
import { authFailures, users } from "../db/schema";
import type { SessionUser } from "./context";

export const SIGN_IN_LIMITS = {
  windowMinutes: 15,
  perAccount: 5,
  perAddress: 20,
};

export type SignInOutcome =
  | { ok: true; user: SessionUser; sessionVersion: number }
  | { ok: false; reason: "INVALID_CREDENTIALS" | "RATE_LIMITED" | "DISABLED" };

export async function signIn(
  db: Database,
  input: { email: string; password: string; clientAddress: string },
): Promise<SignInOutcome> {
  const account = input.email.trim().toLowerCase();
  const address = input.clientAddress;
  const since = sql`now() - make_interval(mins => ${SIGN_IN_LIMITS.windowMinutes})`;

  const [byAccount] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(and(eq(authFailures.account, account), gt(authFailures.at, since)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(and(eq(authFailures.address, address), gt(authFailures.at, since)));
  if ((byAccount?.n ?? 0) >= SIGN_IN_LIMITS.perAccount || (byAddress?.n ?? 0) >= SIGN_IN_LIMITS.perAddress) {
    return { ok: false, reason: "RATE_LIMITED" };
  }

  const [user] = await db.select().from(users).where(eq(users.email, account));
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !valid) {
    await db.insert(authFailures).values({ account, address });
    // Old rows are useless; trimming them here keeps the table small without a scheduler.
    await db.delete(authFailures).where(lt(authFailures.at, sql`now() - interval '1 day'`));
    return { ok: false, reason: "INVALID_CREDENTIALS" };
  }
  if (user.disabledAt) return { ok: false, reason: "DISABLED" };
  await db.delete(authFailures).where(eq(authFailures.account, account));
  // The version read with the password hash: a password change after this point ends the new session too.
  return {
    ok: true,
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    sessionVersion: user.sessionVersion,
  };
}
