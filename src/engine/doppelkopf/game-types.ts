// The game types of both presets and their names in records (records.md "Doppelkopf summary").

export const GAME_TYPES = [
  "normal",
  "hochzeit",
  "stilles-solo",
  "trumpf-solo",
  "damen-solo",
  "buben-solo",
  "kreuz-solo",
  "pik-solo",
  "herz-solo",
  "karo-solo",
  "fleischlos",
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const NORMAL = 0;
export const HOCHZEIT = 1;
export const STILLES_SOLO = 2;
export const TRUMPF_SOLO = 3;
export const DAMEN_SOLO = 4;
export const BUBEN_SOLO = 5;
export const KREUZ_SOLO = 6;
export const PIK_SOLO = 7;
export const HERZ_SOLO = 8;
export const KARO_SOLO = 9;
export const FLEISCHLOS = 10;

/** Solo types a player can declare in the Vorbehalt (stilles Solo is never declared). */
export const DECLARABLE_SOLI: readonly GameType[] = [
  "trumpf-solo",
  "damen-solo",
  "buben-solo",
  "kreuz-solo",
  "pik-solo",
  "herz-solo",
  "karo-solo",
  "fleischlos",
];

export const GAME_TYPE_NAMES: Record<GameType, { de: string; en: string }> = {
  normal: { de: "Normalspiel", en: "Normal game" },
  hochzeit: { de: "Hochzeit", en: "Marriage (Hochzeit)" },
  "stilles-solo": { de: "Stilles Solo", en: "Silent solo" },
  "trumpf-solo": { de: "Trumpfsolo", en: "Trump solo" },
  "damen-solo": { de: "Damensolo", en: "Queen solo" },
  "buben-solo": { de: "Bubensolo", en: "Jack solo" },
  "kreuz-solo": { de: "Kreuzsolo", en: "Clubs solo" },
  "pik-solo": { de: "Piksolo", en: "Spades solo" },
  "herz-solo": { de: "Herzsolo", en: "Hearts solo" },
  "karo-solo": { de: "Karosolo", en: "Diamonds solo" },
  fleischlos: { de: "Fleischloser", en: "Ace solo (Fleischloser)" },
};

export const gameTypeId = (name: unknown): number => GAME_TYPES.indexOf(name as GameType);

/** A solo in the declared sense: one player against three from the start (stilles Solo included). */
export const isSoloType = (t: number): boolean => t >= STILLES_SOLO;

/** Game types whose trumps are those of the normal game (Schweinchen may apply). */
export const hasNormalTrumps = (t: number): boolean =>
  t === NORMAL || t === HOCHZEIT || t === STILLES_SOLO || t === TRUMPF_SOLO || t === KARO_SOLO;
