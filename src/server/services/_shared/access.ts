// Access checks shared by the service verbs. Every verb calls one of these before it reads or writes.
import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db";
import { clubOrganizers, tournaments, type ClubRole } from "../../db/schema";
import { DomainError, forbidden } from "../../errors";
import type { ServiceContext, SessionUser } from "./context";
import { asTournament } from "./tournament-format";

export function requireUser(ctx: ServiceContext): SessionUser {
  if (!ctx.user) {
    throw new DomainError("UNAUTHORIZED", "Bitte melden Sie sich an.", "Please sign in.");
  }
  return ctx.user;
}

export function requireAdmin(ctx: ServiceContext): SessionUser {
  const user = requireUser(ctx);
  if (user.role !== "admin") throw forbidden();
  return user;
}

/** The caller's role in the club; FORBIDDEN when they hold none of `roles` (or the club does not exist,
 * so that club ids cannot be probed). */
export async function requireClubRole(
  db: Queryable,
  ctx: ServiceContext,
  clubId: string,
  roles: readonly ClubRole[] = ["owner", "organizer"],
): Promise<ClubRole> {
  const user = requireUser(ctx);
  const [row] = await db
    .select({ role: clubOrganizers.role })
    .from(clubOrganizers)
    .where(and(eq(clubOrganizers.clubId, clubId), eq(clubOrganizers.userId, user.id)));
  if (!row || !roles.includes(row.role)) throw forbidden();
  return row.role;
}

/** Loads a tournament and checks that the caller runs its club (owner or organizer); FORBIDDEN otherwise,
 * also for ids that do not exist. */
export async function requireTournament(db: Queryable, ctx: ServiceContext, tournamentId: string) {
  requireUser(ctx);
  const [t] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!t) throw forbidden();
  await requireClubRole(db, ctx, t.clubId);
  return asTournament(t);
}
