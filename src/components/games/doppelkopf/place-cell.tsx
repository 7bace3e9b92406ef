// A player's place in the standings of single players: the rank ("7.") or, for a player ranked only when he played
// every round, "–"; and below it what decided the place among equal rows ("gleichauf", "Stechen: beste Runde").
import { useTranslations } from "next-intl";

/** "shared", a tiebreak's name, or null (nobody equal on the ranking). */
export type PlaceRuleView = string | null;

export function PlaceCell({ rank, placeRule }: { rank: number | null; placeRule: PlaceRuleView }) {
  const t = useTranslations("doppelkopf");
  return (
    <>
      {rank === null ? <span title={t("ranking.noPlaceTitle")}>–</span> : `${rank}.`}
      {rank === null ? (
        <span className="block text-sm font-normal text-stone-600">{t("ranking.noPlace")}</span>
      ) : placeRule ? (
        <span className="block text-sm font-normal text-stone-600" data-testid="place-rule">
          {t(`ranking.${placeRule as "shared"}`)}
        </span>
      ) : null}
    </>
  );
}

/** The standings' footnote: how ties are ranked, and who gets a place. */
export function RankingNote({ tiebreaks, onlyComplete }: { tiebreaks: readonly string[]; onlyComplete: boolean }) {
  const t = useTranslations("doppelkopf");
  const ties = tiebreaks.length
    ? t("ranking.tiesBroken", { list: tiebreaks.map((k) => t(`ranking.tiebreakNames.${k as "bestRound"}`)).join(", ") })
    : t("ranking.tiesShared");
  return (
    <>
      {ties}
      {onlyComplete ? ` ${t("ranking.onlyComplete")}` : ""}
    </>
  );
}
