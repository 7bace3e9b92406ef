// Public tournament page: current round (seating and each table's progress), standings with every column and
// tiebreak, and the results round by round. No sign-in; updates live. A large event is shown a page of tables and
// a page of standings at a time (page-window.ts), with the search for a name or number at the top.
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { dateText } from "@/components/public/format";
import { LivePart } from "@/components/public/live-part";
import { LiveRefresh } from "@/components/public/live-refresh";
import { liveRefreshWords } from "@/components/public/live-words";
import { pageHref, pageSlice, ROWS_PER_PAGE, TABLES_PER_PAGE } from "@/components/public/page-window";
import { Pager } from "@/components/public/pager";
import { PlayerSearchForm } from "@/components/public/player-search-form";
import { publicViews } from "@/components/games/public-views";
import { getLiveTournament } from "@/server/live";

type Query = { runde?: string; tische?: string; plaetze?: string };
type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Query> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await getLiveTournament((await params).slug);
  const tr = await getTranslations("public");
  if (!found) return { title: tr("tournamentPage.notFound"), robots: { index: false } };
  const t = found.data.tournament;
  // Unlisted tournaments stay out of search engines as well.
  return { title: t.name, robots: t.visibility === "public" ? undefined : { index: false, follow: false } };
}

export default async function PublicTournamentPage({ params, searchParams }: Props) {
  const tr = await getTranslations("public");
  const locale = await getLocale();
  const { slug } = await params;
  const query = await searchParams;
  const found = await getLiveTournament(slug);
  if (!found) notFound();
  const s = found.data;
  const t = s.tournament;
  const views = publicViews(t.game);
  const { Standings, RoundTables, standingsRows } = views;
  const kind = tr(views.kind);
  const current = s.rounds.find((r) => r.number === s.currentRound) ?? null;
  const closed = s.rounds.filter((r) => r.status === "closed").reverse();
  // The round whose tables are shown: one asked for by the address (a large closed round's results), else the
  // running one.
  const asked = s.rounds.find((r) => String(r.number) === query.runde) ?? null;
  const shown = asked ?? current;
  const seatingOnly = shown !== null && shown.status === "published" && shown.tables.every((x) => x.deals === 0 && x.status === "open");
  const tables = pageSlice(shown?.tables.length ?? 0, TABLES_PER_PAGE, query.tische);
  const rows = pageSlice(standingsRows(s), ROWS_PER_PAGE, query.plaetze);
  const path = `/t/${t.slug}`;
  // Finished by the organizer: the standings are final (no round follows).
  const finished = t.status === "finished";

  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold">
          {t.name}
          {finished ? (
            <span className="rounded-full bg-stone-200 px-3 py-1 text-base font-semibold text-stone-800" data-testid="tournament-status">
              {tr("tournamentPage.finished")}
            </span>
          ) : null}
        </h1>
        <p className="text-stone-600">
          {dateText(t.date, locale)}
          {t.venue ? ` · ${t.venue}` : ""} · {t.club.slug ? <Link className="underline" href={`/v/${t.club.slug}`}>{t.club.name}</Link> : t.club.name} · {kind} ·{" "}
          {tr("rounds", { count: t.roundsPlanned })}
        </p>
        <nav className="no-print flex flex-wrap items-center gap-3 pt-2">
          <LiveRefresh stream={`/api/live/t/${encodeURIComponent(t.slug)}`} eventId={found.eventId} etag={found.etag} words={await liveRefreshWords()} />
          <Link className="min-h-12 rounded-lg border border-stone-300 bg-white px-4 py-3 font-semibold" href={`/t/${t.slug}/projektor`}>
            {tr("tournamentPage.projector")}
          </Link>
          <Link className="min-h-12 rounded-lg border border-stone-300 bg-white px-4 py-3 font-semibold" href={`/t/${t.slug}/druck`}>
            {tr("tournamentPage.print")}
          </Link>
        </nav>
      </header>

      <section aria-labelledby="find-player" className="no-print">
        <h2 id="find-player" className="mb-2 text-xl font-bold">
          {tr("tournamentPage.findPlayer")}
        </h2>
        <PlayerSearchForm action={`${path}/spieler`} />
      </section>

      {shown ? (
        <section aria-labelledby="current-round">
          <LivePart as="h2" part="round-heading" id="current-round" className="mb-3 text-2xl font-bold">
            {shown.status === "closed"
              ? tr("tournamentPage.roundResults", { round: shown.number })
              : seatingOnly
                ? tr("tournamentPage.seatingRound", { round: shown.number })
                : tr("tournamentPage.roundRunning", { round: shown.number })}
          </LivePart>
          {asked && current && asked !== current ? (
            <p className="no-print mb-3">
              <Link className="underline" href={`${path}#current-round`}>
                {tr("tournamentPage.backToRunning", { round: current.number })}
              </Link>
            </p>
          ) : null}
          <RoundTables snapshot={s} round={{ ...shown, tables: shown.tables.slice(tables.from, tables.to) }} />
          <Pager slice={tables} what="tables" href={(page) => pageHref(path, query, { tische: page }, "current-round")} testId="tables-pager" />
        </section>
      ) : s.rounds.length === 0 ? (
        <p className="text-lg">{tr("tournamentPage.notDrawn")}</p>
      ) : null}

      <section aria-labelledby="standings">
        <LivePart as="h2" part="standings-heading" id="standings" className="mb-3 text-2xl font-bold">
          {finished
            ? tr("tournamentPage.standingsFinal")
            : s.standings.throughRound > 0
              ? tr("tournamentPage.standingsAfter", { round: s.standings.throughRound })
              : tr("tournamentPage.standingsNone")}
        </LivePart>
        <Standings snapshot={s} from={rows.from} to={rows.to} />
        <Pager slice={rows} what="rows" href={(page) => pageHref(path, query, { plaetze: page }, "standings")} testId="standings-pager" />
      </section>

      {closed.length ? (
        <section aria-labelledby="results">
          <h2 id="results" className="mb-3 text-2xl font-bold">
            {tr("tournamentPage.results")}
          </h2>
          <div className="space-y-3">
            {closed.map((r, i) =>
              // A round of more tables than a page is paged where the running round is, not put here whole.
              r.tables.length > TABLES_PER_PAGE ? (
                <p key={r.number} className="rounded-lg border border-stone-200 bg-white p-3 text-lg">
                  <Link className="inline-flex min-h-12 items-center font-semibold underline" href={pageHref(path, {}, { runde: r.number }, "current-round")}>
                    {tr("tournamentPage.roundTables", { round: r.number, count: r.tables.length })}
                  </Link>
                </p>
              ) : (
                <details key={r.number} open={i === 0} className="rounded-lg border border-stone-200 bg-white p-3">
                  <summary className="cursor-pointer text-lg font-semibold">{tr("tournamentPage.round", { round: r.number })}</summary>
                  <div className="mt-3">
                    <RoundTables snapshot={s} round={r} />
                  </div>
                </details>
              ),
            )}
          </div>
        </section>
      ) : null}
    </div>
  );
}
