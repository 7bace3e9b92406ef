// A player's (or fixed pair's) page of a season: his place, how his row is computed, and every tournament of the
// season with his place there, points, rounds and his game's statistics, linking to his player page in that tournament. Follows changes
// live like the season's page.
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { publicViews } from "@/components/games/public-views";
import { dateText } from "@/components/public/format";
import { LivePart } from "@/components/public/live-part";
import { LiveRefresh } from "@/components/public/live-refresh";
import { liveRefreshWords } from "@/components/public/live-words";
import { RowReckoning } from "@/components/seasons-public/row-reckoning";
import { SeasonFacts } from "@/components/seasons-public/season-head";
import { amount, eventName, eventStatus, placementAmount, rankValue, valueHeading } from "@/components/seasons-public/season-format";
import { getDb } from "@/server/db";
import { getLiveTournament } from "@/server/live";
import { publicSeasonPlayer, seasonBySlug, type PublicSeasonPlayer } from "@/server/services/seasons/get-public-season";
import { getLiveSeason, seasonStream } from "../../../season-live";

type Props = { params: Promise<{ slug: string; ref: string }> };

// Once per request (the metadata and the page both ask). The season's event id and content tag first (a racing
// change is caught up, never missed); the polling fallback compares the tag with the season's, so this page
// refreshes exactly when the season's page does.
const load = cache(async (slug: string, ref: string) => {
  const live = await getLiveSeason(slug);
  if (!live) return null;
  const db = await getDb();
  const season = await seasonBySlug(db, slug);
  const data = season ? await publicSeasonPlayer(db, season, ref) : null;
  return data ? { data, eventId: live.eventId, etag: live.etag } : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, ref } = await params;
  const found = await load(slug, ref);
  const t = await getTranslations("seasonPages");
  return { title: found ? `${found.data.row.name} · ${found.data.season.name}` : t("player.title"), robots: { index: false } };
}

/** His place in a tournament as its own standings give it (the public snapshot, shared with its pages). */
async function placesIn(data: PublicSeasonPlayer): Promise<Map<string, number | null>> {
  const out = new Map<string, number | null>();
  await Promise.all(
    data.view.events.map(async (e) => {
      const number = data.startNumbers[e.id];
      if (number === undefined || !e.listed) return;
      const s = (await getLiveTournament(e.slug))?.data;
      if (!s) return;
      const rank = s.standings.players ? s.standings.players.rows.find((r) => r.number === number)?.rank : s.standings.rows.find((r) => r.pairNumber === number)?.rank;
      out.set(e.id, rank ?? null);
    }),
  );
  return out;
}

export default async function SeasonPlayerPage({ params }: Props) {
  const t = await getTranslations("seasonPages");
  const locale = await getLocale();
  const { slug, ref } = await params;
  const found = await load(slug, ref);
  if (!found) notFound();
  const { data, eventId, etag } = found;
  const { season, row } = data;
  const places = await placesIn(data);
  // The game's own statistics per tournament (solos, the declarer's success), worded as on its game sheet.
  const stats = publicViews(season.game).stats;
  const ts = await getTranslations("sheets");
  const link = "inline-flex min-h-12 items-center rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold";
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <p>
          <Link className="underline" href={`/s/${season.slug}`}>
            ← {season.name}
          </Link>
        </p>
        <h1 className="text-3xl font-bold">{row.name}</h1>
        <LivePart as="p" part="player-place" className="text-2xl" data-testid="player-place">
          {row.place === null ? t("player.noPlace") : t("player.place", { place: row.place })} · {valueHeading(t, data.view.rankedBy, season)}{" "}
          <span className="font-bold">{rankValue(row, data.view.rankedBy, locale)}</span>
        </LivePart>
        <SeasonFacts data={data} />
        <div className="no-print pt-1">
          <LiveRefresh stream={seasonStream(season.slug)} eventId={eventId} etag={etag} words={await liveRefreshWords()} />
        </div>
      </header>

      <section aria-labelledby="reckoning">
        <h2 id="reckoning" className="mb-3 text-2xl font-bold">
          {t("player.reckoning")}
        </h2>
        <LivePart part="reckoning" className="rounded-lg border border-stone-200 bg-white p-4">
          <RowReckoning data={data} row={row} />
        </LivePart>
      </section>

      <section aria-labelledby="player-events">
        <h2 id="player-events" className="mb-3 text-2xl font-bold">
          {t("player.eventsHeading")}
        </h2>
        <ul className="space-y-3" data-testid="player-events">
          {data.view.events.map((e) => {
            const mine = row.events.find((x) => x.event === e.id);
            const number = data.startNumbers[e.id];
            const place = places.get(e.id);
            return (
              <LivePart as="li" key={e.id} part={`event:${e.id}`} className="rounded-lg border border-stone-200 bg-white p-4" data-event={e.listed ? e.slug : undefined}>
                <p className="flex flex-wrap items-center gap-x-3">
                  <span className="tabular-nums text-stone-600">{dateText(e.date, locale)}</span>
                  {e.listed ? (
                    <Link className="inline-flex min-h-11 items-center font-semibold underline" href={`/t/${e.slug}`}>
                      {e.name}
                    </Link>
                  ) : (
                    <span className="inline-flex min-h-11 items-center font-semibold">{eventName(t, e)}</span>
                  )}
                  {e.status === "running" ? <span className="rounded bg-amber-100 px-1.5 py-0.5 text-sm font-semibold text-amber-900">{t("events.running")}</span> : null}
                </p>
                <p className="mt-1 tabular-nums">
                  {mine && mine.kind === "played" ? (
                    <>
                      {place !== undefined && place !== null ? `${t("player.place", { place })} · ` : ""}
                      {amount(t, season, mine.total, locale)} · {t("amount.rounds", { count: mine.rounds })}
                      {mine.placementPoints !== undefined ? ` · ${placementAmount(t, mine.placementPoints, locale)}` : ""}
                      {" · "}
                      <span className="font-semibold">{eventStatus(t, mine, season, locale)}</span>
                    </>
                  ) : mine ? (
                    <span className="font-semibold">{eventStatus(t, mine, season, locale)}</span>
                  ) : e.status === "draft" ? (
                    t("events.draft")
                  ) : (
                    t("player.notPlayed")
                  )}
                </p>
                {stats && data.stats[e.id] ? (
                  <p className="mt-1" data-testid="event-stats">
                    {stats(data.stats[e.id]!, ts)}
                  </p>
                ) : null}
                {number !== undefined && e.listed ? (
                  <p className="mt-2">
                    <Link className={link} href={`/t/${e.slug}/spieler?paar=${number}`}>
                      {t("player.playerPage")}
                    </Link>
                  </p>
                ) : null}
              </LivePart>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
