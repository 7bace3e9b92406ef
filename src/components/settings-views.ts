// The organizer page's view of a tournament's settings, per game (the UI side of the seam; a third game adds one
// entry, and the build does not compile until it has). An id this build does not know is an internal error.
import type { ComponentType } from "react";
import { asGameId, type GameId } from "@/games";
import { DoppelkopfSettingsEditor, DoppelkopfSettingsSummary } from "./games/doppelkopf/settings";
import { KlammernSettingsEditor, KlammernSettingsSummary } from "./games/klammern/settings";
import type { TournamentView } from "./tournaments/tournament-view";

interface SettingsViews {
  /** The key of the entrants' plural as the navigation names them (tournaments namespace). */
  entrants: "settingsViews.klammern" | "settingsViews.doppelkopf";
  Summary: ComponentType<{ t: TournamentView }>;
  Editor: ComponentType<{ t: TournamentView }>;
}

const VIEWS: Record<GameId, SettingsViews> = {
  klammern: { entrants: "settingsViews.klammern", Summary: KlammernSettingsSummary, Editor: KlammernSettingsEditor },
  doppelkopf: { entrants: "settingsViews.doppelkopf", Summary: DoppelkopfSettingsSummary, Editor: DoppelkopfSettingsEditor },
};

export function settingsViews(game: string): SettingsViews {
  return VIEWS[asGameId(game)];
}
