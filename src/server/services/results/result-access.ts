// Loading a match or deal together with its round and tournament, after the caller's club role is checked
// (a round alone: requireRound in load-round.ts).
// Unknown ids answer FORBIDDEN like foreign ones, so ids cannot be probed (as requireTournament does).
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db";
import { deals, matches, rounds } from "../../db/schema";
import { DomainError, forbidden } from "../../errors";
import { requireTournament, requireUser } from "../_shared/access";
import type { ServiceContext } from "../_shared/context";
import { roundColumns } from "../rounds/round-columns";

export async function requireMatch(db: Queryable, ctx: ServiceContext, matchId: string) {
  requireUser(ctx);
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw forbidden();
  const tournament = await requireTournament(db, ctx, match.tournamentId);
  const [round] = await db.select(roundColumns).from(rounds).where(eq(rounds.id, match.roundId));
  if (!round) throw forbidden();
  return { match, round, tournament };
}

export async function requireDeal(db: Queryable, ctx: ServiceContext, dealId: string) {
  requireUser(ctx);
  const [deal] = await db.select().from(deals).where(eq(deals.id, dealId));
  if (!deal) throw forbidden();
  return { deal, ...(await requireMatch(db, ctx, deal.matchId)) };
}

type RoundRow = typeof rounds.$inferSelect;
type MatchRow = typeof matches.$inferSelect;

/** Deals are entered (and undone) only while the round is published and the table still plays: a closed round
 * changes only by correction, a draft round is not seated yet. */
export function requireEntryOpen(round: Pick<RoundRow, "status">, match: Pick<MatchRow, "status">, opts: { allowComplete?: boolean } = {}) {
  if (round.status === "draft")
    throw new DomainError(
      "BAD_REQUEST",
      "Diese Runde ist noch nicht veröffentlicht; es gibt noch keine Spiele.",
      "This round is not published yet; there are no deals yet.",
      "matchId",
    );
  if (round.status === "closed")
    throw new DomainError(
      "BAD_REQUEST",
      "Diese Runde ist abgeschlossen. Änderungen nur noch als Korrektur mit Begründung.",
      "This round is closed. Changes only as a correction with a reason.",
      "matchId",
    );
  if (match.status === "adjusted")
    throw new DomainError(
      "BAD_REQUEST",
      "Für diesen Tisch hat die Turnierleitung ein Ergebnis festgesetzt.",
      "The organizer set an adjusted result for this table.",
      "matchId",
    );
  if (match.status === "complete" && !opts.allowComplete)
    throw new DomainError(
      "BAD_REQUEST",
      "Die Partie an diesem Tisch ist beendet; es wird kein weiteres Spiel erfasst.",
      "The match at this table is over; no further deal is entered.",
      "matchId",
    );
}

/** A table's deals in the order they were played. */
export function loadMatchDeals(db: Queryable, matchId: string) {
  return db.select().from(deals).where(eq(deals.matchId, matchId)).orderBy(asc(deals.number));
}
