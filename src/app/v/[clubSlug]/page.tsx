// Club page: the club's public tournaments, upcoming or running first, its seasons (ranking lists: its own and
// those it joined), then past tournaments. Unlisted tournaments never appear here (they are reached only by their
// exact address).
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { dateText } from "@/components/public/format";
import { publicContext } from "@/server/live";
import { listPublicClubTournaments, listPublicClubTournamentsInput } from "@/server/services/public/list-public-club-tournaments";
import { publicSeasonsOfClubSlug } from "@/server/services/seasons/get-public-season";

type Props = { params: Promise<{ clubSlug: string }> };

async function load(clubSlug: string) {
  const input = listPublicClubTournamentsInput.safeParse({ clubSlug });
  if (!input.success) return null;
  try {
    const ctx = await publicContext();
    const data = await listPublicClubTournaments({ ctx, input: input.data });
    return { ...data, seasons: await publicSeasonsOfClubSlug(ctx.db, data.club.slug) };
  } catch (e) {
    if ((e as { code?: string }).code === "NOT_FOUND") return null;
    throw e;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load((await params).clubSlug);
  const tr = await getTranslations("public");
  return { title: data ? data.club.name : tr("clubPage.notFound") };
}

export default async function ClubPage({ params }: Props) {
  const data = await load((await params).clubSlug);
  if (!data) notFound();
  const tr = await getTranslations("public");
  const ts = await getTranslations("seasonPages");
  const locale = await getLocale();
  const status = (s: string) => (s === "draft" || s === "running" || s === "finished" ? tr(`clubPage.status.${s}`) : s);
  const list = (items: typeof data.upcoming, testId: string) =>
    items.length === 0 ? (
      <p className="text-stone-600">{tr("clubPage.none")}</p>
    ) : (
      <ul className="space-y-2" data-testid={testId}>
        {items.map((t) => (
          <li key={t.slug}>
            <Link className="block min-h-12 rounded-lg border border-stone-200 bg-white px-4 py-3 hover:bg-stone-50" href={`/t/${t.slug}`}>
              <span className="text-lg font-semibold">{t.name}</span>
              <span className="block text-stone-600">
                {dateText(t.date, locale)}
                {t.venue ? ` · ${t.venue}` : ""} · {tr("rounds", { count: t.roundsPlanned })} · {status(t.status)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold">{data.club.name}</h1>
        {data.club.city ? <p className="text-stone-600">{data.club.city}</p> : null}
      </header>
      <section>
        <h2 className="mb-3 text-2xl font-bold">{tr("clubPage.upcoming")}</h2>
        {list(data.upcoming, "club-upcoming")}
      </section>
      {data.seasons.length ? (
        <section>
          <h2 className="mb-3 text-2xl font-bold">{ts("club.heading")}</h2>
          <ul className="space-y-2" data-testid="club-seasons">
            {data.seasons.map((s) => (
              <li key={s.slug}>
                <Link className="block min-h-12 rounded-lg border border-stone-200 bg-white px-4 py-3 text-lg font-semibold hover:bg-stone-50" href={`/s/${s.slug}`}>
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section>
        <h2 className="mb-3 text-2xl font-bold">{tr("clubPage.past")}</h2>
        {list(data.past, "club-past")}
      </section>
    </div>
  );
}
