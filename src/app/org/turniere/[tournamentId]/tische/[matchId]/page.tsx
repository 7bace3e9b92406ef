import Link from "next/link";
import { gameOf } from "@/games";
import { notFound } from "next/navigation";
import { SpiellisteEntry } from "@/components/doppelkopf/spielliste-entry";
import { MatchEntry } from "@/components/results/match-entry";
import { pairName } from "@/components/results/names";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export const metadata = { title: "Tisch" };

const STATUS = { open: "läuft", complete: "Partie beendet", adjusted: "Ergebnis festgesetzt" } as const;

export default async function MatchPage({ params }: { params: Promise<{ tournamentId: string; matchId: string }> }) {
  const { tournamentId, matchId } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}/tische/${matchId}`);
  const caller = await api();
  const t = await orNotFound(caller.tournament.get({ tournamentId }));
  if (gameOf(t.game).entrant.players !== 2) {
    const list = await orNotFound(caller.result.getSpielliste({ matchId }));
    if (list.tournament.id !== tournamentId) notFound();
    return (
      <div className="space-y-6">
        <Link href={`/org/turniere/${tournamentId}/tische?runde=${list.round.number}`} className="inline-flex min-h-11 items-center text-brand underline">
          ← Runde {list.round.number}
        </Link>
        <PageTitle sub={`${t.name} · Runde ${list.round.number}${list.round.status === "closed" ? " (abgeschlossen)" : ""} · ${list.positions.length === 5 ? "Fünfertisch" : "Vierertisch"} · ${STATUS[list.match.status]}`}>
          Tisch {list.match.tableNumber}
        </PageTitle>
        <SpiellisteEntry view={list} />
      </div>
    );
  }
  const view = await orNotFound(caller.result.getMatch({ matchId }));
  if (view.tournament.id !== tournamentId) notFound();
  const { match, round } = view;
  const format = view.tournament.matchFormat.kind === "deals" ? `${view.tournament.matchFormat.deals} Spiele` : `bis ${view.tournament.matchFormat.target}`;
  return (
    <div className="space-y-6">
      <Link href={`/org/turniere/${tournamentId}/tische?runde=${round.number}`} className="inline-flex min-h-11 items-center text-brand underline">
        ← Runde {round.number}
      </Link>
      <PageTitle sub={`${view.tournament.name} · Runde ${round.number}${round.status === "closed" ? " (abgeschlossen)" : ""} · ${format} · ${STATUS[match.status]}`}>
        Tisch {match.tableNumber}
      </PageTitle>
      <div className="grid grid-cols-2 gap-4 text-center" data-testid="match-score">
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <div className="text-stone-600">Nord/Süd · {pairName(match.ns)}</div>
          <div className="text-4xl font-bold tabular-nums">{match.nsPoints}</div>
        </div>
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <div className="text-stone-600">Ost/West · {pairName(match.ew)}</div>
          <div className="text-4xl font-bold tabular-nums">{match.ewPoints}</div>
        </div>
      </div>
      {match.adjusted ? (
        <p className="rounded-lg border border-amber-400 bg-amber-50 p-3">Festgesetzt: {match.adjusted.reason}</p>
      ) : null}
      {view.held > 0 ? <p>Gehaltene Punkte (Stehbeet): {view.held}</p> : null}
      <MatchEntry view={view} />
    </div>
  );
}
