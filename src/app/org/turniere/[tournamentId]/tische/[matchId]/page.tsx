import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { gameOf } from "@/games";
import { notFound } from "next/navigation";
import { SpiellisteEntry } from "@/components/games/doppelkopf/spielliste-entry";
import { tableState } from "@/components/public/format";
import { MatchEntry } from "@/components/games/klammern/match-entry";
import { pairName } from "@/components/results/names";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("tournaments.pages");
  return { title: t("match.title") };
}

export default async function MatchPage({ params }: { params: Promise<{ tournamentId: string; matchId: string }> }) {
  const { tournamentId, matchId } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}/tische/${matchId}`);
  const caller = await api();
  const t = await orNotFound(caller.tournament.get({ tournamentId }));
  const p = await getTranslations("tournaments.pages.match");
  const r = await getTranslations("results");
  // The table's state in the public pages' words: one word for one state.
  const pub = await getTranslations("public");
  if (gameOf(t.game).entrant.players !== 2) {
    const list = await orNotFound(caller.result.getSpielliste({ matchId }));
    if (list.tournament.id !== tournamentId) notFound();
    const state = { ...list.match, deals: list.deals.length };
    return (
      <div className="space-y-6">
        <Link href={`/org/turniere/${tournamentId}/tische?runde=${list.round.number}`} className="inline-flex min-h-11 items-center text-brand underline">
          {p("back", { round: list.round.number })}
        </Link>
        <PageTitle
          sub={p("subDoko", {
            name: t.name,
            round: list.round.number,
            closed: String(list.round.status === "closed"),
            tableKind: list.positions.length === 5 ? p("five") : p("four"),
            status: tableState(state, t.game, pub),
          })}
        >
          {p("table", { number: list.match.tableNumber })}
        </PageTitle>
        <SpiellisteEntry view={list} />
      </div>
    );
  }
  const view = await orNotFound(caller.result.getMatch({ matchId }));
  if (view.tournament.id !== tournamentId) notFound();
  const { match, round } = view;
  const format = view.tournament.matchFormat.kind === "deals" ? p("deals", { count: view.tournament.matchFormat.deals }) : p("target", { target: view.tournament.matchFormat.target });
  return (
    <div className="space-y-6">
      <Link href={`/org/turniere/${tournamentId}/tische?runde=${round.number}`} className="inline-flex min-h-11 items-center text-brand underline">
        {p("back", { round: round.number })}
      </Link>
      <PageTitle
        sub={p("sub", { name: view.tournament.name, round: round.number, closed: String(round.status === "closed"), format, status: tableState({ ...match, deals: view.deals.length }, t.game, pub) })}
      >
        {p("table", { number: match.tableNumber })}
      </PageTitle>
      <div className="grid grid-cols-2 gap-4 text-center" data-testid="match-score">
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <div className="text-stone-600">{p("ns", { name: pairName(r, match.ns) })}</div>
          <div className="text-4xl font-bold tabular-nums">{match.nsPoints}</div>
        </div>
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <div className="text-stone-600">{p("ew", { name: pairName(r, match.ew) })}</div>
          <div className="text-4xl font-bold tabular-nums">{match.ewPoints}</div>
        </div>
      </div>
      {match.adjusted ? (
        <p className="rounded-lg border border-amber-400 bg-amber-50 p-3">{p("adjusted", { reason: match.adjusted.reason })}</p>
      ) : null}
      {view.held > 0 ? <p>{p("held", { points: view.held })}</p> : null}
      <MatchEntry view={view} />
    </div>
  );
}
