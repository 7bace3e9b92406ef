// The "Turniere" section of a club's page: a link to create one and the club's tournaments.
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import type { TournamentFormat } from "@/games";
import { gameViews } from "../games";
import { formatDate, type TournamentStatus } from "./labels";

export function ClubTournaments({
  clubId,
  tournaments,
}: {
  clubId: string;
  tournaments: { id: string; name: string; date: string; venue: string | null; status: TournamentStatus; game: string; format: TournamentFormat; roundsPlanned: number }[];
}) {
  const t = useTranslations("tournaments");
  const locale = useLocale();
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-xl font-semibold">{t("clubTournaments.title")}</h2>
        <Link
          href={`/org/vereine/${clubId}/turniere/neu`}
          className="inline-flex min-h-12 items-center rounded-lg bg-brand px-5 text-lg font-semibold text-white hover:bg-blue-800"
        >
          {t("clubTournaments.new")}
        </Link>
      </div>
      {tournaments.length ? (
        <ul className="divide-y divide-stone-200" data-testid="tournament-list">
          {tournaments.map((x) => {
            const schedule = gameViews(x.game).words.schedule(x.format);
            return (
              <li key={x.id}>
                <Link href={`/org/turniere/${x.id}`} className="block min-h-12 py-3 hover:text-brand">
                  <span className="block text-lg font-semibold">{x.name}</span>
                  <span className="text-stone-600">
                    {formatDate(x.date, locale)}
                    {x.venue ? ` · ${x.venue}` : ""} ·{" "}
                    {schedule ? `${t(schedule)}, ` : ""}
                    {t("clubTournaments.rounds", { count: x.roundsPlanned })} ·{" "}
                    {t(`labels.tournamentStatus.${x.status}`)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-stone-600">{t("clubTournaments.empty")}</p>
      )}
    </section>
  );
}
