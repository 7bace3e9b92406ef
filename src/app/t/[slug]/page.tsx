// Public tournament page: current round (seating and each table's progress), standings with every column and
// tiebreak, and the results round by round. No sign-in; updates live.
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { dateText } from "@/components/public/format";
import { LiveRefresh } from "@/components/public/live-refresh";
import { publicViews } from "@/components/games/public-views";
import { getLiveTournament } from "@/server/live";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await getLiveTournament((await params).slug);
  const tr = await getTranslations("public");
  if (!found) return { title: tr("tournamentPage.notFound"), robots: { index: false } };
  const t = found.data.tournament;
  // Unlisted tournaments stay out of search engines as well.
  return { title: t.name, robots: t.visibility === "public" ? undefined : { index: false, follow: false } };
}

export default async function PublicTournamentPage({ params }: Props) {
  const tr = await getTranslations("public");
  const locale = await getLocale();
  const { slug } = await params;
  const found = await getLiveTournament(slug);
  if (!found) notFound();
  const s = found.data;
  const t = s.tournament;
  const views = publicViews(t.game);
  const { Standings, RoundTables } = views;
  const kind = tr(views.kind);
  const current = s.rounds.find((r) => r.number === s.currentRound) ?? null;
  const closed = s.rounds.filter((r) => r.status === "closed").reverse();
  const seatingOnly = current !== null && current.tables.every((x) => x.deals === 0 && x.status === "open");

  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold">{t.name}</h1>
        <p className="text-stone-600">
          {dateText(t.date, locale)}
          {t.venue ? ` · ${t.venue}` : ""} · {t.club.slug ? <Link className="underline" href={`/v/${t.club.slug}`}>{t.club.name}</Link> : t.club.name} · {kind} ·{" "}
          {tr("rounds", { count: t.roundsPlanned })}
        </p>
        <nav className="no-print flex flex-wrap items-center gap-3 pt-2">
          <LiveRefresh stream={`/api/live/t/${encodeURIComponent(t.slug)}`} eventId={found.eventId} etag={found.etag} />
          <Link className="min-h-12 rounded-lg border border-stone-300 bg-white px-4 py-3 font-semibold" href={`/t/${t.slug}/spieler`}>
            {tr("tournamentPage.findPlayer")}
          </Link>
          <Link className="min-h-12 rounded-lg border border-stone-300 bg-white px-4 py-3 font-semibold" href={`/t/${t.slug}/projektor`}>
            {tr("tournamentPage.projector")}
          </Link>
          <Link className="min-h-12 rounded-lg border border-stone-300 bg-white px-4 py-3 font-semibold" href={`/t/${t.slug}/druck`}>
            {tr("tournamentPage.print")}
          </Link>
        </nav>
      </header>

      {current ? (
        <section aria-labelledby="current-round">
          <h2 id="current-round" className="mb-3 text-2xl font-bold">
            {seatingOnly ? tr("tournamentPage.seatingRound", { round: current.number }) : tr("tournamentPage.roundRunning", { round: current.number })}
          </h2>
          <RoundTables snapshot={s} round={current} />
        </section>
      ) : s.rounds.length === 0 ? (
        <p className="text-lg">{tr("tournamentPage.notDrawn")}</p>
      ) : null}

      <section aria-labelledby="standings">
        <h2 id="standings" className="mb-3 text-2xl font-bold">
          {s.standings.throughRound > 0 ? tr("tournamentPage.standingsAfter", { round: s.standings.throughRound }) : tr("tournamentPage.standingsNone")}
        </h2>
        <Standings snapshot={s} />
      </section>

      {closed.length ? (
        <section aria-labelledby="results">
          <h2 id="results" className="mb-3 text-2xl font-bold">
            {tr("tournamentPage.results")}
          </h2>
          <div className="space-y-3">
            {closed.map((r, i) => (
              <details key={r.number} open={i === 0} className="rounded-lg border border-stone-200 bg-white p-3">
                <summary className="cursor-pointer text-lg font-semibold">{tr("tournamentPage.round", { round: r.number })}</summary>
                <div className="mt-3">
                  <RoundTables snapshot={s} round={r} />
                </div>
              </details>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
