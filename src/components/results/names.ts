// German names for seats, sides, suits and outcomes on the result pages (records keep the codes).
import type { Rank, Suit } from "@/engine";

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
export const OUTCOME_LABELS: Record<string, string> = { made: "gewonnen", beet: "Beet", stehbeet: "Stehbeet", void: "ungültig" };
export const MATCH_OUTCOME_LABELS: Record<string, string> = { win: "Sieg", draw: "Unentschieden", loss: "Niederlage", bye: "Freilos" };

export function pairName(p: { number: number; name: string | null } | null | undefined): string {
  if (!p) return "—";
  return p.name ? `Paar ${p.number} (${p.name})` : `Paar ${p.number}`;
}
