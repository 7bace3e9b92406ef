import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { gameViews } from "@/components/games";
import { formatDate } from "@/components/tournaments/labels";
import { HallAddressWarning } from "@/components/hall-address-warning";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { DrawRoundButton } from "@/components/tournaments/draw-round-button";
import { FinishTournament } from "@/components/tournaments/finish-tournament";
import { PublicLinks } from "@/components/tournaments/public-links";
import { ScheduleEditor } from "@/components/tournaments/schedule-editor";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { hallOrigin, publicUrl } from "@/server/live/public-url";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("tournaments.pages");
  return { title: t("tournament.title") };
}

const linkClass = "inline-flex min-h-12 items-center rounded-lg border border-stone-300 bg-white px-5 py-2 text-lg font-semibold hover:border-brand";

export default async function TournamentPage({ params }: { params: Promise<{ tournamentId: string }> }) {
  const { tournamentId } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}`);
  const t = await orNotFound((await api()).tournament.get({ tournamentId }));
  const tr = await getTranslations("tournaments");
  const p = await getTranslations("tournaments.pages.tournament");
  const locale = await getLocale();
  const base = `/org/turniere/${t.id}`;
  const views = gameViews(t.game);
  const openRound = t.rounds.find((r) => r.status !== "closed");
  const publicPage = await publicUrl(`/t/${t.slug}`);
  const hall = await hallOrigin();
  const finished = t.status === "finished";
  const finishedWhen = t.finishedAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: t.timeZone }).format(t.finishedAt)
    : null;
  return (
    <div className="space-y-6">
      <Link href={`/org/vereine/${t.clubId}`} className="inline-flex min-h-11 items-center text-brand underline">
        ← {t.clubName}
      </Link>
      <PageTitle sub={`${formatDate(t.date, locale)}${t.venue ? ` · ${t.venue}` : ""} · ${tr(`labels.tournamentStatus.${t.status}`)}`}>{t.name}</PageTitle>

      <nav className="flex flex-wrap gap-3">
        <Link href={`${base}/teilnehmer`} className={linkClass}>
          {p("entrants", { entrants: tr(views.words.entrants), checkedIn: t.entrantCounts.checkedIn, active: t.entrantCounts.registered + t.entrantCounts.checkedIn })}
        </Link>
        {openRound && openRound.status !== "draft" ? (
          <Link href={`${base}/runden/${openRound.number}/tischkarten`} className={linkClass}>
            {p("tableCards", { round: openRound.number })}
          </Link>
        ) : null}
        {t.rounds.some((r) => r.status !== "draft") ? (
          <Link href={`${base}/tische`} className={linkClass}>
            {p("results")}
          </Link>
        ) : null}
        <Link href={`${base}/tabelle`} className={linkClass}>
          {p("standings")}
        </Link>
        <Link href={`${base}/protokoll`} className={linkClass}>
          {p("audit")}
        </Link>
        <Link href={`${base}/druck`} className={linkClass}>
          {p("print")}
        </Link>
      </nav>

      {hall.noNetworkAddress ? <HallAddressWarning /> : null}
      <PublicLinks slug={t.slug} url={publicPage} visibility={t.visibility} />

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <h2 className="mb-3 text-xl font-semibold">{p("rounds")}</h2>
          <ol className="mb-4 divide-y divide-stone-200" data-testid="round-list">
            {Array.from({ length: t.roundsPlanned }, (_, i) => i + 1).map((n) => {
              const r = t.rounds.find((x) => x.number === n);
              return (
                <li key={n} className="flex min-h-12 items-center gap-3 py-2">
                  <span className="font-semibold">{p("round", { round: n })}</span>
                  {r ? (
                    <>
                      <span className="text-stone-600">
                        {tr(`labels.roundStatus.${r.status}`)} · {p("tables", { count: r.tables })}
                        {r.warningCount ? p("warnings", { count: r.warningCount }) : ""}
                        {r.flaggedAt ? p("flagged") : ""}
                      </span>
                      <Link href={`${base}/runden/${n}`} className="ml-auto inline-flex min-h-11 items-center text-brand underline">
                        {r.status === "draft" ? p("review") : p("view")}
                      </Link>
                    </>
                  ) : (
                    <span className="text-stone-500">{p("notPaired")}</span>
                  )}
                </li>
              );
            })}
          </ol>
          {t.nextRoundToPair ? (
            <DrawRoundButton tournamentId={t.id} round={t.nextRoundToPair} />
          ) : openRound ? (
            <p className="text-stone-600">
              {openRound.status === "draft"
                ? p("draftWaiting", { round: openRound.number })
                : p("running", { round: openRound.number })}
            </p>
          ) : (
            <p className="text-stone-600">{finished ? p("finishedRounds") : p("allPaired")}</p>
          )}
          {finished || t.canFinish ? (
            <div className="mt-4 border-t border-stone-200 pt-4">
              <FinishTournament tournamentId={t.id} version={t.version} finished={finished} canFinish={t.canFinish} finishedWhen={finishedWhen} />
            </div>
          ) : null}
        </Card>

        <Card>
          <h2 className="mb-3 text-xl font-semibold">{p("settings")}</h2>
          <views.settings.Summary t={t} />
        </Card>
      </div>

      <Card>
        <h2 className="mb-3 text-xl font-semibold">{p("schedule")}</h2>
        <ScheduleEditor tournamentId={t.id} version={t.version} schedule={t.schedule} />
      </Card>

      <Card>
        <details>
          <summary className="min-h-12 cursor-pointer py-2 text-xl font-semibold">{p("editSettings")}</summary>
          <div className="mt-4">
            <views.settings.Editor t={t} />
          </div>
        </details>
      </Card>
    </div>
  );
}
