// What players of a game ask about, per seated entrant of a tournament's table: the game sheet's own counting
// (SheetGame.playerStats: Klammern deals declared and made, Doppelkopf solos played and won), added up over the
// positions an entrant holds (a Klammern pair sits twice), so a table and a game sheet count alike.
import type { SheetGame, SheetReplay } from "./sheet-types";

/** `deals` with `seats` in table positions (the position at each engine seat of the deal). */
export function statsByEntrant(sheet: SheetGame, deals: SheetReplay["deals"], seats: readonly string[]): Map<string, Record<string, number>> {
  const replay: SheetReplay = { deals: [...deals], totals: [], nextDealer: null, over: false, winners: null, errors: [] };
  const out = new Map<string, Record<string, number>>();
  seats.forEach((entrant, position) => {
    const mine = out.get(entrant) ?? {};
    for (const [stat, n] of Object.entries(sheet.playerStats(replay, position))) mine[stat] = (mine[stat] ?? 0) + n;
    out.set(entrant, mine);
  });
  return out;
}
