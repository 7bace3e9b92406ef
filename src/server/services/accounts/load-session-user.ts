import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db";
import { users } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { INT32_MAX } from "../_shared/schemas";

/** The account behind a session token, read on every request. A removed or disabled account gets null, and so
 * does a token whose session version is not the account's current one (signed out, password changed, removed
 * from a club, or issued before versions existed): it loses access on its next request, not when it expires. */
export async function loadSessionUser(
  db: Database,
  userId: unknown,
  sessionVersion: unknown,
): Promise<SessionUser | null> {
  const claims = checkedClaims(userId, sessionVersion);
  if (!claims) return null;
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, locale: users.locale })
    .from(users)
    .where(
      and(eq(users.id, claims.userId), eq(users.sessionVersion, claims.sessionVersion), isNull(users.disabledAt)),
    );
  return user ?? null;
}

/** The token's account id and session version when both are well-formed, else null; checked before any query,
 * so that garbage (or a number past the integer column) never reaches SQL. */
export function checkedClaims(userId: unknown, sessionVersion: unknown): { userId: string; sessionVersion: number } | null {
  if (typeof userId !== "string" || !/^[0-9a-f-]{36}$/i.test(userId)) return null;
  if (typeof sessionVersion !== "number" || !Number.isInteger(sessionVersion)) return null;
  if (sessionVersion < 1 || sessionVersion > INT32_MAX) return null;
  return { userId, sessionVersion };
}
