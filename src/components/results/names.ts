// Names for seats, sides, suits and outcomes on the result pages (records keep the codes). The constants are the
// German words (for callers without a translator); resultNames(t) gives them in the reader's language (messages
// results.names).
import type { useTranslations } from "next-intl";
import type { Rank, Suit } from "@/engine";

/** The results namespace's translator (useTranslations("results") or getTranslations("results")). */
export type ResultsT = ReturnType<typeof useTranslations<"results">>;

export const SEAT_NAMES = ["Nord", "Ost", "Süd", "West"] as const;
export const SIDE_NAMES = ["Nord/Süd", "Ost/West"] as const;
export const SUIT_LABELS: Record<Suit, { name: string; symbol: string; red: boolean }> = {
  C: { name: "Kreuz", symbol: "♣", red: false },
  S: { name: "Pik", symbol: "♠", red: false },
  H: { name: "Herz", symbol: "♥", red: true },
  D: { name: "Karo", symbol: "♦", red: true },
};
export const SUIT_ORDER: Suit[] = ["C", "S", "H", "D"];
export const RANK_ORDER: Rank[] = ["7", "8", "9", "T", "J", "Q", "K", "A"];
export const RANK_LABELS: Record<Rank, string> = { "7": "7", "8": "8", "9": "9", T: "10", J: "Bube", Q: "Dame", K: "König", A: "As" };
export const CHOSEN_LABELS = { original: "Original", klein: "Klein", besser: "Besser" } as const;
export const MELD_LABELS = { terz: "Terz (20)", fuenfzig: "Fünfzig (50)" } as const;
export const OUTCOME_LABELS: Record<string, string> = { made: "gewonnen", beet: "Beet", stehbeet: "Stehbeet", void: "eingeworfen" };
export const MATCH_OUTCOME_LABELS: Record<string, string> = { win: "Sieg", draw: "Unentschieden", loss: "Niederlage", bye: "Freilos" };

/** "Paar 7 (Die Stehbeeter)" in the reader's language. */
export function pairName(t: ResultsT, p: { number: number; name: string | null } | null | undefined): string {
  if (!p) return "—";
  return p.name ? t("names.pairNamed", { number: p.number, name: p.name }) : t("names.pair", { number: p.number });
}

const SEAT_KEYS = ["north", "east", "south", "west"] as const;
const SIDE_KEYS = ["ns", "ew"] as const;

/** The result pages' names in the reader's language. */
export function resultNames(t: ResultsT) {
  const has = <K extends string>(list: Record<K, unknown>, key: string): key is K => Object.prototype.hasOwnProperty.call(list, key);
  return {
    seat: (seat: number) => t(`names.seats.${SEAT_KEYS[seat] ?? "north"}`),
    side: (side: number) => t(`names.sides.${SIDE_KEYS[side] ?? "ns"}`),
    suit: (s: Suit) => t(`names.suits.${s}`),
    rank: (r: Rank) => t(`names.ranks.${r}`),
    meld: (kind: keyof typeof MELD_LABELS) => t(`names.melds.${kind}`),
    outcome: (o: string) => (has(OUTCOME_LABELS as Record<"made" | "beet" | "stehbeet" | "void", string>, o) ? t(`names.outcomes.${o}`) : o),
    matchOutcome: (o: string) =>
      has(MATCH_OUTCOME_LABELS as Record<"win" | "draw" | "loss" | "bye", string>, o) ? t(`names.matchOutcomes.${o}`) : o,
    pair: (p: { number: number; name: string | null } | null | undefined) =>
      !p ? "—" : p.name ? t("names.pairNamed", { number: p.number, name: p.name }) : t("names.pair", { number: p.number }),
  };
}
export type ResultNames = ReturnType<typeof resultNames>;
