// Doppelkopf's entry in the UI registry (../index.ts): what the shared pages show of a tournament of single players.
import { createElement } from "react";
import type { GameViews } from "../types";
import { doppelkopfAudit } from "./audit";
import { officeStandings, officeTable } from "./office-pages";
import { DoppelkopfSettingsEditor, DoppelkopfSettingsSummary } from "./settings";
import { DoppelkopfSettingsForm } from "./settings-form";

export const doppelkopfViews: GameViews = {
  words: {
    entrants: "settingsViews.doppelkopf",
    sheetName: "sheetNames.doppelkopf",
    create: { label: "doppelkopf.label", sub: "doppelkopf.sub" },
    // Its seating is drawn each round; it has no pairing system to name.
    schedule: () => null,
  },
  CreateForm: ({ clubId }) => createElement(DoppelkopfSettingsForm, { mode: "create", clubId }),
  settings: { Summary: DoppelkopfSettingsSummary, Editor: DoppelkopfSettingsEditor },
  office: { standings: officeStandings, table: officeTable },
  audit: doppelkopfAudit,
};
