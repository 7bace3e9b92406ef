// Numbers and summaries of a season as its organizer pages show them (no server imports).
import type { useTranslations } from "next-intl";
import { dateText } from "../public/format";
import type { SeasonSettings } from "./types";

/** A translator of the `seasons` namespace. */
export type SeasonsT = ReturnType<typeof useTranslations<"seasons">>;

export const RULE_KINDS = ["sum", "average", "bestOf", "placement", "ddv"] as const;

/** A season's number in the reader's language: whole numbers as they are, an average or index with up to two
 * decimals (`decimals` fixes them), a negative one with the typographic minus like the tournaments' tables. */
export function seasonNumber(n: number, locale: string, decimals?: number): string {
  const text = Math.abs(n).toLocaleString(locale === "de" ? "de-DE" : "en-GB", {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 2,
    useGrouping: false,
  });
  return n < 0 && text.replace(/[0,.]/g, "") !== "" ? `\u2212${text}` : text;
}

/** "01.01.2026 – 31.12.2026" or "die letzten 24 Monate". */
export function windowText(t: SeasonsT, window: SeasonSettings["window"], locale: string): string {
  return window.kind === "range"
    ? t("summary.range", { from: dateText(window.from, locale), to: dateText(window.to, locale) })
    : t("summary.rolling", { months: window.months });
}

/** "Schnitt pro Runde, ab 26 Runden" and the like: the rule's name and its numbers. */
export function ruleText(t: SeasonsT, rule: SeasonSettings["ruleInput"]): string {
  const name = t(`rules.${rule.kind}.name`);
  switch (rule.kind) {
    case "average":
      return t("summary.withMinRounds", { rule: name, rounds: rule.minRounds ?? 0 });
    case "bestOf":
      return t("summary.best", { rule: name, best: rule.best ?? 0 });
    case "ddv":
      return t("summary.ddv", { rule: name, rounds: rule.minRounds ?? 0, players: rule.minPlayers ?? 0, eventRounds: rule.minEventRounds ?? 0 });
    default:
      return name;
  }
}
