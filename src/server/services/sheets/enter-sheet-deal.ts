import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { sheetDeals } from "../../db/schema";
import { DomainError, staleVersion } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { canonicalJson } from "../_shared/payload-hash";
import { idField, versionField } from "../_shared/schemas";
import { dealNumberField, recordField } from "../results/submit-deal";
import { gameOf } from "@/games";
import { lockSheet, requireSheet, type SheetRow } from "./sheet-access";
import { replayOrRefuse, storeReplay } from "./store-sheet";
import { sheetView } from "./sheet-view";

export const enterSheetDealInput = z.object({
  sheetId: idField,
  /** The version the device last heard of. */
  version: versionField,
  number: dealNumberField,
  record: recordField,
  /** Made on the device when the deal is saved there: a repeat (offline sync) is answered, never stored twice. */
  idempotencyKey: z.uuid(bi("Ungültiger Schlüssel.", "Invalid key.")),
});

export const requireOpen = (sheet: SheetRow) => {
  if (sheet.status !== "open") throw new DomainError("BAD_REQUEST", "Dieser Block ist abgeschlossen.", "This sheet is finished.", "sheetId");
};

/** The owner enters the next deal; the engine checks it in the context of the sheet (dealer, rules, end). */
export async function enterSheetDeal({ ctx, input }: ServiceCall<z.infer<typeof enterSheetDealInput>>) {
  await requireSheet(ctx.db, ctx, input.sheetId, "write");
  return ctx.db.transaction(async (tx) => {
    const sheet = await lockSheet(tx, ctx, input.sheetId);
    const record = gameOf(sheet.game).scoring.normalize(input.record);
    const [seen] = await tx.select().from(sheetDeals).where(eq(sheetDeals.idempotencyKey, input.idempotencyKey));
    if (seen) {
      if (seen.sheetId !== sheet.id || seen.number !== input.number || canonicalJson(seen.record) !== canonicalJson(record))
        throw new DomainError("CONFLICT", "Dieser Schlüssel wurde schon für ein anderes Spiel verwendet.", "This key was already used for a different deal.", "idempotencyKey");
      return { ...(await sheetView(tx, sheet, { owner: true })), replayed: true };
    }
    requireOpen(sheet);
    if (sheet.version !== input.version) throw staleVersion();
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(sheetDeals).where(and(eq(sheetDeals.sheetId, sheet.id)));
    if (input.number !== n + 1)
      throw new DomainError("CONFLICT", `Als Nächstes ist Spiel ${n + 1} dran, nicht Spiel ${input.number}. Bitte neu laden.`, `Deal ${n + 1} is next, not deal ${input.number}. Please reload.`, "number");
    const previous = (await tx.select({ record: sheetDeals.record }).from(sheetDeals).where(eq(sheetDeals.sheetId, sheet.id)).orderBy(sheetDeals.number)).map((d) => d.record);
    const replay = replayOrRefuse(sheet, [...previous, record], n);
    const scored = replay.deals[n]!;
    await tx.insert(sheetDeals).values({ sheetId: sheet.id, number: n + 1, record, score: scored.score, detail: scored.detail as object, idempotencyKey: input.idempotencyKey });
    const updated = await storeReplay(tx, sheet, replay);
    return { ...(await sheetView(tx, updated, { owner: true })), replayed: false };
  });
}
