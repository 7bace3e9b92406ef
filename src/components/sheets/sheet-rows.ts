// The rows of a sheet's deal list from its replay: dealer, each player's points, the running totals, and the deal
// explained in words.
import { sheetSides, type SheetReplay } from "@/games";
import type { Locale } from "@/i18n/locales";
import { explainDeal, type SheetsT } from "./explain-deal";
import type { SheetRow } from "./sheet-deals";
import type { SheetView } from "./sheet-view";

export function sheetRows(
  view: SheetView,
  replay: SheetReplay,
  t: SheetsT,
  locale: Locale,
  waiting: (index: number) => boolean = () => false): SheetRow[] {
  const names = view.players.map((p) => p.name);
  const sides = view.game === "klammern" ? sheetSides(names.length) : names.map((_, p) => [p]);
  const running = new Array<number>(names.length).fill(0);
  return replay.deals.map((d, i) => {
    d.score.forEach((points, p) => (running[p]! += points));
    return {
      number: i + 1,
      dealer: d.dealer,
      playing: d.seats,
      score: d.score,
      totals: [...running],
      waiting: waiting(i),
      explanation: explainDeal(t, locale, view.game, d.detail, names, d.seats, sides),
    };
  });
}
