import Link from "next/link";
import { gameOf } from "@/games";
import { CheckInAllButton } from "@/components/tournaments/check-in-all-button";
import { EntrantRow } from "@/components/tournaments/entrant-row";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { PairImport } from "@/components/tournaments/pair-import";
import { RegisterPairForm } from "@/components/tournaments/register-pair-form";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export const metadata = { title: "Teilnehmer" };

export default async function PairsPage({ params }: { params: Promise<{ tournamentId: string }> }) {
  const { tournamentId } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}/paare`);
  const caller = await api();
  const t = await orNotFound(caller.tournament.get({ tournamentId }));
  const { entrants, availableMembers } = await caller.tournament.listEntrants({ tournamentId });
  const { entrant } = gameOf(t.game);
  const [one, many] = [entrant.noun.de, entrant.plural.de];
  const last = t.rounds.at(-1);
  const drafted = last?.status === "draft";
  const closedForEntry = (last && t.scheduleType === "round-robin") || (last?.number ?? 0) >= t.roundsPlanned;
  return (
    <div className="space-y-6">
      <Link href={`/org/turniere/${t.id}`} className="inline-flex min-h-11 items-center text-brand underline">
        ← {t.name}
      </Link>
      <PageTitle sub={`${entrants.length} ${many} · ${t.entrantCounts.checkedIn} eingecheckt · ${t.entrantCounts.withdrawn} zurückgezogen`}>
        {many}
      </PageTitle>
      <Card>
        <h2 className="mb-4 text-xl font-semibold">{last ? `${one} nachmelden` : `${one} anmelden`}</h2>
        {drafted ? (
          <p className="text-amber-900">
            Runde {last.number} liegt als Entwurf vor. Nachmeldungen und Rückzüge gehen erst, wenn der Entwurf veröffentlicht oder verworfen ist.
          </p>
        ) : closedForEntry ? (
          <p className="text-stone-600">
            {t.scheduleType === "round-robin"
              ? "Im Rundenturnier steht der Spielplan ab Runde 1 fest; Nachmeldungen sind nicht möglich."
              : "Alle Runden sind ausgelost; Nachmeldungen sind nicht mehr möglich."}
          </p>
        ) : (
          <RegisterPairForm
            tournamentId={t.id}
            members={availableMembers}
            lateEntry={last ? last.number + 1 : null}
            entrant={{ players: entrant.players, noun: one }}
          />
        )}
      </Card>
      {drafted || closedForEntry ? null : (
        <Card>
          <h2 className="mb-4 text-xl font-semibold">{many} per CSV importieren</h2>
          <PairImport tournamentId={t.id} entrant={{ players: entrant.players, noun: one, plural: many }} />
        </Card>
      )}
      <Card>
        <h2 className="mb-2 text-xl font-semibold">Angemeldete {many}</h2>
        <p className="mb-2 text-stone-600">
          Ausgelost werden nur eingecheckte {many}. Zurückgezogene {many} bleiben mit ihren Ergebnissen in der Tabelle.
        </p>
        {entrants.length ? (
          <div className="mb-2">
            <CheckInAllButton tournamentId={t.id} waiting={entrants.filter((e) => e.status === "registered").length} />
          </div>
        ) : null}
        {entrants.length ? (
          <ul className="divide-y divide-stone-200" data-testid="entrant-list">
            {entrants.map((e) => (
              <EntrantRow key={`${e.id}-${e.version}`} entrant={e} noun={one} />
            ))}
          </ul>
        ) : (
          <p className="text-stone-600">Noch keine {many} angemeldet.</p>
        )}
      </Card>
    </div>
  );
}
