import { z } from "zod";
import { DomainError, staleVersion } from "../../errors";
import { requireCaptainFor } from "./captain-access";
import { requireUnconfirmed } from "./confirm-match";
import { tableDevice } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { lockMatch } from "../results/match-lock";
import { recordUndoneDeal, removeLastDeal } from "../results/remove-last-deal";
import { requireEntryOpen } from "../results/result-access";
import { idField, versionField } from "../_shared/schemas";

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
    const { last, updated } = await removeLastDeal(tx, { match, tournament }, (deal) => {
      if (!deal.enteredByCaptain)
        throw new DomainError(
          "FORBIDDEN",
          "Dieses Spiel hat die Turnierleitung eingetragen; nur sie kann es ändern.",
          "The tournament director entered this deal; only they can change it.",
          "matchId",
        );
    });
    await recordUndoneDeal(tx, tableDevice("captain", match.tableNumber), { match, round }, last);
    return { removedNumber: last.number, matchVersion: updated.version, matchStatus: updated.status };
  });
}
