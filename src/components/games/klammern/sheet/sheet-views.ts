// What Klammern gives the sheet pages (its entry in components/games/sheet-views.ts).
import type { SheetViews } from "../../../sheets/game-parts";
import { KlammernCorrectDeal, KlammernFullEntry, KlammernNextDeal } from "./deal-entry";
import { explainKlammernDeal } from "./explain-deal";
import { KlammernSheetOptions } from "./new-sheet-options";
import { klammernSheetWords } from "./sheet-words";

export const klammernSheetViews: SheetViews = {
  name: "games.klammern",
  newSheet: {
    players: 3,
    seating: (players, t) => (players === 4 ? t("newSheet.fourHint") : null),
    Options: KlammernSheetOptions,
  },
  NextDeal: KlammernNextDeal,
  FullEntry: KlammernFullEntry,
  CorrectDeal: KlammernCorrectDeal,
  explain: explainKlammernDeal,
  ...klammernSheetWords,
};
