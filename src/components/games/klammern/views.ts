// Klammern's entry in the UI registry (../index.ts): what the shared pages show of a tournament of pairs.
import { createElement } from "react";
import type { KlammernFormat } from "@/games";
import type { GameViews } from "../types";
import { klammernAudit } from "./audit";
import { officeStandings, officeTable } from "./office-pages";
import { PairHit, PairPage } from "./public/player-page";
import { RoundTables } from "./public/round-tables";
import { ScoreSheet } from "./public/score-sheet";
import { SeatingList } from "./public/seating-list";
import { StandingsTable } from "./public/standings-table";
import { KlammernSettingsEditor, KlammernSettingsSummary } from "./settings";
import { TournamentSettingsForm } from "./settings-form";

export const klammernViews: GameViews = {
  words: {
    entrants: "settingsViews.klammern",
    kind: "kind.klammern",
    sheetName: "sheetNames.klammern",
    create: { label: "klammern.label", sub: "klammern.sub" },
    schedule: (format) => `labels.scheduleType.${(format as KlammernFormat).scheduleType}`,
  },
  CreateForm: ({ clubId }) => createElement(TournamentSettingsForm, { mode: "create", clubId }),
  settings: { Summary: KlammernSettingsSummary, Editor: KlammernSettingsEditor },
  public: {
    Standings: ({ snapshot, big, from = 0, to }) => createElement(StandingsTable, { snapshot, big, rows: snapshot.standings.rows.slice(from, to) }),
    standingsRows: (s) => s.standings.rows.length,
    RoundTables,
    SeatingList,
    ScoreSheet,
    PlayerHit: PairHit,
    PlayerView: PairPage,
  },
  office: { standings: officeStandings, table: officeTable },
  audit: klammernAudit,
};
