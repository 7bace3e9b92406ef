// Klammern in Turniermodus: fixed pairs opposite each other at tables of four (Nord/Süd against Ost/West).
import { parseKlammernRules, type KlammernRules } from "@/engine";
import type { Game, SeatLabel } from "../types";
import { klammernFormatFields, klammernFormatShape, type KlammernFormat } from "./format";
import { klammernRanking } from "./ranking";
import { klammernSheet } from "./sheet";
import { klammernScoring } from "./table-scoring";

const SEAT_LABELS: SeatLabel[] = [
  { code: "N", de: "Nord", en: "North" },
  { code: "E", de: "Ost", en: "East" },
  { code: "S", de: "Süd", en: "South" },
  { code: "W", de: "West", en: "West" },
];

export const klammern: Game<KlammernRules, typeof klammernFormatShape, typeof klammernFormatFields> = {
  id: "klammern",
  name: { de: "Klammern", en: "Klammern" },
  entrant: { players: 2, named: true, noun: { de: "Paar", en: "pair" }, plural: { de: "Paare", en: "pairs" } },
  tableSizes: [4],
  dealPlayers: 4,
  seatLabels: () => SEAT_LABELS,
  tableRoles: {
    keeper: { de: "Kapitän", en: "Captain" },
    confirmer: { de: "Gegenpaar", en: "Opponents" },
    wrongCode: { de: "Das ist nicht der Code des Gegenpaars an diesem Tisch.", en: "That is not the opponents' code at this table." },
  },
  sides: true,
  standings: { kind: "pairs", ranking: (format) => klammernRanking(format as KlammernFormat) },
  // The match format is the same at every table (all seat four).
  tableGoal: (format) => {
    const f = (format as KlammernFormat).matchFormat;
    return f.kind === "deals" ? { kind: "deals", deals: f.deals } : { kind: "target", target: f.target };
  },
  roundMinutes: () => null,
  fieldFixed: (format) => (format as KlammernFormat).scheduleType === "round-robin",
  features: { penalties: false, gameList: false },
  closedEarly: "result-set",
  formatFields: klammernFormatFields,
  formatShape: klammernFormatShape,
  frozenFormat: {
    matchFormat: { de: "Das Partieformat steht fest", en: "The match format is frozen" },
    matchPoints: { de: "Die Matchpunkte stehen fest", en: "The match points are frozen" },
    byeScore: { de: "Die Wertung des Freiloses steht fest", en: "The bye score is frozen" },
    scheduleType: { de: "Die Auslosungsart steht fest", en: "The schedule type is frozen" },
  },
  parseRules: (rules, path) => {
    const parsed = parseKlammernRules(rules, path);
    return parsed.ok ? { ok: true, value: { ...parsed.value } } : { ok: false, errors: parsed.errors };
  },
  scoring: klammernScoring,
  sheet: klammernSheet,
};

export { klammernFormat, klammernFormatFields, klammernFormatShape, scheduleTypes } from "./format";
export type { ByeScoreSetting, KlammernFormat, MatchFormat, MatchPoints } from "./format";
export { sheetSides } from "./sheet";
export { klammernRanking } from "./ranking";
