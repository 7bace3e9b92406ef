// Klammern's entry in the UI registry (../index.ts): what the shared pages show of a tournament of pairs.
import { createElement } from "react";
import type { KlammernFormat } from "@/games";
import type { GameViews } from "../types";
import { klammernAudit } from "./audit";
import { officeStandings, officeTable } from "./office-pages";
import { KlammernSettingsEditor, KlammernSettingsSummary } from "./settings";
import { TournamentSettingsForm } from "./settings-form";

export const klammernViews: GameViews = {
  words: {
    entrants: "settingsViews.klammern",
    sheetName: "sheetNames.klammern",
    create: { label: "klammern.label", sub: "klammern.sub" },
    schedule: (format) => `labels.scheduleType.${(format as KlammernFormat).scheduleType}`,
  },
  CreateForm: ({ clubId }) => createElement(TournamentSettingsForm, { mode: "create", clubId }),
  settings: { Summary: KlammernSettingsSummary, Editor: KlammernSettingsEditor },
  office: { standings: officeStandings, table: officeTable },
  audit: klammernAudit,
};
