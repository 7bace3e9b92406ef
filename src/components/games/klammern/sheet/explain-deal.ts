// A Klammern deal in one line, as the engine's detail explains it to the players: who played which trump and how it
// was chosen, melds and Bella, the card points (Augen) per side, made, Beet or Stehbeet.
import type { Suit } from "@/engine";
import { sheetSides } from "@/games";
import type { Locale } from "@/i18n/locales";
import type { SheetsT } from "../../../sheets/sheet-view";
import { CHOSEN_LABELS, suitLabel } from "../../../table-entry/labels";

type Outcome = "made" | "beet" | "stehbeet" | "void";

/** `seats`: the player at each engine seat of this deal. */
export function explainKlammernDeal(t: SheetsT, locale: Locale, detail: unknown, names: readonly string[], seats: readonly number[]): string {
  if (!detail || typeof detail !== "object") return "";
  const at = (seat: number) => names[seats[seat] ?? seat] ?? "?";
  const d = detail as {
    outcome: Outcome;
    declarer: number | null;
    trump: Suit | null;
    chosen: keyof typeof CHOSEN_LABELS | null;
    cardPoints: number[];
    melds: { seat: number; kind: string }[];
    bella: number | null;
  };
  if (d.outcome === "void") return t("explain.thrownIn");
  const sides = sheetSides(names.length);
  const side = (s: number) => sides[s]!.map((p) => names[p]).join(t("explain.and"));
  const melds = d.melds.map((m) => t("explain.meld", { kind: m.kind === "terz" ? t("explain.terz") : t("explain.fifty"), name: at(m.seat) }));
  return [
    `${t("explain.plays", { name: at(d.declarer ?? 0), trump: d.trump ? suitLabel(d.trump, locale) : "" })}${d.chosen ? t("explain.chosen", { chosen: CHOSEN_LABELS[d.chosen] }) : ""}`,
    melds.length ? melds.join(", ") : null,
    d.bella !== null ? t("explain.bella", { name: at(d.bella) }) : null,
    t("explain.cardPoints", { list: d.cardPoints.map((p, s) => `${side(s)} ${p}`).join(", ") }),
    t(`explain.outcome.${d.outcome}`),
  ]
    .filter(Boolean)
    .join(" · ");
}
