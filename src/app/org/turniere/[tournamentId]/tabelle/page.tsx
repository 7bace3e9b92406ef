import Link from "next/link";
import { PlayerStandingsTable } from "@/components/doppelkopf/player-standings-table";
import { gameOf } from "@/games";
import { StandingsTable } from "@/components/results/standings-table";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export const metadata = { title: "Tabelle" };

export default async function StandingsPage({ params }: { params: Promise<{ tournamentId: string }> }) {
  const { tournamentId } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}/tabelle`);
  const caller = await api();
  const t = await orNotFound(caller.tournament.get({ tournamentId }));
  const players = gameOf(t.game).entrant.players === 1 ? await caller.result.playerStandings({ tournamentId }) : null;
  const data = await orNotFound(caller.result.standings({ tournamentId }));
  const base = `/org/turniere/${tournamentId}`;
  const exportBase = `/api/export/t/${data.tournament.slug}`;
  return (
    <div className="space-y-6">
      <Link href={base} className="inline-flex min-h-11 items-center text-brand underline">
        ← {data.tournament.name}
      </Link>
      <PageTitle sub={(players ?? data).throughRound ? `nach Runde ${(players ?? data).throughRound} (abgeschlossene Runden)` : "noch keine Runde abgeschlossen"}>
        Tabelle
      </PageTitle>
      {data.flaggedRounds.length ? (
        <div role="alert" className="rounded-lg border border-amber-400 bg-amber-50 p-3">
          <p className="font-semibold">Nach einer Korrektur markiert:</p>
          <ul className="list-disc pl-6">
            {data.flaggedRounds.map((r) => (
              <li key={r.number}>
                Runde {r.number}: {r.flagReason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Card>{players ? <PlayerStandingsTable data={players} /> : <StandingsTable data={data} />}</Card>
      <nav className="flex flex-wrap gap-3 text-lg">
        <Link href={`${base}/tische`} className="inline-flex min-h-11 items-center text-brand underline">
          Ergebnisse je Runde
        </Link>
        <Link href={`${base}/protokoll`} className="inline-flex min-h-11 items-center text-brand underline">
          Protokoll
        </Link>
        <a href={`${exportBase}/standings.csv`} className="inline-flex min-h-11 items-center text-brand underline">
          Tabelle als CSV
        </a>
        <a href={`${exportBase}/standings.json`} className="inline-flex min-h-11 items-center text-brand underline">
          JSON
        </a>
        <a href={`${exportBase}/deals.jsonl`} className="inline-flex min-h-11 items-center text-brand underline">
          Alle Spiele (JSONL)
        </a>
      </nav>
    </div>
  );
}
