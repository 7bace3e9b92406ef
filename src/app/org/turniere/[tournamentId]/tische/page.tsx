import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getPick } from "@/i18n/get-pick";
import { pickStored } from "@/i18n/use-pick";
import { signed, tableState } from "@/components/public/format";
import { CloseRoundForm } from "@/components/results/close-round-form";
import { pairName } from "@/components/results/names";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("tournaments.pages");
  return { title: t("results.title") };
}

export default async function RoundResultsPage({
  params,
  searchParams,
}: {
  params: Promise<{ tournamentId: string }>;
  searchParams: Promise<{ runde?: string }>;
}) {
  const { tournamentId } = await params;
  const { runde } = await searchParams;
  await requireSessionUser(`/org/turniere/${tournamentId}/tische`);
  const round = runde && /^\d{1,2}$/.test(runde) ? Number(runde) : undefined;
  const data = await orNotFound((await api()).result.roundResults({ tournamentId, round }));
  const p = await getTranslations("tournaments.pages.results");
  const pick = await getPick();
  const r = await getTranslations("results");
  // A table's state in the public pages' words.
  const pub = await getTranslations("public");
  const state = (t: (typeof data.tables)[number]) => tableState(t, data.tournament.game, pub);
  const base = `/org/turniere/${tournamentId}`;
  return (
    <div className="space-y-6">
      <Link href={base} className="inline-flex min-h-11 items-center text-brand underline">
        ← {data.tournament.name}
      </Link>
      <PageTitle sub={data.round.status === "closed" ? p("closed") : p("playing")}>{p("heading", { round: data.round.number })}</PageTitle>
      <nav className="flex flex-wrap gap-2" aria-label={p("rounds")}>
        {data.rounds.map((n) => (
          <Link
            key={n}
            href={`${base}/tische?runde=${n}`}
            className={`inline-flex min-h-12 items-center rounded-lg border px-4 text-lg ${n === data.round.number ? "border-brand bg-brand text-white" : "border-stone-300 bg-white"}`}
          >
            {p("round", { round: n })}
          </Link>
        ))}
        <Link href={`${base}/tabelle`} className="inline-flex min-h-12 items-center rounded-lg border border-stone-300 bg-white px-4 text-lg">
          {p("standings")}
        </Link>
        <Link href={`${base}/protokoll`} className="inline-flex min-h-12 items-center rounded-lg border border-stone-300 bg-white px-4 text-lg">
          {p("audit")}
        </Link>
      </nav>
      {data.round.flaggedAt ? (
        <p role="alert" className="rounded-lg border border-amber-400 bg-amber-50 p-3">
          {p("flagged", { reason: data.round.flagReason ? pickStored(pick, data.round.flagReason) : "" })}
        </p>
      ) : null}
      <Card>
        <ul className="divide-y divide-stone-200" data-testid="table-results">
          {data.tables.map((t) => (
            <li key={t.matchId}>
              <Link href={`${base}/tische/${t.matchId}`} className="flex min-h-14 flex-wrap items-center gap-x-4 gap-y-1 py-2 hover:bg-stone-50">
                <span className="w-20 font-semibold">{p("table", { number: t.tableNumber })}</span>
                {t.ns && t.ew ? (
                  <>
                    <span className="flex-1">
                      {pairName(r, t.ns)} – {pairName(r, t.ew)}
                    </span>
                    <span className="tabular-nums">
                      {t.nsPoints} : {t.ewPoints}
                    </span>
                  </>
                ) : (
                  <span className="flex-1">{t.seats.map((p) => `${p.name} ${signed(p.points)}`).join(" · ")}</span>
                )}
                <span className="w-40 text-right text-stone-600">
                  {p("state", { status: state(t), count: t.deals })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      {data.round.status === "published" ? (
        <Card>
          <h2 className="mb-3 text-xl font-semibold">{p("close")}</h2>
          <CloseRoundForm key={`${data.round.id}-${data.round.version}`} data={data} />
        </Card>
      ) : null}
    </div>
  );
}
