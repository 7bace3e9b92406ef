// The office's pages of a Klammern tournament: the standings of pairs, and one table's match (both pairs' points, an
// adjusted result, the deals to enter and correct).
import { useTranslations } from "next-intl";
import Link from "next/link";
import { notFound } from "next/navigation";
import { tableState } from "../../public/format";
import { pairName } from "../../results/names";
import type { MatchView, StandingsView } from "../../results/types";
import { orNotFound } from "../../tournaments/load-or-404";
import { PageTitle } from "../../ui";
import type { Caller, OfficeTableAt } from "../types";
import { MatchEntry } from "./match-entry";
import { StandingsTable } from "./standings-table";

export async function officeStandings(_caller: Caller, data: StandingsView) {
  return { throughRound: data.throughRound, table: <StandingsTable data={data} /> };
}

export async function officeTable(caller: Caller, at: OfficeTableAt) {
  const view = await orNotFound(caller.result.getMatch({ matchId: at.matchId }));
  if (view.tournament.id !== at.tournamentId) notFound();
  return <OfficeMatch view={view} at={at} />;
}

function OfficeMatch({ view, at }: { view: MatchView; at: OfficeTableAt }) {
  const p = useTranslations("tournaments.pages.match");
  const r = useTranslations("results");
  // The table's state in the public pages' words: one word for one state.
  const pub = useTranslations("public");
  const { match, round } = view;
  const format = view.tournament.matchFormat.kind === "deals" ? p("deals", { count: view.tournament.matchFormat.deals }) : p("target", { target: view.tournament.matchFormat.target });
  return (
    <div className="space-y-6">
      <Link href={`/org/turniere/${at.tournamentId}/tische?runde=${round.number}`} className="inline-flex min-h-11 items-center text-brand underline">
        {p("back", { round: round.number })}
      </Link>
      <PageTitle
        sub={p("sub", { name: view.tournament.name, round: round.number, closed: String(round.status === "closed"), format, status: tableState({ ...match, deals: view.deals.length }, at.game, pub) })}
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
