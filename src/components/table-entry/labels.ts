// Seats, sides, suits and cards as players name them at the table, in the reader's language (messages
// tableEntry.labels); the bids Original, Klein, Besser and the melds stay German in English too.
import type { useTranslations } from "next-intl";
import { cardName, RANK_NAMES, SUIT_NAMES, type Card, type Rank, type Suit } from "@/engine";
import type { Locale } from "@/i18n/locales";

/** The tableEntry namespace's translator (useTranslations("tableEntry") or getTranslations("tableEntry")). */
export type TableT = ReturnType<typeof useTranslations<"tableEntry">>;

export const SEATS = [0, 1, 2, 3] as const;
const SEAT_KEYS = ["north", "east", "south", "west"] as const;
const SIDE_KEYS = ["ns", "ew"] as const;
export const SUIT_ORDER: Suit[] = ["C", "S", "H", "D"];
/** "♥ Herz"; German unless a locale is given. */
export const suitLabel = (s: Suit, locale: Locale = "de") => `${SUIT_NAMES[s].symbol} ${SUIT_NAMES[s][locale]}`;
export const isRed = (s: Suit) => s === "H" || s === "D";
export const rankLabel = (r: Rank) => RANK_NAMES[r].short;
/** How trump was chosen: rule names, German in both languages. */
export const CHOSEN_LABELS = { original: "Original", klein: "Klein", besser: "Besser" } as const;
export const sideOf = (seat: number) => seat % 2;

/** The table's names in one language: built once per render from the translator and the locale. */
export function tableLabels(t: TableT, locale: Locale) {
  const seatName = (seat: number) => t(`labels.seats.${SEAT_KEYS[seat] ?? "north"}`);
  const sideName = (side: number) => t(`labels.sides.${SIDE_KEYS[side] ?? "ns"}`);
  /** With 2 or 3 players each plays for himself: a seat is the player's name (no compass seats). */
  const playerName = (names: readonly (string | undefined)[], seat: number) => names[seat]?.trim() || t("labels.player", { number: seat + 1 });
  return {
    locale,
    seatName,
    sideName,
    sideShort: (side: number) => t(`labels.sidesShort.${SIDE_KEYS[side] ?? "ns"}`),
    playerName,
    /** A seat as the card-by-card form names it: compass seat and name at four, the player's name at two or three. */
    seatLabel: (names: readonly (string | undefined)[], players: number, seat: number) =>
      players === 4 ? (names[seat] ? t("labels.seatWithName", { seat: seatName(seat), name: names[seat] }) : seatName(seat)) : playerName(names, seat),
    /** The short form for buttons and card notes: "Nord", or the player's name. */
    seatShort: (names: readonly (string | undefined)[], players: number, seat: number) => (players === 4 ? seatName(seat) : playerName(names, seat)),
    /** Side names: the pairs at four, the players at two or three. */
    sideNames: (names: readonly (string | undefined)[], players: number) =>
      players === 4 ? [sideName(0), sideName(1)] : Array.from({ length: players }, (_, s) => playerName(names, s)),
    /** With 2 or 3 players: the cards out of play, the undealt rest and the card in the middle (Original, or the seven exchanged for it). */
    restName: t("labels.rest"),
    suit: (s: Suit) => suitLabel(s, locale),
    suitName: (s: Suit) => SUIT_NAMES[s][locale],
    card: (c: Card) => cardName(c, locale),
  };
}

export type TableLabels = ReturnType<typeof tableLabels>;
