// Entrant verbs take an entrant id: load it and check that the caller runs its tournament's club.
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db";
import { entrants } from "../../db/schema";
import { forbidden } from "../../errors";
import { requireTournament, requireUser } from "../_shared/access";
import type { ServiceContext } from "../_shared/context";

/** FORBIDDEN for unknown ids too, so that ids cannot be probed. */
export async function requireEntrant(db: Queryable, ctx: ServiceContext, entrantId: string) {
  requireUser(ctx);
  const [e] = await db.select().from(entrants).where(eq(entrants.id, entrantId));
  if (!e) throw forbidden();
  const tournament = await requireTournament(db, ctx, e.tournamentId);
  return { entrant: e, tournament };
}
