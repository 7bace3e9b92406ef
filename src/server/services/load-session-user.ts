import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db";
import { users } from "../db/schema";
import type { SessionUser } from "./context";

/** The account behind a session token, read on every request: a removed or disabled account gets null,
 * so it loses access on its next request rather than when its token expires. */
export async function loadSessionUser(db: Database, userId: string | undefined): Promise<SessionUser | null> {
  if (!userId || !/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.disabledAt)));
  return user ?? null;
}
