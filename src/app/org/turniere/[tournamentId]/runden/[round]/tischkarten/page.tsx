import Link from "next/link";
import { notFound } from "next/navigation";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { PrintButton } from "@/components/tournaments/print-button";
import { TableCard } from "@/components/tournaments/table-card";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export const metadata = { title: "Tischkarten" };

export default async function TableCardsPage({ params }: { params: Promise<{ tournamentId: string; round: string }> }) {
  const { tournamentId, round } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}/runden/${round}/tischkarten`);
  const number = Number(round);
  if (!Number.isInteger(number) || number < 1) notFound();
  const data = await orNotFound((await api()).round.get({ tournamentId, round: number }));
  return (
    <div>
      <div className="no-print mb-6 flex flex-wrap items-center gap-3">
        <Link href={`/org/turniere/${tournamentId}/runden/${number}`} className="mr-auto text-brand underline">
          ← Runde {number}
        </Link>
        <PrintButton label="Tischkarten drucken" />
      </div>
      {data.round.status === "draft" ? (
        <p className="no-print mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">
          Diese Runde ist noch ein Entwurf; die Karten können sich bis zur Veröffentlichung ändern.
        </p>
      ) : null}
      {data.tables.map((tb) => (
        <TableCard key={tb.matchId} data={data} table={tb} />
      ))}
      {data.bye ? <p className="text-lg">Spielfrei (Freilos): Paar {data.bye.number}</p> : null}
    </div>
  );
}
