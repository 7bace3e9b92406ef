// Klammern's entry in the UI registry (../index.ts): what the shared pages show of a tournament of pairs.
import { createElement } from "react";
import type { GameViews } from "../types";
import { RoundTables } from "./public/round-tables";
import { ScoreSheet } from "./public/score-sheet";
import { SeatingList } from "./public/seating-list";
import { StandingsTable } from "./public/standings-table";
import { KlammernSettingsEditor, KlammernSettingsSummary } from "./settings";

export const klammernViews: GameViews = {
  words: { entrants: "settingsViews.klammern", kind: "kind.klammern", sheetName: "sheetNames.klammern" },
  settings: { Summary: KlammernSettingsSummary, Editor: KlammernSettingsEditor },
  public: {
    Standings: ({ snapshot, big, from = 0, to }) => createElement(StandingsTable, { snapshot, big, rows: snapshot.standings.rows.slice(from, to) }),
    standingsRows: (s) => s.standings.rows.length,
    RoundTables,
    SeatingList,
    ScoreSheet,
  },
};
