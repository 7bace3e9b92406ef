import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getPick } from "@/i18n/get-pick";
import { pickStored } from "@/i18n/use-pick";
import { gameViews } from "@/components/games";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("tournaments.pages");
  return { title: t("standings.title") };
}

export default async function StandingsPage({ params }: { params: Promise<{ tournamentId: string }> }) {
  const { tournamentId } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}/tabelle`);
  const caller = await api();
  const t = await orNotFound(caller.tournament.get({ tournamentId }));
  const data = await orNotFound(caller.result.standings({ tournamentId }));
  // The game's own standings (pairs by match points, players by the ranking mode), through the same round.
  const standings = await gameViews(t.game).office.standings(caller, data);
  const p = await getTranslations("tournaments.pages.standings");
  const pick = await getPick();
  const base = `/org/turniere/${tournamentId}`;
  const exportBase = `/api/export/t/${data.tournament.slug}`;
  return (
    <div className="space-y-6">
      <Link href={base} className="inline-flex min-h-11 items-center text-brand underline">
        ← {data.tournament.name}
      </Link>
      <PageTitle sub={standings.throughRound ? p("through", { round: standings.throughRound }) : p("none")}>
        {p("title")}
      </PageTitle>
      {data.flaggedRounds.length ? (
        <div role="alert" className="rounded-lg border border-amber-400 bg-amber-50 p-3">
          <p className="font-semibold">{p("flagged")}</p>
          <ul className="list-disc pl-6">
            {data.flaggedRounds.map((r) => (
              <li key={r.number}>
                {p("flaggedRound", { round: r.number, reason: r.flagReason ? pickStored(pick, r.flagReason) : "" })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Card>{standings.table}</Card>
      <nav className="flex flex-wrap gap-3 text-lg">
        <Link href={`${base}/tische`} className="inline-flex min-h-11 items-center text-brand underline">
          {p("results")}
        </Link>
        <Link href={`${base}/protokoll`} className="inline-flex min-h-11 items-center text-brand underline">
          {p("audit")}
        </Link>
        <a href={`${exportBase}/standings.csv`} className="inline-flex min-h-11 items-center text-brand underline">
          {p("csv")}
        </a>
        <a href={`${exportBase}/standings.json`} className="inline-flex min-h-11 items-center text-brand underline">
          {p("json")}
        </a>
        <a href={`${exportBase}/deals.jsonl`} className="inline-flex min-h-11 items-center text-brand underline">
          {p("jsonl")}
        </a>
      </nav>
    </div>
  );
}
