// Printables anyone may print: the standings and the seating list of a round (print stylesheet, A4).
// ?teil=tabelle | setzliste, ?runde=N; without them: standings and the current round's seating.
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { dateText } from "@/components/public/format";
import { PrintStyles } from "@/components/public/print-styles";
import { publicViews } from "@/components/games/public-views";
import { PrintButton } from "@/components/tournaments/print-button";
import { getLiveTournament } from "@/server/live";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ teil?: string; runde?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslations("public");
  return { title: tr("printPage.title"), robots: { index: false } };
}

export default async function PrintPage({ params, searchParams }: Props) {
  const tr = await getTranslations("public");
  const locale = await getLocale();
  const { slug } = await params;
  const sp = await searchParams;
  const found = await getLiveTournament(slug);
  if (!found) notFound();
  const s = found.data;
  const t = s.tournament;
  const { Standings, SeatingList } = publicViews(t.game);
  const wanted = Number(sp.runde);
  const seatingRounds = Number.isInteger(wanted) ? s.rounds.filter((r) => r.number === wanted) : s.rounds.filter((r) => r.number === s.currentRound);
  const showStandings = sp.teil !== "setzliste";
  const showSeating = sp.teil !== "tabelle";

  return (
    <div data-testid="print-view">
      <PrintStyles />
      <div className="no-print mb-6 flex flex-wrap items-center gap-3">
        <Link href={`/t/${t.slug}`} className="mr-auto text-brand underline">
          ← {t.name}
        </Link>
        <Link className="underline" href="?teil=tabelle">
          {tr("printPage.onlyStandings")}
        </Link>
        {s.rounds.map((r) => (
          <Link key={r.number} className="underline" href={`?teil=setzliste&runde=${r.number}`}>
            {tr("printPage.seatingShort", { round: r.number })}
          </Link>
        ))}
        <PrintButton label={tr("tournamentPage.print")} />
      </div>
      {showStandings ? (
        <section className="print-page" data-testid="print-standings">
          <h1 className="text-2xl font-bold">
            {t.status === "finished"
              ? tr("printPage.standingsFinal", { name: t.name })
              : s.standings.throughRound
                ? tr("printPage.standingsAfter", { name: t.name, round: s.standings.throughRound })
                : tr("printPage.standings", { name: t.name })}
          </h1>
          <p className="mb-3 text-stone-600">
            {dateText(t.date, locale)}
            {t.venue ? ` · ${t.venue}` : ""} · {t.club.name}
          </p>
          <Standings snapshot={s} />
        </section>
      ) : null}
      {showSeating ? seatingRounds.map((r) => <SeatingList key={r.number} snapshot={s} round={r} />) : null}
      {showSeating && seatingRounds.length === 0 && !showStandings ? <p>{tr("printPage.notPublished")}</p> : null}
    </div>
  );
}
