// The table entry's part of each game (the captain's or list keeper's device): the table as the game shows it and the
// form of its next deal or game, over the shared machinery of table-entry-app.tsx (codes, sending, offline queue).
// A registry of its own beside gameViews (index.ts): the tablet's page loads only what the table entry needs. A third
// game adds one entry; an id this build does not know is an internal error.
import type { ComponentType } from "react";
import { asGameId, type GameId } from "@/games";
import type { Messages } from "@/i18n/messages";
import type { TableEntryProps } from "../table-entry/captain-view";
import { DoppelkopfEntry } from "./doppelkopf/table-entry";
import { KlammernEntry } from "./klammern/table-entry";

type App = Messages["tableEntry"]["app"];
type AppText = { [K in keyof App & string]: App[K] extends string ? `app.${K}` : never }[keyof App & string];

interface TableEntryPart {
  Entry: ComponentType<TableEntryProps>;
  /** What the confirming side's device says it shows (tableEntry namespace). */
  confirmerNote: AppText;
}

const ENTRIES: Record<GameId, TableEntryPart> = {
  klammern: { Entry: KlammernEntry, confirmerNote: "app.opponentView" },
  doppelkopf: { Entry: DoppelkopfEntry, confirmerNote: "app.opponentViewList" },
};

export function tableEntryOf(game: string): TableEntryPart {
  return ENTRIES[asGameId(game)];
}
