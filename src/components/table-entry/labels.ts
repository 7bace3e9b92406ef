// German names as players say them at the table (English in parentheses where a screen shows both).
import { RANK_NAMES, SUIT_NAMES, type Rank, type Suit } from "@/engine";

export const SEATS = [0, 1, 2, 3] as const;
export const SEAT_NAMES = ["Nord", "Ost", "Süd", "West"];
export const SUIT_ORDER: Suit[] = ["C", "S", "H", "D"];
export const suitLabel = (s: Suit) => `${SUIT_NAMES[s].symbol} ${SUIT_NAMES[s].de}`;
export const isRed = (s: Suit) => s === "H" || s === "D";
export const rankLabel = (r: Rank) => RANK_NAMES[r].short;
export const CHOSEN_LABELS = { original: "Original", klein: "Klein", besser: "Besser" } as const;
export const SIDE_NAMES = ["Nord/Süd", "Ost/West"];
export const sideOf = (seat: number) => seat % 2;
/** With 2 or 3 players each plays for himself: a seat is the player's name (no compass seats). */
export const playerName = (names: readonly (string | undefined)[], seat: number) => names[seat]?.trim() || `Spieler ${seat + 1}`;
/** A seat as the card-by-card form names it: compass seat and name at four, the player's name at two or three. */
export const seatLabel = (names: readonly (string | undefined)[], players: number, seat: number) =>
  players === 4 ? `${SEAT_NAMES[seat]}${names[seat] ? ` (${names[seat]})` : ""}` : playerName(names, seat);
/** The short form for buttons and card notes: "Nord", or the player's name. */
export const seatShort = (names: readonly (string | undefined)[], players: number, seat: number) =>
  players === 4 ? SEAT_NAMES[seat]! : playerName(names, seat);
/** Side names: the pairs at four, the players at two or three. */
export const sideNames = (names: readonly (string | undefined)[], players: number) =>
  players === 4 ? SIDE_NAMES : Array.from({ length: players }, (_, s) => playerName(names, s));
/** With 2 or 3 players: the cards out of play, the undealt rest and the card in the middle (Original, or the seven exchanged for it). */
export const REST_NAME = "Liegende Karten";
