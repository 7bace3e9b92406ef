// A game sheet as sheet.get and sheet.shared answer it, and its deals replayed with the device's waiting ones.
import type { inferRouterOutputs } from "@trpc/server";
import type { useTranslations } from "next-intl";
import { gameOf } from "@/games";
import type { AppRouter } from "@/server/api/root";

export type SheetView = inferRouterOutputs<AppRouter>["sheet"]["get"];

/** A translator of the `sheets` namespace (useTranslations("sheets")). */
export type SheetsT = ReturnType<typeof useTranslations<"sheets">>;

export const settingOf = (view: SheetView) => ({
  players: view.players.length,
  rules: view.rules,
  firstDealer: view.firstDealer,
  target: view.target,
  games: view.games,
});

/** The same replay as the server's: totals per player, who deals next, the end and the winners. */
export const replayOf = (view: SheetView, records: readonly Record<string, unknown>[]) => gameOf(view.game).sheet.replay(settingOf(view), records);
