// Statistics per player over the sheets of this account (and this device's unclaimed ones) (issue 13): sheets played
// and won, the average final score, and what the game counts per player (Klammern: deals declared and made, the
// declarer's success rate; Doppelkopf: solos played and won). A player is one name (case-insensitive) or one club
// member across sheets of one game.
import { asc, inArray } from "drizzle-orm";
import { asGameId, gameOf, type GameId } from "@/games";
import { compareFullNames } from "@/lib/person-sort";
import { sheetDeals, sheets } from "../../db/schema";
import type { ServiceCall } from "../_shared/context";
import { ownedSheets } from "./sheet-access";
import { replaySheet } from "./sheet-view";

export interface PlayerStats {
  name: string;
  game: GameId;
  sheets: number;
  finished: number;
  wins: number;
  /** Sum of final totals, over all sheets (the average is total / sheets). */
  points: number;
  /** What players of this game ask about, summed over the sheets (the game's sheet.playerStats). */
  gameStats: Record<string, number>;
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
    const game = asGameId(sheet.game);
    const finished = sheet.status === "finished";
    sheet.players.forEach((player, p) => {
      const key = `${game}:${player.memberId ?? player.name.toLocaleLowerCase("de")}`;
      const s = stats.get(key) ?? { name: player.name, game, sheets: 0, finished: 0, wins: 0, points: 0, gameStats: {} };
      s.sheets++;
      s.points += replay.totals[p] ?? 0;
      if (finished) s.finished++;
      if (finished && replay.winners?.includes(p)) s.wins++;
      for (const [stat, n] of Object.entries(gameOf(game).sheet.playerStats(replay, p))) s.gameStats[stat] = (s.gameStats[stat] ?? 0) + n;
      stats.set(key, s);
    });
  }
  return [...stats.values()].sort((a, b) => b.sheets - a.sheets || compareFullNames(a.name, b.name));
}
