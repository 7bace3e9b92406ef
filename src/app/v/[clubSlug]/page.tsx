// Club page: the club's public tournaments, upcoming or running first, then past ones. Unlisted tournaments
// never appear here (they are reached only by their exact address).
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { dateText } from "@/components/public/format";
import { publicContext } from "@/server/live";
import { listPublicClubTournaments, listPublicClubTournamentsInput } from "@/server/services/public/list-public-club-tournaments";

type Props = { params: Promise<{ clubSlug: string }> };

async function load(clubSlug: string) {
  const input = listPublicClubTournamentsInput.safeParse({ clubSlug });
  if (!input.success) return null;
  try {
    return await listPublicClubTournaments({ ctx: await publicContext(), input: input.data });
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
      <section>
        <h2 className="mb-3 text-2xl font-bold">{tr("clubPage.past")}</h2>
        {list(data.past, "club-past")}
      </section>
    </div>
  );
}
