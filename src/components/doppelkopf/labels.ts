// Words for the Doppelkopf tournament settings (German first).
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
