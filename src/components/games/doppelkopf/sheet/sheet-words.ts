// A Doppelkopf evening's words: its number of games or an open evening, the dealer who sits out at five, points with
// their sign, and the statistics of solos played and won.
import { gameSeats, type TableSize } from "@/games";
import type { SheetViews } from "../../../sheets/game-parts";
import { signedPoints } from "../labels";

export const doppelkopfSheetWords: Pick<SheetViews, "heading" | "toGo" | "deals" | "points" | "stats"> = {
  heading: (view, t) => (view.games ? t("scores.games", { count: view.games }) : t("scores.openEvening")),
  // The evening plays to a number of games, not to a target.
  toGo: () => null,
  deals: (players, t) => (gameSeats(players as TableSize, 0).sitsOut !== null ? t("scores.dealsSitsOut") : t("scores.deals")),
  points: signedPoints,
  stats: ({ solos = 0, solosWon = 0 }, t) => t("stats.solos", { solos, won: solosWon }),
};
