// Paper score sheets of a published round (Klammern's Spielzettel, a blank Doppelkopf Spielliste), one A4 landscape
// sheet per table (?tisch=N for one table).
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PrintStyles } from "@/components/public/print-styles";
import { gameViews } from "@/components/games";
import { publicViews } from "@/components/games/public-views";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { PrintButton } from "@/components/tournaments/print-button";
import { requireSessionUser } from "@/server/auth/session";
import { getLiveTournament } from "@/server/live";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("tournaments.pages");
  return { title: t("sheets.title") };
}

type Props = { params: Promise<{ tournamentId: string; round: string }>; searchParams: Promise<{ tisch?: string }> };

export default async function ScoreSheetsPage({ params, searchParams }: Props) {
  const { tournamentId, round } = await params;
  const { tisch } = await searchParams;
  await requireSessionUser(`/org/turniere/${tournamentId}/druck/spielzettel/${round}`);
  const t = await orNotFound((await api()).tournament.get({ tournamentId })); // the organizer's club only
  const found = await getLiveTournament(t.slug);
  const r = found?.data.rounds.find((x) => x.number === Number(round));
  if (!found || !r) notFound();
  const p = await getTranslations("tournaments.pages.sheets");
  const { words } = gameViews(t.game);
  const views = publicViews(t.game);
  const sheetName = (await getTranslations("tournaments.pages"))(words.sheetName);
  const tables = tisch ? r.tables.filter((x) => x.table === Number(tisch)) : r.tables;
  return (
    <div data-testid="print-view">
      <PrintStyles landscape />
      <div className="no-print mb-6 flex flex-wrap items-center gap-3">
        <Link href={`/org/turniere/${tournamentId}/druck`} className="mr-auto inline-flex min-h-11 items-center text-brand underline">
          {p("back")}
        </Link>
        <PrintButton label={p("print", { sheet: sheetName })} />
      </div>
      {tables.map((x) => (
        <views.ScoreSheet key={x.table} snapshot={found.data} round={r} table={x} />
      ))}
    </div>
  );
}
