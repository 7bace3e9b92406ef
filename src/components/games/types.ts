// What the pages ask of a game's UI (the registry in index.ts holds one entry per game, each defined in the game's own
// folder). Shared pages render these and never name a game.
import type { ComponentType } from "react";
import type { Messages } from "@/i18n/messages";
import type { Round, Snapshot, Table } from "../public/format";
import type { TournamentView } from "../tournaments/tournament-view";

type Keys<T> = keyof T & string;

export interface GameViews {
  /** The game's words on shared pages, as message keys of the game's own entry in each catalogue. */
  words: {
    /** The entrants' plural as the navigation names them (tournaments namespace). */
    entrants: `settingsViews.${Keys<Messages["tournaments"]["settingsViews"]>}`;
    /** What kind of tournament it is, on the public page (public namespace). */
    kind: `kind.${Keys<Messages["public"]["kind"]>}`;
    /** A table's paper sheet in the print corner (tournaments.pages namespace). */
    sheetName: `sheetNames.${Keys<Messages["tournaments"]["pages"]["sheetNames"]>}`;
  };
  settings: {
    Summary: ComponentType<{ t: TournamentView }>;
    Editor: ComponentType<{ t: TournamentView }>;
  };
  public: {
    /** Rows `from` to `to` of the standings (the projector pages through them). */
    Standings: ComponentType<{ snapshot: Snapshot; big?: boolean; from?: number; to?: number }>;
    standingsRows(s: Snapshot): number;
    RoundTables: ComponentType<{ snapshot: Snapshot; round: Round; big?: boolean }>;
    SeatingList: ComponentType<{ snapshot: Snapshot; round: Round }>;
    /** One table's paper sheet for a round (when a tablet fails); the print corner names it (words.sheetName). */
    ScoreSheet: ComponentType<{ snapshot: Snapshot; round: Round; table: Table }>;
  };
}
