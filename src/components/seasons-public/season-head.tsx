// A season's head on its pages: the club (linked to its page), the rule in one sentence and the window's dates.
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { dateText } from "@/components/public/format";
import type { PublicSeason } from "@/server/services/seasons/get-public-season";
import { num, ruleSentence } from "./season-format";

export function SeasonFacts({ data, linkClub = true }: { data: PublicSeason; linkClub?: boolean }) {
  const t = useTranslations("seasonPages");
  const locale = useLocale();
  const { season, view } = data;
  const from = dateText(view.window.from, locale);
  const to = dateText(view.window.to, locale);
  return (
    <div className="space-y-0.5 text-stone-700" data-testid="season-facts">
      <p>
        {t("kind")} ·{" "}
        {linkClub && season.club.slug ? (
          <Link className="underline" href={`/v/${season.club.slug}`}>
            {season.club.name}
          </Link>
        ) : (
          season.club.name
        )}
      </p>
      <p className="font-semibold" data-testid="season-rule">
        {ruleSentence(t, season, locale)}
      </p>
      <p data-testid="season-window">
        {season.window.kind === "rolling" ? t("windowRolling", { months: num(season.window.months, locale), from, to }) : t("window", { from, to })}
      </p>
    </div>
  );
}
