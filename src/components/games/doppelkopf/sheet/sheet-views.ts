// What Doppelkopf gives the sheet pages (its entry in components/games/sheet-views.ts).
import type { SheetViews } from "../../../sheets/game-parts";
import { explainDoppelkopfGame } from "./explain-game";
import { DoppelkopfCorrectGame, DoppelkopfFullEntry, DoppelkopfNextGame } from "./game-entry";
import { DoppelkopfSheetOptions } from "./new-sheet-options";
import { doppelkopfSheetWords } from "./sheet-words";

export const doppelkopfSheetViews: SheetViews = {
  name: "games.doppelkopf",
  newSheet: { players: 4, seating: () => null, Options: DoppelkopfSheetOptions },
  NextDeal: DoppelkopfNextGame,
  FullEntry: DoppelkopfFullEntry,
  CorrectDeal: DoppelkopfCorrectGame,
  explain: explainDoppelkopfGame,
  ...doppelkopfSheetWords,
};
