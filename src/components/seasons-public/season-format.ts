// How the season pages write a season's numbers and rule in the reader's language (no server imports; the texts
// are the `seasonPages` namespace through the page's translator).
import type { useTranslations } from "next-intl";
import { DDV_DEFAULTS, type NotCountedReason, type RankedBy, type SeasonRule } from "@/seasons";
import type { PublicSeason, PublicSeasonRow } from "@/server/services/seasons/get-public-season";

/** A translator of the `seasonPages` namespace (useTranslations("seasonPages") or getTranslations("seasonPages")). */
export type SeasonT = ReturnType<typeof useTranslations<"seasonPages">>;
export type SeasonHead = PublicSeason["season"];
export type SeasonRowEvent = PublicSeasonRow["events"][number];

/** A number in the reader's language with at most `digits` decimals and the typographic minus (U+2212), as the
 * tournament pages write points; exports keep the plain numbers. */
export function num(n: number, locale: string, digits = 0): string {
  const text = Math.abs(n).toLocaleString(locale === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: digits });
  return n < 0 && text !== "0" ? `\u2212${text}` : text;
}

/** An average always with two decimals: 33,33. */
export function decimal(n: number, locale: string): string {
  const text = Math.abs(n).toLocaleString(locale === "de" ? "de-DE" : "en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return n < 0 && /[1-9]/.test(text) ? `\u2212${text}` : text;
}

/** Points of the season's kind ("300 Punkte", "12 Matchpunkte"). */
export function amount(t: SeasonT, season: Pick<SeasonHead, "value">, n: number, locale: string): string {
  return t(season.value === "matchPoints" ? "amount.matchPoints" : "amount.points", { count: n, text: num(n, locale, 2) });
}

export function placementAmount(t: SeasonT, n: number, locale: string): string {
  return t("amount.placementPoints", { count: n, text: num(n, locale, 2) });
}

/** The heading of the column a season ranks by. */
export function valueHeading(t: SeasonT, rankedBy: RankedBy, season: Pick<SeasonHead, "value">): string {
  if (rankedBy === "average") return t("standings.average");
  if (rankedBy === "placementPoints") return t("standings.placementPoints");
  if (rankedBy === "index") return t("standings.index");
  return season.value === "matchPoints" ? t("standings.matchPoints") : t("standings.points");
}

export function pointsHeading(t: SeasonT, season: Pick<SeasonHead, "value">): string {
  return season.value === "matchPoints" ? t("standings.matchPoints") : t("standings.points");
}

/** The number a row ranks by, as written in its column. */
export function rankValue(row: Pick<PublicSeasonRow, "value">, rankedBy: RankedBy, locale: string): string {
  return rankedBy === "average" ? decimal(row.value, locale) : num(row.value, locale, 2);
}

type RuleOptions = { minRounds?: number; best?: number; eventFilter?: { minPlayers?: number; minRounds?: number } };
const optionsOf = (rule: SeasonRule) => (rule.options ?? {}) as RuleOptions;

/** The rule in one sentence: "Schnitt pro Runde ab 36 Runden", "Die besten 3 Abende zählen; einen Platz gibt es ab
 * 12 Runden", "DDV-Rangliste: 24 Monate, ab 36 Runden, Turniere ab 32 Spielern und 3 Runden". */
export function ruleSentence(t: SeasonT, season: Pick<SeasonHead, "rule" | "window">, locale: string): string {
  const rule = season.rule;
  const o = optionsOf(rule);
  const n = (x: number) => num(x, locale);
  const parts: string[] = [];
  if (rule.kind === "ddv") {
    const min = rule.options?.minRounds ?? DDV_DEFAULTS.minRounds;
    const players = rule.options?.eventFilter?.minPlayers ?? DDV_DEFAULTS.eventFilter.minPlayers;
    const rounds = rule.options?.eventFilter?.minRounds ?? DDV_DEFAULTS.eventFilter.minRounds;
    const args = { min: n(min), players: n(players), rounds: n(rounds) };
    parts.push(season.window.kind === "rolling" ? t("rule.ddvMonths", { ...args, months: n(season.window.months) }) : t("rule.ddv", args));
    return parts.join("; ");
  }
  if (rule.kind === "sum") parts.push(t("rule.sum"));
  if (rule.kind === "average") parts.push(t("rule.average", { min: n(rule.options.minRounds) }));
  if (rule.kind === "bestOf") parts.push(t("rule.bestOf", { best: n(rule.options.best) }));
  if (rule.kind === "placement") {
    const index = rule.options?.index;
    parts.push(index ? t("rule.placementIndex") : t("rule.placement"));
    if (index) parts.push(t("rule.indexFormula", { factor: n(index.placementFactor), divisor: n(index.pointsDivisor) }));
    const missed = rule.options?.missedEvening;
    if (missed) parts.push(t("rule.missed", { pp: num(missed.placementPoints, locale), points: num(missed.points, locale) }));
  }
  if (rule.kind !== "average" && o.minRounds) parts.push(t("rule.minRounds", { min: n(o.minRounds) }));
  const f = o.eventFilter;
  if (f?.minPlayers && f.minRounds) parts.push(t("rule.filterBoth", { players: n(f.minPlayers), rounds: n(f.minRounds) }));
  else if (f?.minPlayers) parts.push(t("rule.filterPlayers", { players: n(f.minPlayers) }));
  else if (f?.minRounds) parts.push(t("rule.filterRounds", { rounds: n(f.minRounds) }));
  return parts.join("; ");
}

/** An event's name on the public pages: an unlisted tournament is only its number in the season ("Abend 3 (nicht
 * öffentlich)"), and the pages link only a listed one. */
export function eventName(t: SeasonT, e: Pick<SeasonRowEvent, "listed" | "name" | "number">): string {
  return e.listed ? e.name : t("events.unlisted", { number: e.number });
}

/** Why an event of a row does not count, in words, with the rule's threshold where it has one. */
export function reasonText(t: SeasonT, reason: NotCountedReason, rule: SeasonRule, locale: string): string {
  const f = rule.kind === "ddv" ? { ...DDV_DEFAULTS.eventFilter, ...rule.options?.eventFilter } : optionsOf(rule).eventFilter;
  switch (reason) {
    case "outsideWindow":
      return t("reckoning.outsideWindow");
    case "notBest":
      return t("reckoning.dropped");
    case "tooFewPlayers":
      return f?.minPlayers ? t("reckoning.tooFewPlayersMin", { min: num(f.minPlayers, locale) }) : t("reckoning.tooFewPlayers");
    case "tooFewRounds":
      return f?.minRounds ? t("reckoning.tooFewRoundsMin", { min: num(f.minRounds, locale) }) : t("reckoning.tooFewRounds");
  }
}

/** What became of one event of a row: counted, dropped, why not, or the missed evening's charge. */
export function eventStatus(t: SeasonT, e: SeasonRowEvent, season: Pick<SeasonHead, "rule" | "value">, locale: string): string {
  if (e.kind === "missed") {
    const charge = [e.placementPoints !== undefined ? placementAmount(t, e.placementPoints, locale) : null, amount(t, season, e.total, locale)].filter(Boolean).join(", ");
    return t("reckoning.missedCharge", { charge });
  }
  if (e.counted) return t("reckoning.counted");
  return e.reason ? reasonText(t, e.reason, season.rule, locale) : t("reckoning.counted");
}
