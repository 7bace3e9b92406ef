// Round verbs take a round id: load it and check that the caller runs its tournament's club.
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db";
import { rounds } from "../../db/schema";
import { DomainError, forbidden, staleVersion } from "../../errors";
import { requireTournament, requireUser } from "../_shared/access";
import type { ServiceContext } from "../_shared/context";

/** FORBIDDEN for unknown ids too, so that ids cannot be probed. */
export async function requireRound(db: Queryable, ctx: ServiceContext, roundId: string) {
  requireUser(ctx);
  const [round] = await db.select().from(rounds).where(eq(rounds.id, roundId));
  if (!round) throw forbidden();
  const tournament = await requireTournament(db, ctx, round.tournamentId);
  return { round, tournament };
}

/** Re-reads the round under the tournament lock: it must still be the draft at the version the organizer saw. */
export async function requireDraft(db: Queryable, roundId: string, version: number) {
  const [round] = await db.select().from(rounds).where(eq(rounds.id, roundId));
  if (!round || round.version !== version) throw staleVersion();
  if (round.status !== "draft") {
    throw new DomainError(
      "BAD_REQUEST",
      `Runde ${round.number} ist kein Entwurf mehr.`,
      `Round ${round.number} is no longer a draft.`,
      "roundId",
    );
  }
  return round;
}
