// The owner takes back the last deal, or corrects any deal: the later deals are checked again by the engine, and a
// correction that makes one of them impossible is refused naming it. A sheet finished by its rules opens again when
// a change undoes its end; one ended by hand stays ended when a deal is corrected (taking back a deal opens it).
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Transaction } from "../../db";
import { sheetDeals } from "../../db/schema";
import { DomainError, staleVersion } from "../../errors";
import type { ServiceCall, ServiceContext } from "../_shared/context";
import { idField, versionField } from "../_shared/schemas";
import { dealNumberField, recordField } from "../results/submit-deal";
import { gameOf } from "@/games";
import { lockSheet, requireSheet } from "./sheet-access";
import { replaySheet, sheetView } from "./sheet-view";
import { replayOrRefuse, storeReplay } from "./store-sheet";

export const undoSheetDealInput = z.object({ sheetId: idField, version: versionField });
export const correctSheetDealInput = z.object({ sheetId: idField, version: versionField, number: dealNumberField, record: recordField });

async function lockedForChange(tx: Transaction, ctx: ServiceContext, sheetId: string, version: number) {
  const sheet = await lockSheet(tx, ctx, sheetId);
  if (sheet.version !== version) throw staleVersion();
  const stored = await tx.select().from(sheetDeals).where(eq(sheetDeals.sheetId, sheet.id)).orderBy(sheetDeals.number);
  return { sheet, stored };
}

export async function undoSheetDeal({ ctx, input }: ServiceCall<z.infer<typeof undoSheetDealInput>>) {
  await requireSheet(ctx.db, ctx, input.sheetId, "write");
  return ctx.db.transaction(async (tx) => {
    const { sheet, stored } = await lockedForChange(tx, ctx, input.sheetId, input.version);
    const last = stored.at(-1);
    if (!last) throw new DomainError("BAD_REQUEST", "Auf diesem Block steht noch kein Spiel.", "There is no deal on this sheet yet.", "sheetId");
    await tx.delete(sheetDeals).where(eq(sheetDeals.id, last.id));
    const replay = replayOrRefuse(
      sheet,
      stored.slice(0, -1).map((d) => d.record),
      stored.length - 1,
    );
    return sheetView(tx, await storeReplay(tx, sheet, replay), { owner: true });
  });
}

export async function correctSheetDeal({ ctx, input }: ServiceCall<z.infer<typeof correctSheetDealInput>>) {
  await requireSheet(ctx.db, ctx, input.sheetId, "write");
  return ctx.db.transaction(async (tx) => {
    const { sheet, stored } = await lockedForChange(tx, ctx, input.sheetId, input.version);
    const target = stored.find((d) => d.number === input.number);
    if (!target) throw new DomainError("BAD_REQUEST", `Spiel ${input.number} gibt es auf diesem Block nicht.`, `There is no deal ${input.number} on this sheet.`, "number");
    const record = gameOf(sheet.game).scoring.normalize(input.record);
    const records = stored.map((d) => (d.number === input.number ? record : d.record));
    const replay = replayOrRefuse(sheet, records, input.number - 1);
    const endedByHand = sheet.status === "finished" && !replaySheet(sheet, stored.map((d) => d.record)).over;
    await tx.update(sheetDeals).set({ record }).where(eq(sheetDeals.id, target.id));
    return sheetView(tx, await storeReplay(tx, sheet, replay, endedByHand), { owner: true });
  });
}
