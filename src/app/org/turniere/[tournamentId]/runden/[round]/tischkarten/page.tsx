import Link from "next/link";
import { notFound } from "next/navigation";
import { HallAddressWarning } from "@/components/hall-address-warning";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { PrintButton } from "@/components/tournaments/print-button";
import { TableCard, type TableEntryCodes } from "@/components/tournaments/table-card";
import { requireSessionUser } from "@/server/auth/session";
import { hallOrigin } from "@/server/live/public-url";
import { api } from "@/trpc/server";

export const metadata = { title: "Tischkarten" };

export default async function TableCardsPage({ params }: { params: Promise<{ tournamentId: string; round: string }> }) {
  const { tournamentId, round } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}/runden/${round}/tischkarten`);
  const number = Number(round);
  if (!Number.isInteger(number) || number < 1) notFound();
  const caller = await api();
  const data = await orNotFound(caller.round.get({ tournamentId, round: number }));
  // One address for all cards: the laptop's network address when the organizer uses localhost (hall-address.ts).
  const hall = await hallOrigin();
  // A published round's cards carry the captain's QR code and both codes, issued when the round was published
  // (this page only reads: a GET never changes anything).
  const entry = new Map<string, TableEntryCodes>();
  let missing = false;
  if (data.round.status === "published") {
    const sheet = await caller.table.listCodes({ tournamentId, round: number });
    missing = sheet.tables.some((t) => !t.captain || !t.opponent);
    for (const t of sheet.tables) {
      if (t.captain) {
        entry.set(t.matchId, { url: `${hall.origin}${t.captain.path}`, code: t.captain.code, opponentCode: t.opponent?.code ?? null });
      }
    }
  }
  return (
    <div>
      <div className="no-print mb-6 flex flex-wrap items-center gap-3">
        <Link href={`/org/turniere/${tournamentId}/runden/${number}`} className="mr-auto text-brand underline">
          ← Runde {number}
        </Link>
        <PrintButton label="Tischkarten drucken" />
      </div>
      {hall.noNetworkAddress ? (
        <HallAddressWarning className="mb-4" />
      ) : (
        <p className="no-print mb-4 text-stone-700" data-testid="hall-address">
          Die QR-Codes öffnen <strong className="font-mono">{hall.origin}/tisch</strong>; die Tablets müssen diese Adresse
          erreichen (im Netz der Halle). Jede Karte an der Schnittlinie teilen: die obere Hälfte bekommt, wer eingibt, die
          untere die Gegenseite.
        </p>
      )}
      {missing ? (
        <p className="no-print mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">
          Einige Tische haben noch keine Tischcodes.{" "}
          <Link href={`/org/turniere/${tournamentId}/runden/${number}`} className="text-brand underline">
            Auf der Rundenseite erzeugen
          </Link>
          , dann diese Seite neu laden.
        </p>
      ) : null}
      {data.round.status === "draft" ? (
        <p className="no-print mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">
          Diese Runde ist noch ein Entwurf; die Karten können sich bis zur Veröffentlichung ändern.
        </p>
      ) : null}
      {data.tables.map((tb) => (
        <TableCard key={tb.matchId} data={data} table={tb} entry={entry.get(tb.matchId)} />
      ))}
      {data.bye ? <p className="text-lg">Spielfrei (Freilos): Paar {data.bye.number}</p> : null}
    </div>
  );
}
