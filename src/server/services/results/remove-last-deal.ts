// The steps that the organizer's and the captain's undo share: take back the table's last deal, re-derive the
// match result from the deals that remain, and announce it. The caller holds the match lock (lockMatch).
import { asc, eq } from "drizzle-orm";
import type { Transaction } from "../../db";
import { deals, matches } from "../../db/schema";
import { DomainError } from "../../errors";
import { recordAudit, type AuditActor } from "../_shared/audit";
import { publishChange } from "../_shared/publish-change";
import { lockMatch, storeMatchResult } from "./match-lock";
import { gameOf } from "@/games";
import { tableContext } from "./table-context";

type Locked = Awaited<ReturnType<typeof lockMatch>>;
type StoredDeal = typeof deals.$inferSelect;

/** `check` may refuse the last deal (it throws), e.g. a captain may not take back the organizer's deal. */
export async function removeLastDeal(
  tx: Transaction,
  { match, tournament }: Pick<Locked, "match" | "tournament">,
  check?: (last: StoredDeal) => void,
) {
  const stored = await tx.select().from(deals).where(eq(deals.matchId, match.id)).orderBy(asc(deals.number));
  const last = stored.at(-1);
  if (!last) {
    throw new DomainError("BAD_REQUEST", "An diesem Tisch gibt es noch kein Spiel.", "There is no deal at this table yet.", "matchId");
  }
  check?.(last);
  await tx.delete(deals).where(eq(deals.id, last.id));
  // A game from before a strike at time taken back: the strike goes with it (the next game the device sends after
  // the end strikes again, where the list then stands).
  const struckAfter = match.struckAfter !== null && match.struckAfter >= stored.length ? null : match.struckAfter;
  if (struckAfter !== match.struckAfter) await tx.update(matches).set({ struckAfter }).where(eq(matches.id, match.id));
  const table = await tableContext(tx, { ...match, struckAfter });
  const evaluated = gameOf(tournament.game).scoring.evaluate(tournament, table, stored.slice(0, -1).map((d) => d.record));
  const updated = await storeMatchResult(tx, match, evaluated);
  await publishChange(tx, { tournamentId: tournament.id, kind: "deal", ids: [last.id, match.id] });
  return { last, updated };
}

/** The audit entry of a deal taken back (an organizer's undo of a confirmed table writes its own). */
export async function recordUndoneDeal(tx: Transaction, actor: AuditActor, { match, round }: Pick<Locked, "match" | "round">, last: StoredDeal) {
  const where = { round: round.number, table: match.tableNumber };
  await recordAudit(tx, {
    tournamentId: match.tournamentId,
    actor,
    action: "undo-deal",
    entity: "deal",
    entityId: last.id,
    before: { ...where, deal: last.number, score: last.score },
    after: { ...where, deal: null, score: null },
  });
}
