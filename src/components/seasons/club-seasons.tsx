// The "Saisonwertungen" section of a club's page: the club's own ranking lists, those it joined, and invitations
// it may accept, each with its organizer page, and a link to start a new one.
import { useTranslations } from "next-intl";
import Link from "next/link";
import { JoinSeasonButton } from "./join-season-button";
import type { ClubSeasonItem } from "./types";

export function ClubSeasons({ clubId, seasons }: { clubId: string; seasons: ClubSeasonItem[] }) {
  const t = useTranslations("seasons.clubSeasons");
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm" data-testid="club-seasons">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-xl font-semibold">{t("title")}</h2>
        <Link
          href={`/org/vereine/${clubId}/saisons/neu`}
          className="inline-flex min-h-12 items-center rounded-lg border border-stone-300 bg-white px-5 text-lg font-semibold hover:border-brand"
        >
          {t("new")}
        </Link>
      </div>
      {seasons.length ? (
        <ul className="divide-y divide-stone-200">
          {seasons.map((s) =>
            // An invitation not yet accepted opens nothing for this club: the season's page is for its clubs.
            s.state === "invited" ? (
              <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
                <span className="mr-auto">
                  <span className="block text-lg font-semibold">{s.name}</span>
                  <span className="text-stone-600">{t("invited", { club: s.club })}</span>
                </span>
                <JoinSeasonButton seasonId={s.id} clubId={clubId} name={s.name} />
              </li>
            ) : (
              <li key={s.id}>
                <Link href={`/org/saisons/${s.id}`} className="block min-h-12 py-3 hover:text-brand">
                  <span className="block text-lg font-semibold">{s.name}</span>
                  <span className="text-stone-600">{s.state === "owner" ? t("owner") : t("joined", { club: s.club })}</span>
                </Link>
              </li>
            ),
          )}
        </ul>
      ) : (
        <p className="text-stone-600">{t("empty")}</p>
      )}
    </section>
  );
}
