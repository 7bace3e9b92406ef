import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { deals } from "../db/schema";
import { DomainError, staleVersion } from "../errors";
import { publishChange } from "../live/changes";
import { requireCaptainFor } from "./captain-access";
import { requireUnconfirmed } from "./confirm-match";
import type { ServiceCall } from "./context";
import { lockMatch, storeMatchResult } from "./match-lock";
import { evaluateMatch } from "./match-result";
import { requireEntryOpen } from "./result-access";
import { idField, versionField } from "./schemas";

export const undoCaptainDealInput = z.object({ matchId: idField, matchVersion: versionField });

/** The captain takes back the table's last deal while the opponents have not confirmed (the same steps as the
 * organizer's undo-last-deal, with captain access; a deal the organizer entered stays). */
export async function undoCaptainDeal({ ctx, input }: ServiceCall<z.infer<typeof undoCaptainDealInput>>) {
  return ctx.db.transaction(async (tx) => {
    await requireCaptainFor(tx, ctx, input.matchId, { write: true });
    const { match, round, tournament } = await lockMatch(tx, input.matchId);
    await requireCaptainFor(tx, ctx, input.matchId, { write: true }); // again under the lock: a takeover may have won
    requireUnconfirmed(match);
    if (match.version !== input.matchVersion) throw staleVersion();
    requireEntryOpen(round, match, { allowComplete: true });
    const stored = await tx.select().from(deals).where(eq(deals.matchId, match.id)).orderBy(asc(deals.number));
    const last = stored.at(-1);
    if (!last)
      throw new DomainError("BAD_REQUEST", "An diesem Tisch gibt es noch kein Spiel.", "There is no deal at this table yet.", "matchId");
    if (!last.enteredByCaptain)
      throw new DomainError(
        "FORBIDDEN",
        "Dieses Spiel hat die Turnierleitung eingetragen; nur sie kann es ändern.",
        "The tournament director entered this deal; only they can change it.",
        "matchId",
      );
    await tx.delete(deals).where(eq(deals.id, last.id));
    const evaluated = evaluateMatch(tournament, stored.slice(0, -1).map((d) => d.record));
    const updated = await storeMatchResult(tx, match.id, evaluated);
    await publishChange(tx, { tournamentId: match.tournamentId, kind: "deal", ids: [last.id, match.id] });
    return { removedNumber: last.number, matchVersion: updated.version, matchStatus: updated.status };
  });
}
