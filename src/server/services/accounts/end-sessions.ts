import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db";
import { users } from "../../db/schema";

/** Ends every session of the account: tokens carry the session version of their sign-in, and loadSessionUser
 * refuses any that no longer matches. Callers run it in the transaction of the change that requires it. */
export async function endSessions(db: Queryable, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}
