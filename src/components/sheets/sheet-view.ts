// A game sheet as sheet.get and sheet.shared answer it, and its deals replayed with the device's waiting ones.
import type { inferRouterOutputs } from "@trpc/server";
import { gameOf } from "@/games";
import type { AppRouter } from "@/server/api/root";

export type SheetView = inferRouterOutputs<AppRouter>["sheet"]["get"];

export const settingOf = (view: SheetView) => ({
  players: view.players.length,
  rules: view.rules,
  firstDealer: view.firstDealer,
  target: view.target,
  games: view.games,
});

/** The same replay as the server's: totals per player, who deals next, the end and the winners. */
export const replayOf = (view: SheetView, records: readonly Record<string, unknown>[]) => gameOf(view.game).sheet.replay(settingOf(view), records);

/** "+12", "−3", "0" for Doppelkopf; Klammern points have no sign. */
export const points = (view: Pick<SheetView, "game">, n: number) => (view.game === "doppelkopf" ? (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0") : String(n));
