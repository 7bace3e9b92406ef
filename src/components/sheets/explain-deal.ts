// One line per deal, as the engine's detail explains it to the players: Klammern who played which trump and how it
// was chosen, melds and Bella, the card points, made, Beet or Stehbeet; Doppelkopf the game type, who played it and
// who won with how many Augen.
import type { Suit } from "@/engine";
import { GAME_TYPE_NAMES } from "../doppelkopf/labels";
import { CHOSEN_LABELS, suitLabel } from "../table-entry/labels";

const OUTCOME = { made: "gewonnen", beet: "Beet", stehbeet: "Stehbeet", void: "eingeworfen" } as const;

/** `seats`: the player at each engine seat of this deal; `sides`: Klammern's players of each side. */
export function explainDeal(game: string, detail: unknown, names: readonly string[], seats: readonly number[], sides: readonly (readonly number[])[]): string {
  if (!detail || typeof detail !== "object") return "";
  const at = (seat: number) => names[seats[seat] ?? seat] ?? "?";
  if (game === "klammern") {
    const d = detail as {
      outcome: keyof typeof OUTCOME;
      declarer: number | null;
      trump: Suit | null;
      chosen: keyof typeof CHOSEN_LABELS | null;
      cardPoints: number[];
      melds: { seat: number; kind: string }[];
      bella: number | null;
    };
    if (d.outcome === "void") return "Alle haben gepasst (eingeworfen).";
    const side = (s: number) => sides[s]!.map((p) => names[p]).join(" und ");
    const melds = d.melds.map((m) => `${m.kind === "terz" ? "Terz" : "Fünfzig"} ${at(m.seat)}`);
    return [
      `${at(d.declarer ?? 0)} spielt ${d.trump ? suitLabel(d.trump) : ""}${d.chosen ? ` (${CHOSEN_LABELS[d.chosen]})` : ""}`,
      melds.length ? melds.join(", ") : null,
      d.bella !== null ? `Bella ${at(d.bella)}` : null,
      `Kartenpunkte ${d.cardPoints.map((p, s) => `${side(s)} ${p}`).join(", ")}`,
      OUTCOME[d.outcome],
    ]
      .filter(Boolean)
      .join(" · ");
  }
  const d = detail as { type: string; soloist: number | null; winner: "re" | "kontra" | null; augen: { re: number; kontra: number } };
  const type = GAME_TYPE_NAMES[d.type] ?? d.type;
  const who = d.soloist !== null ? ` von ${at(d.soloist)}` : "";
  const won = d.winner === "re" ? "Re gewinnt" : d.winner === "kontra" ? "Kontra gewinnt" : "keiner gewinnt";
  return `${type}${who} · ${won} (Re ${d.augen.re} Augen)`;
}
