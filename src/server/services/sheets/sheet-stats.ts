// Statistics per player over the sheets of this account (and this device's unclaimed ones) (issue 13): sheets played and won, the average final score,
// Klammern: deals declared and made (the declarer's success rate); Doppelkopf: solos played and won. A player is
// one name (case-insensitive) or one club member across sheets.
import { asc, inArray } from "drizzle-orm";
import { sheetDeals, sheets } from "../../db/schema";
import type { ServiceCall } from "../_shared/context";
import { ownedSheets } from "./sheet-access";
import { replaySheet } from "./sheet-view";

export interface PlayerStats {
  name: string;
  game: "klammern" | "doppelkopf";
  sheets: number;
  finished: number;
  wins: number;
  /** Sum of final totals, over all sheets (the average is total / sheets). */
  points: number;
  declared: number;
  made: number;
  solos: number;
  solosWon: number;
}

export async function sheetStats({ ctx }: ServiceCall<unknown>) {
  const mine = ownedSheets(ctx);
  const own = mine ? await ctx.db.select().from(sheets).where(mine) : [];
  const deals = own.length
    ? await ctx.db.select().from(sheetDeals).where(inArray(sheetDeals.sheetId, own.map((s) => s.id))).orderBy(asc(sheetDeals.number))
    : [];
  const stats = new Map<string, PlayerStats>();
  for (const sheet of own) {
    const replay = replaySheet(
      sheet,
      deals.filter((d) => d.sheetId === sheet.id).map((d) => d.record),
    );
    const finished = sheet.status === "finished";
    sheet.players.forEach((player, p) => {
      const key = `${sheet.game}:${player.memberId ?? player.name.toLocaleLowerCase("de")}`;
      const s = stats.get(key) ?? { name: player.name, game: sheet.game, sheets: 0, finished: 0, wins: 0, points: 0, declared: 0, made: 0, solos: 0, solosWon: 0 };
      s.sheets++;
      s.points += replay.totals[p] ?? 0;
      if (finished) s.finished++;
      if (finished && replay.winners?.includes(p)) s.wins++;
      for (const d of replay.deals) {
        const detail = d.detail as { declarer?: number | null; outcome?: string; soloist?: number | null; winner?: string | null; type?: string } | null;
        if (!detail) continue;
        const at = (seat: number | null | undefined) => (seat === null || seat === undefined ? null : d.seats[seat]);
        if (sheet.game === "klammern" && detail.outcome !== "void" && at(detail.declarer) === p) {
          s.declared++;
          if (detail.outcome === "made") s.made++;
        }
        if (sheet.game === "doppelkopf" && detail.type !== "hochzeit" && at(detail.soloist) === p) {
          s.solos++;
          if (detail.winner === "re") s.solosWon++;
        }
      }
      stats.set(key, s);
    });
  }
  return [...stats.values()].sort((a, b) => b.sheets - a.sheets || a.name.localeCompare(b.name, "de"));
}
