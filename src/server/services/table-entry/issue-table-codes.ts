import { DomainError } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { ensureRoundCodes } from "../rounds/round-codes";
import { requireRoundByNumber, tableCodeSheet, type RoundRef } from "./list-table-codes";

export { roundRefInput as issueTableCodesInput } from "./list-table-codes";

/** Gives every table of a published round a captain code and an opponent code, keeping those it already has
 * (safe to call again, e.g. after a table was added). Returns the sheet for the table cards. */
export async function issueTableCodes({ ctx, input }: ServiceCall<RoundRef>) {
  const { tournament, round } = await requireRoundByNumber(ctx.db, ctx, input);
  if (round.status !== "published")
    throw new DomainError(
      "BAD_REQUEST",
      round.status === "draft"
        ? "Tischcodes gibt es erst, wenn die Runde veröffentlicht ist."
        : "Diese Runde ist abgeschlossen; ihre Tischcodes sind abgelaufen.",
      round.status === "draft" ? "Table codes exist once the round is published." : "This round is closed; its table codes have expired.",
      "round",
    );
  return ctx.db.transaction(async (tx) => {
    await ensureRoundCodes(tx, tournament.id, round, ctx.user!);
    return tableCodeSheet(tx, tournament.id, round);
  });
}
