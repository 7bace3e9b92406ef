// Creates an organizer account. The first account of the installation becomes the administrator and needs the
// setup code. Cheap checks come before the argon2 hash; an address that is taken still costs one hash, so the
// answer takes as long as for a new one.
import { count, eq, sql } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import type { Database, Queryable } from "../../db";
import { users } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { adminExists, clearSetupCode, setupCodeMatches, wrongSetupCode } from "./setup-code";

/** Serialises account creation so that exactly one account can become the first one (the administrator). */
const FIRST_ACCOUNT_LOCK = 7_204_117_002;

export interface NewAccount {
  email: string;
  name: string;
  password: string;
  setupCode?: string;
}

/** The new account, or null when the email address already has one. */
export async function createAccount(db: Database, input: NewAccount): Promise<SessionUser | null> {
  if (!(await mayBecomeFirst(db, input.setupCode))) throw wrongSetupCode(input.setupCode);
  const taken = await emailTaken(db, input.email);
  const passwordHash = await hashPassword(input.password); // slow on purpose: outside the transaction
  if (taken) return null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
    if (await emailTaken(tx, input.email)) return null;
    const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, "admin"));
    // The demo organizer is no administrator, so the first person to sign up (with the setup code) becomes one.
    const role = admins && admins.n > 0 ? "organizer" : "admin";
    if (role === "admin") {
      // Checked again under the lock: an administrator may have been removed since the check above.
      if (!(await setupCodeMatches(tx, input.setupCode))) throw wrongSetupCode(input.setupCode);
      await clearSetupCode(tx);
    }
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, name: input.name, passwordHash, role })
      .returning({ id: users.id, email: users.email, name: users.name, role: users.role });
    return user!;
  });
}

/** True when an administrator exists or the setup code matches. The administrator is asked again after a
 * mismatch: a concurrent first sign-up clears the code in the transaction that makes its administrator. */
async function mayBecomeFirst(db: Queryable, setupCode: string | undefined): Promise<boolean> {
  if (await adminExists(db)) return true;
  return (await setupCodeMatches(db, setupCode)) || adminExists(db);
}

async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}
