// A game sheet as a record (issue 13), by its share link: JSON lines of hand records (records.md) with the sheet's
// rules in each, so `engine score` re-scores every line to its `score`; or a CSV of the deals with each player's
// points, the running totals and the deal's kind as the game names it from the engine's detail.
import { eq } from "drizzle-orm";
import { gameOf } from "@/games";
import { sheets } from "../../db/schema";
import type { ServiceCall } from "../_shared/context";
import { writeCsv } from "../_shared/csv-cells";
import { linkGone, type sharedSheetInput } from "./read-sheets";
import { loadSheetDeals, replaySheet } from "./sheet-view";
import type { z } from "zod";

async function sheetByToken({ ctx, input }: ServiceCall<z.infer<typeof sharedSheetInput>>) {
  const [sheet] = await ctx.db.select().from(sheets).where(eq(sheets.shareToken, input.token));
  if (!sheet) throw linkGone();
  const stored = await loadSheetDeals(ctx.db, sheet.id);
  return { sheet, stored, replay: replaySheet(sheet, stored.map((d) => d.record)) };
}

/** One line per deal: the hand record with the sheet's rules, as the game exports it (sheet.exportRecord), which the
 * engine's command line scores again; the points per player, held Stehbeet points included, are in the CSV. */
export async function exportSheetJsonl(call: ServiceCall<z.infer<typeof sharedSheetInput>>) {
  const { sheet, stored } = await sheetByToken(call);
  const game = gameOf(sheet.game).sheet;
  return stored.map((d) => JSON.stringify(game.exportRecord(d, sheet.rules)) + "\n").join("");
}

export async function exportSheetCsv(call: ServiceCall<z.infer<typeof sharedSheetInput>>) {
  const { sheet, replay } = await sheetByToken(call);
  const game = gameOf(sheet.game).sheet;
  const names = sheet.players.map((p) => p.name);
  const running = new Array<number>(names.length).fill(0);
  const rows = replay.deals.map((d, i) => {
    d.score.forEach((x, p) => (running[p]! += x));
    return [i + 1, names[d.dealer] ?? "", game.dealKind(d.detail), ...d.score, ...running];
  });
  return writeCsv(["deal", "dealer", "kind", ...names.map((n) => `points ${n}`), ...names.map((n) => `total ${n}`)], rows);
}
