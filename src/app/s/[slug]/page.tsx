// A season's public page (/s/<slug>): the club, the rule in one sentence, the window; the standings, every row
// opening to its reckoning; the season's tournaments. No sign-in, complete without JavaScript; follows every change
// of its tournaments live (LiveRefresh on the season's stream).
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LiveRefresh } from "@/components/public/live-refresh";
import { liveRefreshWords } from "@/components/public/live-words";
import { SeasonEvents } from "@/components/seasons-public/season-events";
import { SeasonFacts } from "@/components/seasons-public/season-head";
import { SeasonStandings } from "@/components/seasons-public/season-standings";
import { getLiveSeason, seasonStream } from "../season-live";

type Props = { params: Promise<{ slug: string }> };

const button = "inline-flex min-h-12 items-center rounded-lg border border-stone-300 bg-white px-4 py-3 font-semibold";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await getLiveSeason((await params).slug);
  const t = await getTranslations("seasonPages");
  return { title: found ? found.data.season.name : t("notFound") };
}

export default async function PublicSeasonPage({ params }: Props) {
  const t = await getTranslations("seasonPages");
  const { slug } = await params;
  const found = await getLiveSeason(slug);
  if (!found) notFound();
  const data = found.data;
  const s = data.season;
  const exports = `/api/export/s/${s.slug}`;
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{s.name}</h1>
        <SeasonFacts data={data} />
        <nav className="no-print flex flex-wrap items-center gap-3 pt-2">
          <LiveRefresh stream={seasonStream(s.slug)} eventId={found.eventId} etag={found.etag} words={await liveRefreshWords()} />
          <Link className={button} href={`/s/${s.slug}/projektor`}>
            {t("nav.projector")}
          </Link>
          <Link className={button} href={`/s/${s.slug}/druck`}>
            {t("nav.print")}
          </Link>
          <a className={button} href={`${exports}/standings.json`}>
            {t("nav.json")}
          </a>
          <a className={button} href={`${exports}/standings.csv`}>
            {t("nav.csv")}
          </a>
        </nav>
      </header>

      <section aria-labelledby="standings">
        <h2 id="standings" className="mb-3 text-2xl font-bold">
          {t("standings.heading")}
        </h2>
        <SeasonStandings data={data} />
      </section>

      <section aria-labelledby="events">
        <h2 id="events" className="mb-3 text-2xl font-bold">
          {t("events.heading")}
        </h2>
        <SeasonEvents data={data} />
      </section>
    </div>
  );
}
