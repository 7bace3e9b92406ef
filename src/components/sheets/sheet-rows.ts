// The rows of a sheet's deal list from its replay: dealer, each player's points, the running totals, and the deal
// explained in words by its game.
import type { SheetReplay } from "@/games";
import type { Locale } from "@/i18n/locales";
import { sheetViews } from "../games/sheet-views";
import type { SheetRow } from "./sheet-deals";
import type { SheetsT, SheetView } from "./sheet-view";

export function sheetRows(
  view: SheetView,
  replay: SheetReplay,
  t: SheetsT,
  locale: Locale,
  waiting: (index: number) => boolean = () => false): SheetRow[] {
  const names = view.players.map((p) => p.name);
  const { explain } = sheetViews(view.game);
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
      explanation: explain(t, locale, d.detail, names, d.seats),
    };
  });
}
