import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { users } from "../../db/schema";
import { checkedClaims } from "./load-session-user";

/** Signing out ends every session of the account, not just this browser's cookie: a copied token would
 * otherwise work for its remaining 30 days. Only a token that is still valid can do it, so an old, already
 * ended token cannot sign its owner out again and again. Returns whether a session was ended. */
export async function signOut(db: Database, token: { userId: unknown; sessionVersion: unknown }): Promise<boolean> {
  const claims = checkedClaims(token.userId, token.sessionVersion);
  if (!claims) return false;
  const ended = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(and(eq(users.id, claims.userId), eq(users.sessionVersion, claims.sessionVersion)))
    .returning({ id: users.id });
  return ended.length > 0;
}
