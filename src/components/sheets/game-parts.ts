// What each game gives the sheet pages (the UI side of the game sheet's seam; one entry per game in
// components/games/sheet-views.ts): its choices for a new sheet, its forms for a deal, its words for the scores, a
// deal and the statistics. The shared sheet components know no game; they render these.
import type { inferRouterInputs } from "@trpc/server";
import type { ComponentType } from "react";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import type { Bilingual } from "@/lib/bilingual";
import type { AppRouter } from "@/server/api/root";
import type { SheetsT, SheetView } from "./sheet-view";

/** What a game's choices add to sheet.create: where the sheet ends and by which rules. */
export type NewSheetEnd = Pick<inferRouterInputs<AppRouter>["sheet"]["create"], "target" | "games" | "rules">;

export interface NewSheetOptionsProps {
  /** This game is the one chosen: only then its choices count. Every game's choices stay mounted (hidden while
   * another game is chosen), so that they are as the user left them when he comes back to the game. */
  active: boolean;
  /** The players chosen so far. */
  players: number;
  /** Called, while active, with the choices whenever they change (and once they are shown). */
  onChange: (end: NewSheetEnd) => void;
  /** The server's refusal of a field of sheet.create, if any. */
  fieldError: (field: string) => Bilingual | null;
}

/** The next deal's form (a summary of it): it saves a hand record. */
export interface NextDealProps {
  view: SheetView;
  /** Every deal before this one. */
  records: readonly Record<string, unknown>[];
  /** This deal's number, from 1. */
  number: number;
  /** The player who deals. */
  dealer: number;
  names: string[];
  onSave: (record: Record<string, unknown>) => void;
}

/** The next deal card by card; the draft stays on the device under the sheet's id and the deal's number. */
export interface FullEntryProps extends Omit<NextDealProps, "records"> {
  /** The replay's round context of the next deal (SheetReplay.nextRound), where the game has one. */
  round: Record<string, unknown>;
}

/** A stored deal's correction, as a summary starting from what is stored. */
export interface CorrectDealProps extends NextDealProps {
  /** Here: every deal of the sheet, this one included. */
  records: readonly Record<string, unknown>[];
  /** The engine's detail of the stored deal. */
  detail: unknown;
}

export interface SheetViews {
  /** The game's name in the sheets namespace. */
  name: `games.${keyof Messages["sheets"]["games"]}`;
  newSheet: {
    /** The player count a new sheet starts with while this game is chosen first. */
    players: number;
    /** A word on how the players sit under the player count (Klammern at four: partners opposite), or null. */
    seating(players: number, t: SheetsT): string | null;
    /** The choices after the players: where the sheet ends and by which rules. */
    Options: ComponentType<NewSheetOptionsProps>;
  };
  NextDeal: ComponentType<NextDealProps>;
  FullEntry: ComponentType<FullEntryProps>;
  CorrectDeal: ComponentType<CorrectDealProps>;
  /** The scores' head after the game's name: the end it plays to and how the table plays. */
  heading(view: SheetView, t: SheetsT): string;
  /** Under a player's total until the sheet is won: how far he still is from its end, and whether he leads; null
   * for nothing. */
  toGo(view: SheetView, totals: readonly number[], player: number, t: SheetsT): string | null;
  /** Beside the next dealer's name (at five in Doppelkopf he sits out). */
  deals(players: number, t: SheetsT): string;
  /** Points as the game writes them on the sheet (Doppelkopf with a sign). */
  points(n: number): string;
  /** One deal in a line, from the engine's detail; `seats`: the player at each engine seat of this deal. */
  explain(t: SheetsT, locale: Locale, detail: unknown, names: readonly string[], seats: readonly number[]): string;
  /** The statistics' cell of what the game counts per player (its sheet.playerStats summed over the sheets). */
  stats(counts: Readonly<Record<string, number>>, t: SheetsT): string;
}
