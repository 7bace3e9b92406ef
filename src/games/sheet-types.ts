// A game sheet for one table (issue 13), per game: who may sit at it and how its deals add up.

/** A game sheet's setting: the players (by index, clockwise; index 0 deals first unless `firstDealer`), the rules
 * as stored, and where it ends (Klammern: a target; Doppelkopf: a number of games, or null for an open evening). */
export interface SheetSetting {
  players: number;
  rules: Record<string, unknown>;
  firstDealer: number;
  target: number | null;
  games: number | null;
}

/** A sheet replayed: each deal's score per player, the totals per player, who deals next, whether it is over and
 * who won; the first deal the engine refuses stops the replay (errors with paths "deals[i]..."). */
export interface SheetReplay {
  /** Per deal: its dealer, the player at each of the engine's seats (Doppelkopf at five: the four who play), each
   * player's score, and the engine's detail (in engine seats). */
  deals: { dealer: number; seats: number[]; score: number[]; detail: unknown }[];
  totals: number[];
  nextDealer: number | null;
  /** Doppelkopf: the engine's round context of the next game (Pflichtsoli, Vorführung), for card-by-card entry. */
  nextRound?: Record<string, unknown>;
  over: boolean;
  /** The winning players' indexes once over (a Klammern side, or the Doppelkopf players with the highest total). */
  winners: number[] | null;
  errors: { code: string; path: string; message: string; messageEn: string }[];
}

export interface SheetGame {
  /** The player counts a sheet may have (Klammern 2, 3, 4; Doppelkopf 4, 5). */
  playerCounts: readonly number[];
  /** Klammern: the targets offered (any other the rules allow may be typed); Doppelkopf: none. */
  targets: readonly number[];
  /** The target or number of games a new sheet gets. */
  defaultEnd(players: number): { target: number | null; games: number | null };
  replay(setting: SheetSetting, records: readonly Record<string, unknown>[]): SheetReplay;
  /** The sheet has no end its deals could reach (an open Doppelkopf evening): only its owner ends it. */
  openEnded(setting: SheetSetting): boolean;
  /** What players of this game ask about, counted for `player` over one replayed sheet (Klammern: deals declared
   * and made; Doppelkopf: solos played and won). Every count is there, zero or not: the statistics add them up
   * over the sheets, and the game's sheet view words them. */
  playerStats(replay: SheetReplay, player: number): Record<string, number>;
  /** A stored deal as a line of the sheet's JSON export: the hand record with the sheet's rules, which the engine's
   * command line scores again (`number` from 1). */
  exportRecord(deal: { number: number; record: Record<string, unknown> }, rules: Record<string, unknown>): Record<string, unknown>;
  /** A deal's kind in the CSV export, from the engine's detail (Klammern its outcome, Doppelkopf its game type). */
  dealKind(detail: unknown): string;
}
