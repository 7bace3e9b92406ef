import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { ruleText, windowText } from "@/components/seasons/format";
import { SeasonClubs } from "@/components/seasons/season-clubs";
import { SeasonEvents } from "@/components/seasons/season-events";
import { SeasonForm } from "@/components/seasons/season-form";
import { SeasonMerges } from "@/components/seasons/season-merges";
import { SeasonStandings } from "@/components/seasons/season-standings";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { Card, PageTitle } from "@/components/ui";
import { gameOf } from "@/games";
import { getPick } from "@/i18n/get-pick";
import { requireSessionUser } from "@/server/auth/session";
import { publicUrl } from "@/server/live/public-url";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("seasons.page");
  return { title: t("title") };
}

const linkClass = "inline-flex min-h-12 items-center rounded-lg border border-stone-300 bg-white px-5 py-2 text-lg font-semibold hover:border-brand";

/** A season for the organizers of its clubs: the owner club keeps everything, a joined club its own events. */
export default async function SeasonPage({ params }: { params: Promise<{ seasonId: string }> }) {
  const { seasonId } = await params;
  await requireSessionUser(`/org/saisons/${seasonId}`);
  const data = await orNotFound((await api()).season.get({ seasonId }));
  const { season, view, owner } = data;
  const t = await getTranslations("seasons");
  const pick = await getPick();
  const locale = await getLocale();
  const publicPage = await publicUrl(`/s/${season.slug}`);
  // Back to the caller's club: the owner, else the first of his clubs that joined.
  const home = owner ? { id: season.clubId, name: season.club } : data.clubs.find((c) => data.myClubs.includes(c.id));
  const myClubNames = data.clubs.filter((c) => data.myClubs.includes(c.id)).map((c) => c.name);
  const mergeOf = new Map(data.merges.map((m) => [m.id, m]));
  return (
    <div className="space-y-6">
      {home ? (
        <Link href={`/org/vereine/${home.id}`} className="inline-flex min-h-11 items-center text-brand underline">
          ← {home.name}
        </Link>
      ) : null}
      <PageTitle
        sub={[pick(gameOf(season.game).name), season.club, windowText(t, season.window, locale), ruleText(t, season.ruleInput)].join(" · ")}
      >
        {season.name}
      </PageTitle>

      <Card>
        <h2 className="mb-3 text-xl font-semibold">{t("page.public")}</h2>
        <p className="mb-3 break-all font-mono text-base" data-testid="season-public-url">
          {publicPage}
        </p>
        <Link href={`/s/${season.slug}`} target="_blank" className={linkClass}>
          {t("page.openPublic")}
        </Link>
      </Card>

      {!owner ? <p className="rounded-lg bg-stone-100 p-3">{t("page.joinedClub", { club: season.club })}</p> : null}
      {view.minRoundsUnreachable ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="min-rounds-unreachable">
          {t("page.minRoundsUnreachable", { rounds: season.ruleInput.minRounds ?? 0 })}
        </p>
      ) : null}
      {view.conflicts.length ? (
        <div role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="merge-conflicts">
          <p className="font-semibold">{t("page.conflicts")}</p>
          <ul className="list-inside list-disc">
            {view.conflicts.map((c) => (
              <li key={c.id}>{t("merges.item", { from: mergeOf.get(c.id)?.fromName ?? c.fromKey, into: mergeOf.get(c.id)?.intoName ?? c.intoKey })}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <Card>
        <h2 className="mb-1 text-xl font-semibold">{t("page.standings")}</h2>
        <p className="mb-3 text-stone-600">{t("page.rankedBy", { column: t(`standings.columns.${view.rankedBy}`), window: windowText(t, { kind: "range", ...view.window }, locale) })}</p>
        <SeasonStandings view={view} />
      </Card>

      <Card>
        <h2 className="mb-3 text-xl font-semibold">{t("page.events")}</h2>
        <SeasonEvents seasonId={season.id} events={view.events} candidates={data.candidates} removable={{ all: owner, clubs: myClubNames }} period={view.window} />
      </Card>

      {owner ? (
        <>
          <Card>
            <h2 className="mb-3 text-xl font-semibold">{t("page.merges")}</h2>
            <SeasonMerges seasonId={season.id} view={view} merges={data.merges} />
          </Card>
          <Card>
            <h2 className="mb-3 text-xl font-semibold">{t("page.clubs")}</h2>
            <SeasonClubs seasonId={season.id} clubs={data.clubs} />
          </Card>
          <Card>
            <h2 className="mb-3 text-xl font-semibold">{t("page.settings")}</h2>
            <SeasonForm mode="edit" season={season} />
          </Card>
        </>
      ) : null}
    </div>
  );
}
