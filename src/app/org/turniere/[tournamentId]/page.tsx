import Link from "next/link";
import { settingsViews } from "@/components/settings-views";
import { ROUND_STATUS_NAMES, TOURNAMENT_STATUS_NAMES, formatDate } from "@/components/tournaments/labels";
import { HallAddressWarning } from "@/components/hall-address-warning";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { PairRoundButton } from "@/components/tournaments/pair-round-button";
import { PublicLinks } from "@/components/tournaments/public-links";
import { ScheduleEditor } from "@/components/tournaments/schedule-editor";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { hallOrigin, publicUrl } from "@/server/live/public-url";
import { api } from "@/trpc/server";

export const metadata = { title: "Turnier" };

const linkClass = "inline-flex min-h-12 items-center rounded-lg border border-stone-300 bg-white px-5 py-2 text-lg font-semibold hover:border-brand";

export default async function TournamentPage({ params }: { params: Promise<{ tournamentId: string }> }) {
  const { tournamentId } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}`);
  const t = await orNotFound((await api()).tournament.get({ tournamentId }));
  const base = `/org/turniere/${t.id}`;
  const views = settingsViews(t.game);
  const openRound = t.rounds.find((r) => r.status !== "closed");
  const publicPage = await publicUrl(`/t/${t.slug}`);
  const hall = await hallOrigin();
  return (
    <div className="space-y-6">
      <Link href={`/org/vereine/${t.clubId}`} className="inline-flex min-h-11 items-center text-brand underline">
        ← {t.clubName}
      </Link>
      <PageTitle sub={`${formatDate(t.date)}${t.venue ? ` · ${t.venue}` : ""} · ${TOURNAMENT_STATUS_NAMES[t.status]}`}>{t.name}</PageTitle>

      <nav className="flex flex-wrap gap-3">
        <Link href={`${base}/paare`} className={linkClass}>
          {views.entrants} ({t.entrantCounts.checkedIn} eingecheckt / {t.entrantCounts.registered + t.entrantCounts.checkedIn} aktiv)
        </Link>
        {openRound && openRound.status !== "draft" ? (
          <Link href={`${base}/runden/${openRound.number}/tischkarten`} className={linkClass}>
            Tischkarten Runde {openRound.number}
          </Link>
        ) : null}
        {t.rounds.some((r) => r.status !== "draft") ? (
          <Link href={`${base}/tische`} className={linkClass}>
            Ergebnisse
          </Link>
        ) : null}
        <Link href={`${base}/tabelle`} className={linkClass}>
          Tabelle
        </Link>
        <Link href={`${base}/protokoll`} className={linkClass}>
          Protokoll
        </Link>
        <Link href={`${base}/druck`} className={linkClass}>
          Drucken
        </Link>
      </nav>

      {hall.noNetworkAddress ? <HallAddressWarning /> : null}
      <PublicLinks slug={t.slug} url={publicPage} visibility={t.visibility} />

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <h2 className="mb-3 text-xl font-semibold">Runden</h2>
          <ol className="mb-4 divide-y divide-stone-200" data-testid="round-list">
            {Array.from({ length: t.roundsPlanned }, (_, i) => i + 1).map((n) => {
              const r = t.rounds.find((x) => x.number === n);
              return (
                <li key={n} className="flex min-h-12 items-center gap-3 py-2">
                  <span className="font-semibold">Runde {n}</span>
                  {r ? (
                    <>
                      <span className="text-stone-600">
                        {ROUND_STATUS_NAMES[r.status]} · {r.tables} {r.tables === 1 ? "Tisch" : "Tische"}
                        {r.warningCount ? ` · ${r.warningCount} Warnung(en)` : ""}
                        {r.flaggedAt ? " · markiert" : ""}
                      </span>
                      <Link href={`${base}/runden/${n}`} className="ml-auto inline-flex min-h-11 items-center text-brand underline">
                        {r.status === "draft" ? "prüfen" : "ansehen"}
                      </Link>
                    </>
                  ) : (
                    <span className="text-stone-500">noch nicht ausgelost</span>
                  )}
                </li>
              );
            })}
          </ol>
          {t.nextRoundToPair ? (
            <PairRoundButton tournamentId={t.id} round={t.nextRoundToPair} />
          ) : openRound ? (
            <p className="text-stone-600">
              {openRound.status === "draft"
                ? `Runde ${openRound.number} wartet auf Prüfung und Veröffentlichung.`
                : `Runde ${openRound.number} läuft; die nächste wird nach ihrem Abschluss ausgelost.`}
            </p>
          ) : (
            <p className="text-stone-600">Alle geplanten Runden sind ausgelost.</p>
          )}
        </Card>

        <Card>
          <h2 className="mb-3 text-xl font-semibold">Einstellungen</h2>
          <views.Summary t={t} />
        </Card>
      </div>

      <Card>
        <h2 className="mb-3 text-xl font-semibold">Zeitplan des Tages</h2>
        <ScheduleEditor tournamentId={t.id} version={t.version} schedule={t.schedule} />
      </Card>

      <Card>
        <details>
          <summary className="min-h-12 cursor-pointer py-2 text-xl font-semibold">Einstellungen bearbeiten</summary>
          <div className="mt-4">
            <views.Editor t={t} />
          </div>
        </details>
      </Card>
    </div>
  );
}
