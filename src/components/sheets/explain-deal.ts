// One line per deal, as the engine's detail explains it to the players: Klammern who played which trump and how it
// was chosen, melds and Bella, the card points (Augen), made, Beet or Stehbeet; Doppelkopf the game type, who played
// it and who won with how many Augen. Texts come from the `sheets` namespace (`explain.*`).
import type { useTranslations } from "next-intl";
import type { Suit } from "@/engine";
import type { Locale } from "@/i18n/locales";
import { GAME_TYPE_NAMES } from "../games/doppelkopf/labels";
import { CHOSEN_LABELS, suitLabel } from "../table-entry/labels";

/** A translator of the `sheets` namespace (useTranslations("sheets")). */
export type SheetsT = ReturnType<typeof useTranslations<"sheets">>;

type Outcome = "made" | "beet" | "stehbeet" | "void";

/** `seats`: the player at each engine seat of this deal; `sides`: Klammern's players of each side. */
export function explainDeal(
  t: SheetsT,
  locale: Locale,
  game: string,
  detail: unknown,
  names: readonly string[],
  seats: readonly number[],
  sides: readonly (readonly number[])[],
): string {
  if (!detail || typeof detail !== "object") return "";
  const at = (seat: number) => names[seats[seat] ?? seat] ?? "?";
  if (game === "klammern") {
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
  const d = detail as { type: string; soloist: number | null; winner: "re" | "kontra" | null; augen: { re: number; kontra: number } };
  const type = GAME_TYPE_NAMES[d.type] ?? d.type;
  const who = d.soloist !== null ? t("explain.by", { name: at(d.soloist) }) : "";
  const won = d.winner === "re" ? t("explain.reWins") : d.winner === "kontra" ? t("explain.kontraWins") : t("explain.nobodyWins");
  return `${type}${who} · ${won} ${t("explain.augen", { augen: d.augen.re })}`;
}
