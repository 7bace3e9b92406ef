// Player page: find yourself by name or player number; where you sit next, your matches and your deals with
// the engine's explanation. A plain GET form, so it works without JavaScript.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { publicViews } from "@/components/games/public-views";
import { LiveRefresh } from "@/components/public/live-refresh";
import { liveRefreshWords } from "@/components/public/live-words";
import { PlayerSearchForm } from "@/components/public/player-search-form";
import { getLiveTournament, publicDeals } from "@/server/live";
import { pairView, searchPairs } from "@/server/services/public/find-player";

/** Hits listed at most: a common name among 4,000 players is narrowed down, not listed whole. */
const MAX_HITS = 30;

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ q?: string; paar?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslations("public");
  return { title: tr("playerPage.title"), robots: { index: false } };
}

export default async function PlayerPage({ params, searchParams }: Props) {
  const tr = await getTranslations("public");
  const { slug } = await params;
  const sp = await searchParams;
  const found = await getLiveTournament(slug);
  if (!found) notFound();
  const s = found.data;
  const q = (sp.q ?? "").trim().slice(0, 80);
  const hits = q ? searchPairs(s.pairs, q) : [];
  const chosen = Number(sp.paar ?? (hits.length === 1 ? hits[0]!.number : NaN));
  const { PlayerHit, PlayerView } = publicViews(s.tournament.game);
  // The tables the chosen entrant sat at (a Klammern pair holds two of a table's positions).
  const tables = Number.isInteger(chosen) ? s.rounds.flatMap((r) => r.tables.filter((t) => t.seats.includes(chosen))) : [];
  const games = await publicDeals(tables.map((t) => t.matchId));
  return (
    <div className="space-y-6">
      <header>
        <p>
          <Link className="underline" href={`/t/${s.tournament.slug}`}>
            {s.tournament.name}
          </Link>
          {s.tournament.status === "finished" ? (
            <span className="ml-3 rounded-full bg-stone-200 px-3 py-1 text-sm font-semibold text-stone-800" data-testid="tournament-status">
              {tr("playerPage.finished")}
            </span>
          ) : null}
        </p>
        <h1 className="text-3xl font-bold">{tr("playerPage.heading")}</h1>
        <div className="mt-2">
          <LiveRefresh stream={`/api/live/t/${encodeURIComponent(s.tournament.slug)}`} eventId={found.eventId} etag={found.etag} words={await liveRefreshWords()} />
        </div>
      </header>

      <PlayerSearchForm q={q} />

      {q && hits.length === 0 ? <p role="status">{tr("playerPage.noHits", { q })}</p> : null}
      {hits.length > 1 ? (
        <ul className="space-y-2" data-testid="player-hits">
          {hits.slice(0, MAX_HITS).map((p) => (
            <li key={p.number}>
              <Link className="block min-h-12 rounded-lg border border-stone-300 bg-white px-4 py-3" href={`?q=${encodeURIComponent(q)}&paar=${p.number}`}>
                <PlayerHit entrant={p} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {hits.length > MAX_HITS ? <p role="status">{tr("playerPage.moreHits", { count: hits.length, shown: MAX_HITS })}</p> : null}

      {Number.isInteger(chosen) ? <PlayerView snapshot={s} number={chosen} games={games} reads={{ pairView }} /> : null}
    </div>
  );
}
