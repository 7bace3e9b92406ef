// Words of the card-by-card form: the Vorbehalte and announcements as the players say them, and the settings'
// choice of the entry mode (plain module: the settings summary renders on the server).
import { DOPPELKOPF_RANKS, doppelkopfCardName, type Card, type Rank } from "@/engine";
import type { Locale } from "@/i18n/locales";
import { gameTypeName, type DoppelkopfT } from "../labels";

/** The ranks of a row of the card grid (A 10 K D B 9), without the nines in a deck of 40. */
export const ranksFor = (deck: number): Rank[] => (DOPPELKOPF_RANKS as readonly Rank[]).filter((r) => deck === 48 || r !== "9");

export const cardWord = (c: Card, locale: Locale = "de") => doppelkopfCardName(c, locale);

export const ANNOUNCE_NAMES: Record<string, string> = { re: "Re", kontra: "Kontra", k90: "keine 90", k60: "keine 60", k30: "keine 30", schwarz: "schwarz" };

/** An announcement in the reader's language (unknown ones by their word). */
export const announceName = (t: DoppelkopfT, w: string) =>
  Object.prototype.hasOwnProperty.call(ANNOUNCE_NAMES, w) ? t(`fullRecord.announce.${w as "re" | "kontra" | "k90" | "k60" | "k30" | "schwarz"}`) : w;

/** A Vorbehalt as said, in the reader's language. */
export const vorbehaltLabel = (t: DoppelkopfT, v: string) => (v === "gesund" ? t("fullRecord.gesund") : gameTypeName(t, v));

/** How the list keeper enters a game on the table's tablet (tournament setting entryMode). */
export const ENTRY_MODE_NAMES = {
  summary: "Spielliste (je Spiel Spielart, Re-Spieler, Ansagen, Augen)",
  full: "Kartengenau (jede Karte jedes Stichs, die Engine prüft jeden Zug)",
} as const;
