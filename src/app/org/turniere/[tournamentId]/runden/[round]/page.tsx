import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { TableCodesPanel } from "@/components/table-entry/table-codes-panel";
import { RoundClockForm } from "@/components/tournaments/round-clock-form";
import { RoundReview } from "@/components/tournaments/round-review";
import { PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("tournaments.pages");
  return { title: t("round.title") };
}

export default async function RoundPage({ params }: { params: Promise<{ tournamentId: string; round: string }> }) {
  const { tournamentId, round } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}/runden/${round}`);
  const number = Number(round);
  if (!Number.isInteger(number) || number < 1) notFound();
  const data = await orNotFound((await api()).round.get({ tournamentId, round: number }));
  const p = await getTranslations("tournaments.pages.round");
  return (
    <div className="space-y-6">
      <Link href={`/org/turniere/${tournamentId}`} className="inline-flex min-h-11 items-center text-brand underline">
        ← {data.tournament.name}
      </Link>
      <PageTitle sub={p("tables", { count: data.tables.length })}>
        {p("heading", { round: data.round.number, planned: data.tournament.roundsPlanned })}
      </PageTitle>
      {data.round.status === "published" && data.round.clockStartedAt ? (
        <RoundClockForm roundId={data.round.id} startedAt={data.round.clockStartedAt.toISOString()} timeZone={data.tournament.timeZone} />
      ) : null}
      <RoundReview key={`${data.round.id}-${data.round.version}`} data={data} />
      {data.round.status === "published" ? <TableCodesPanel tournamentId={tournamentId} round={data.round.number} timeZone={data.tournament.timeZone} game={data.tournament.game} /> : null}
    </div>
  );
}
