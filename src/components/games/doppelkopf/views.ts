// Doppelkopf's entry in the UI registry (../index.ts): what the shared pages show of a tournament of single players.
import { createElement } from "react";
import type { GameViews } from "../types";
import { doppelkopfAudit } from "./audit";
import { officeStandings, officeTable } from "./office-pages";
import { PlayerHit, SinglePlayerView } from "./public/player-view";
import { BlankSpielliste } from "./public/blank-spielliste";
import { PublicPlayerStandings } from "./public/player-standings";
import { PlayerRoundTables } from "./public/player-tables";
import { PlayerSeatingList } from "./public/seating-list";
import { DoppelkopfSettingsEditor, DoppelkopfSettingsSummary } from "./settings";
import { DoppelkopfSettingsForm } from "./settings-form";

export const doppelkopfViews: GameViews = {
  words: {
    entrants: "settingsViews.doppelkopf",
    kind: "kind.doppelkopf",
    sheetName: "sheetNames.doppelkopf",
    create: { label: "doppelkopf.label", sub: "doppelkopf.sub" },
    // Its seating is drawn each round; it has no pairing system to name.
    schedule: () => null,
  },
  CreateForm: ({ clubId }) => createElement(DoppelkopfSettingsForm, { mode: "create", clubId }),
  settings: { Summary: DoppelkopfSettingsSummary, Editor: DoppelkopfSettingsEditor },
  public: {
    Standings: ({ snapshot, big, from = 0, to }) =>
      createElement(PublicPlayerStandings, { snapshot, big, rows: snapshot.standings.players?.rows.slice(from, to) }),
    standingsRows: (s) => s.standings.players?.rows.length ?? 0,
    RoundTables: PlayerRoundTables,
    SeatingList: PlayerSeatingList,
    ScoreSheet: BlankSpielliste,
    PlayerHit,
    PlayerView: SinglePlayerView,
  },
  office: { standings: officeStandings, table: officeTable },
  audit: doppelkopfAudit,
};
