import { eq } from "drizzle-orm";
import type { Queryable } from "../../db";
import { members } from "../../db/schema";
import { forbidden } from "../../errors";
import { requireClubRole, requireUser } from "../_shared/access";
import type { ServiceContext } from "../_shared/context";

/** Loads a member and checks that the caller runs its club; FORBIDDEN otherwise, also for ids that do not
 * exist, so member ids cannot be probed. */
export async function requireMember(db: Queryable, ctx: ServiceContext, memberId: string) {
  requireUser(ctx);
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) throw forbidden();
  await requireClubRole(db, ctx, member.clubId);
  return member;
}
