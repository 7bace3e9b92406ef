// The organizer page's view of a tournament's settings, per game (the UI side of the seam; a third game adds one
// entry). Unknown games fall back to Klammern's words, which is all this build can show.
import type { ComponentType } from "react";
import { DoppelkopfSettingsEditor, DoppelkopfSettingsSummary } from "./doppelkopf/settings";
import { KlammernSettingsEditor, KlammernSettingsSummary } from "./klammern/settings";
import type { TournamentView } from "./tournaments/tournament-view";

interface SettingsViews {
  /** The entrants' plural as the navigation names them. */
  entrants: string;
  Summary: ComponentType<{ t: TournamentView }>;
  Editor: ComponentType<{ t: TournamentView }>;
}

const VIEWS: Record<string, SettingsViews> = {
  klammern: { entrants: "Paare", Summary: KlammernSettingsSummary, Editor: KlammernSettingsEditor },
  doppelkopf: { entrants: "Spieler", Summary: DoppelkopfSettingsSummary, Editor: DoppelkopfSettingsEditor },
};

export function settingsViews(game: string): SettingsViews {
  return VIEWS[game] ?? VIEWS.klammern!;
}
