// A Klammern sheet's words: the target it plays to (at four, partners opposite), how far each player or pair still
// is from it and who leads, points as plain numbers, and the statistics of the declarer's success.
import type { SheetViews } from "../../../sheets/game-parts";

export const klammernSheetWords: Pick<SheetViews, "heading" | "toGo" | "deals" | "points" | "stats"> = {
  heading: (view, t) => `${t("scores.to", { target: view.target ?? "" })}${view.players.length === 4 ? t("scores.fourPairs") : ""}`,
  toGo(view, totals, player, t) {
    if (view.target === null) return null;
    const best = Math.max(...totals);
    const left = view.target - (totals[player] ?? 0);
    const leads = best > 0 && totals[player] === best && totals.filter((x) => x === best).length < totals.length;
    return `${left > 0 ? t("scores.left", { left }) : t("scores.reached")}${leads ? t("scores.leads") : ""}`;
  },
  deals: (_players, t) => t("scores.deals"),
  points: (n) => String(n),
  stats({ declared = 0, made = 0 }, t) {
    return declared ? t("stats.made", { made, declared, percent: Math.round((100 * made) / declared) }) : t("stats.never");
  },
};
