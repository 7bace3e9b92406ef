// The game sheet's pages per game (the UI side of the sheet's seam, like settings-views.ts): a new sheet's choices,
// the forms for a deal, and the words of the scores, the deals and the statistics. A third game adds one entry (the
// build does not compile until it has); an id this build does not know is an internal error.
import { asGameId, type GameId } from "@/games";
import type { SheetViews } from "../sheets/game-parts";
import { doppelkopfSheetViews } from "./doppelkopf/sheet/sheet-views";
import { klammernSheetViews } from "./klammern/sheet/sheet-views";

const VIEWS: Record<GameId, SheetViews> = {
  klammern: klammernSheetViews,
  doppelkopf: doppelkopfSheetViews,
};

export function sheetViews(game: string): SheetViews {
  return VIEWS[asGameId(game)];
}
