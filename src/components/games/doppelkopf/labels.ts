// Words for the Doppelkopf tournament settings (German first). The constants are the German words for callers
// without a translator; the reader's language comes from the doppelkopf catalogue (labels.*).
import type { useTranslations } from "next-intl";
import type { Messages } from "@/i18n/messages";
import { signed } from "../../public/format";

/** The doppelkopf namespace's translator (useTranslations("doppelkopf") or getTranslations("doppelkopf")). */
export type DoppelkopfT = ReturnType<typeof useTranslations<"doppelkopf">>;

/** A game type in the reader's language (unknown ones by their code). */
export function gameTypeName(t: DoppelkopfT, type: string): string {
  return Object.prototype.hasOwnProperty.call(GAME_TYPE_NAMES, type) ? t(`labels.gameTypes.${type as keyof Messages["doppelkopf"]["labels"]["gameTypes"]}`) : type;
}

/** A penalty class in the reader's language (unknown ones by their code). */
export function penaltyName(t: DoppelkopfT, kind: string): string {
  return kind === "minor" || kind === "serious" || kind === "unsporting" ? t(`labels.penalties.${kind}`) : kind;
}
export const DOPPELKOPF_PRESET_NAMES = {
  house: "Hausregeln (ohne Neunen, mit Schweinchen)",
  ddv: "DDV-Turnierspielregeln (mit Neunen, Pflichtsolo)",
} as const;

export const SEATING_MODE_NAMES = {
  draw: "Jede Runde neu auslosen (möglichst niemand zweimal am selben Tisch)",
  standings: "Nach dem Zwischenstand (die Besten an Tisch 1)",
  moving: "Wechselsystem (Tischsieger bleibt, die anderen wandern)",
} as const;

export const RANKING_MODE_NAMES = {
  total: "Summe der Spielpunkte (DDV)",
  average: "Schnitt je Runde",
  placement: "Platzpunkte am Tisch (+3/+1/−1/−3, zu fünft +4/+2/0/−2/−4)",
} as const;

/** The usual games per round at a table of four and of five. */
export const GAMES_PER_TABLE_CHOICES = [
  { four: 24, five: 30, label: "24 / 30 Spiele (DDV)" },
  { four: 12, five: 15, label: "12 / 15 Spiele" },
  { four: 8, five: 10, label: "8 / 10 Spiele" },
] as const;

export const GAME_TYPE_NAMES: Record<string, string> = {
  normal: "Normalspiel",
  hochzeit: "Hochzeit",
  "stilles-solo": "Stilles Solo",
  "trumpf-solo": "Trumpfsolo",
  "damen-solo": "Damensolo",
  "buben-solo": "Bubensolo",
  "kreuz-solo": "Kreuzsolo",
  "pik-solo": "Piksolo",
  "herz-solo": "Herzsolo",
  "karo-solo": "Karosolo",
  fleischlos: "Fleischloser",
};

export const LEVEL_NAMES = { none: "keine", k90: "keine 90", k60: "keine 60", k30: "keine 30", schwarz: "schwarz" } as const;

export const SPECIAL_NAMES = {
  doppelkopf: "Doppelkopf",
  "fuchs-gefangen": "Fuchs gefangen",
  karlchen: "Karlchen",
  "fuchs-am-end": "Fuchs am End",
  "karlchen-gefangen": "Karlchen gefangen",
} as const;

/** Doppelkopf points carry their sign: +12, −3, 0 (the screens' one formatter, public/format.ts). */
export const signedPoints = signed;

/** TSR 9's penalty classes as the list names them. */
export const PENALTY_NAMES: Record<string, string> = {
  minor: "Leichte Strafe",
  serious: "Schwere Strafe",
  unsporting: "Abzug (unsportlich)",
};
