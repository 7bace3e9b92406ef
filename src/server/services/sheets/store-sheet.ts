// The step every change of a sheet's deals ends with: replay all of them with the engine, refuse the change naming
// the deal and field when a deal no longer fits (nothing is written then), else store the scores, the version and
// whether the sheet is over, and tell the sheet's followers (the share link's live stream).
import { eq, sql } from "drizzle-orm";
import type { EngineError } from "@/engine";
import type { Transaction } from "../../db";
import { sheetDeals, sheets } from "../../db/schema";
import { canonicalJson } from "../_shared/payload-hash";
import { publishChange } from "../_shared/publish-change";
import { engineRejection } from "@/games";
import { errorsForDeal } from "../results/match-result";
import type { SheetRow } from "./sheet-access";
import { replaySheet } from "./sheet-view";

/** Replays `records` (all deals after the change); refuses when one fails: errors of deal `own` on "record", any
 * later one named with its number. */
export function replayOrRefuse(sheet: SheetRow, records: readonly Record<string, unknown>[], own: number) {
  const replay = replaySheet(sheet, records);
  if (replay.errors.length) {
    const failing = Number(/^deals\[(\d+)\]/.exec(replay.errors[0]!.path)?.[1] ?? own);
    const errors = errorsForDeal(replay.errors as EngineError[], own);
    if (failing !== own)
      throw engineRejection(errors.map((e) => ({ ...e, message: `Danach passt Spiel ${failing + 1} nicht mehr: ${e.message}`, messageEn: `Deal ${failing + 1} no longer fits: ${e.messageEn}` })));
    throw engineRejection(errors);
  }
  return replay;
}

/** Writes the score and detail of each deal the replay changed (a new deal changes none before it; a correction the
 * corrected one and those after it), bumps the version, and finishes a sheet that is over. `keepFinished`: the
 * sheet was ended by hand ("Abend beenden") and a correction must not open it again. */
export async function storeReplay(tx: Transaction, sheet: SheetRow, replay: ReturnType<typeof replaySheet>, keepFinished = false) {
  const stored = await tx
    .select({ id: sheetDeals.id, number: sheetDeals.number, score: sheetDeals.score, detail: sheetDeals.detail })
    .from(sheetDeals)
    .where(eq(sheetDeals.sheetId, sheet.id));
  for (const d of stored) {
    const scored = replay.deals[d.number - 1]!;
    if (canonicalJson([d.score, d.detail]) === canonicalJson([scored.score, scored.detail])) continue;
    await tx.update(sheetDeals).set({ score: scored.score, detail: scored.detail as object }).where(eq(sheetDeals.id, d.id));
  }
  const [updated] = await tx
    .update(sheets)
    .set({
      version: sql`${sheets.version} + 1`,
      status: replay.over || keepFinished ? "finished" : "open",
      finishedAt: keepFinished ? sheet.finishedAt : replay.over ? sql`now()` : null,
    })
    .where(eq(sheets.id, sheet.id))
    .returning();
  await publishChange(tx, { tournamentId: sheet.id, kind: "sheet" });
  return updated!;
}
