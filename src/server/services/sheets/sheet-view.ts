// What a sheet shows: its players, rules and end, every deal with its score per player, the totals, who deals next,
// and once over the winners; the owner sees the share link's token too.
import { asc, eq } from "drizzle-orm";
import { gameOf } from "@/games";
import type { Queryable } from "../../db";
import { sheetDeals } from "../../db/schema";
import type { SheetRow } from "./sheet-access";

export const settingOf = (sheet: SheetRow) => ({
  players: sheet.players.length,
  rules: sheet.rules,
  firstDealer: sheet.firstDealer,
  target: sheet.target,
  games: sheet.games,
});

export const replaySheet = (sheet: SheetRow, records: readonly Record<string, unknown>[]) => gameOf(sheet.game).sheet.replay(settingOf(sheet), records);

export async function loadSheetDeals(db: Queryable, sheetId: string) {
  return db.select().from(sheetDeals).where(eq(sheetDeals.sheetId, sheetId)).orderBy(asc(sheetDeals.number));
}

export async function sheetView(db: Queryable, sheet: SheetRow, viewer: { owner: boolean }) {
  const stored = await loadSheetDeals(db, sheet.id);
  const replay = replaySheet(
    sheet,
    stored.map((d) => d.record),
  );
  return {
    id: sheet.id,
    game: sheet.game,
    title: sheet.title,
    players: sheet.players.map((p) => ({ name: p.name, member: p.memberId !== null })),
    rules: sheet.rules,
    firstDealer: sheet.firstDealer,
    target: sheet.target,
    games: sheet.games,
    status: sheet.status,
    version: sheet.version,
    createdAt: sheet.createdAt,
    finishedAt: sheet.finishedAt,
    // The device's keys come back to its owner only: its offline queue knows by them what has arrived.
    deals: stored.map((d) => ({ number: d.number, record: d.record, score: d.score, detail: d.detail, key: viewer.owner ? d.idempotencyKey : null })),
    totals: replay.totals,
    nextDealer: sheet.status === "finished" ? null : replay.nextDealer,
    over: replay.over,
    winners: replay.winners,
    /** Only for the owner: the read-only link's secret (null also while he has revoked it). */
    shareToken: viewer.owner ? sheet.shareToken : null,
    /** The owner is this device, no account yet (shown to the owner only). */
    onDevice: viewer.owner && sheet.ownerId === null,
    /** New deals: the owner, while the sheet is open. */
    canWrite: viewer.owner && sheet.status === "open",
    /** Taking back or correcting a deal: the owner, also after the end (a wrong last deal may have ended it). */
    canCorrect: viewer.owner,
  };
}
