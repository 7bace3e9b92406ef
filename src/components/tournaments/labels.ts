// Names and short explanations for the tournament settings (from the tournaments catalogue), shared by the organizer
// pages.
import type { KlammernRules } from "@/engine";
import type { useTranslations } from "next-intl";

/** The tournaments namespace's translator (useTranslations or getTranslations). */
export type TournamentsT = ReturnType<typeof useTranslations<"tournaments">>;

// The keys of the names; the names themselves are in the tournaments catalogue (labels.*).
export const SCHEDULE_TYPES = ["swiss", "round-robin"] as const;
export const VISIBILITIES = ["public", "unlisted"] as const;
export type TournamentStatus = "draft" | "running" | "finished";
export type RoundStatus = "draft" | "published" | "closed";
export type EntrantStatus = "registered" | "checked-in" | "withdrawn";

const TIEBREAK_KEYS = ["matchPoints", "pointDiff", "pointsFor", "buchholz", "headToHead", "wins"] as const;
type TiebreakKey = (typeof TIEBREAK_KEYS)[number];
const isTiebreak = (tb: string): tb is TiebreakKey => (TIEBREAK_KEYS as readonly string[]).includes(tb);

/** A tiebreak's name (unknown ones by their key). */
export function tiebreakName(t: TournamentsT, tb: string): string {
  return isTiebreak(tb) ? t(`labels.tiebreaks.${tb}.name`) : tb;
}

/** A tiebreak's short explanation ("" for unknown ones). */
export function tiebreakHint(t: TournamentsT, tb: string): string {
  return isTiebreak(tb) ? t(`labels.tiebreaks.${tb}.hint`) : "";
}

type RuleKey = Exclude<keyof KlammernRules, "preset" | "target">;

/** Every Klammern variant with its values; the names are labels.rules.<key>.name / hint / <id>. */
export const RULE_CHOICES = [
  { key: "jassPoints", values: [{ value: 22, id: "v22" }, { value: 20, id: "v20" }] },
  { key: "allPass", values: [{ value: "next-dealer", id: "next" }, { value: "same-dealer", id: "same" }] },
  { key: "undertrump", values: [{ value: "required", id: "required" }, { value: "optional", id: "optional" }] },
  { key: "partnerException", values: [{ value: false, id: "no" }, { value: true, id: "yes" }] },
  { key: "trumpMeldWinsTie", values: [{ value: false, id: "no" }, { value: true, id: "yes" }] },
  { key: "meldScoring", values: [{ value: "best-side-all", id: "all" }, { value: "best-only", id: "best" }] },
  { key: "stehbeet", values: [{ value: "declarer-zero", id: "zero" }, { value: "held", id: "held" }] },
  { key: "beetThree", values: [{ value: "each", id: "each" }, { value: "best", id: "best" }] },
] as const satisfies readonly { key: RuleKey; values: readonly { value: string | number | boolean; id: string }[] }[];

export type RuleChoice = (typeof RULE_CHOICES)[number];

/** A rule's name, hint and its values' labels in the reader's language. */
export function ruleTexts(t: TournamentsT, c: RuleChoice) {
  // One cast: the message key is built from the choice's own key and value id, which the catalogue has.
  const tr = t as unknown as (key: string) => string;
  return {
    name: tr(`labels.rules.${c.key}.name`),
    hint: tr(`labels.rules.${c.key}.hint`),
    values: c.values.map((v) => ({ value: v.value as string | number | boolean, label: tr(`labels.rules.${c.key}.${v.id}`) })),
  };
}

/** "Paar 7 · Die Stehbeeter"; `noun` is the entrant's word in the reader's language (default: the pair's). */
export function entrantLabel(t: TournamentsT, p: { number: number; name: string | null }, noun = t("labels.pair")): string {
  return p.name ? t("labels.entrantLabelNamed", { noun, number: p.number, name: p.name }) : t("labels.entrantLabel", { noun, number: p.number });
}

/** A tournament's day (YYYY-MM-DD): "07.06.2026" in German, "7 Jun 2026" in English. */
export function formatDate(iso: string, locale: string = "de"): string {
  const [y, m, d] = iso.split("-");
  if (locale === "de") return `${d}.${m}.${y}`;
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString(locale, { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });
}
