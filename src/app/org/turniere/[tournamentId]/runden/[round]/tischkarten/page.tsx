import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { HallAddressWarning } from "@/components/hall-address-warning";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { PrintButton } from "@/components/tournaments/print-button";
import { TableCard, type TableEntryCodes } from "@/components/tournaments/table-card";
import { requireSessionUser } from "@/server/auth/session";
import { hallOrigin } from "@/server/live/public-url";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("tournaments.pages");
  return { title: t("tableCards.title") };
}

export default async function TableCardsPage({ params }: { params: Promise<{ tournamentId: string; round: string }> }) {
  const { tournamentId, round } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}/runden/${round}/tischkarten`);
  const number = Number(round);
  if (!Number.isInteger(number) || number < 1) notFound();
  const caller = await api();
  const data = await orNotFound(caller.round.get({ tournamentId, round: number }));
  // One address for all cards: the laptop's network address when the organizer uses localhost (hall-address.ts).
  const hall = await hallOrigin();
  const p = await getTranslations("tournaments.pages.tableCards");
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
          {p("back", { round: number })}
        </Link>
        <PrintButton label={p("print")} />
      </div>
      {hall.noNetworkAddress ? (
        <HallAddressWarning className="mb-4" />
      ) : (
        <p className="no-print mb-4 text-stone-700" data-testid="hall-address">
          {p.rich("hall", { address: `${hall.origin}/tisch`, b: (c) => <strong className="font-mono">{c}</strong> })}
        </p>
      )}
      {missing ? (
        <p className="no-print mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">
          {p.rich("missing", {
            link: (c) => (
              <Link href={`/org/turniere/${tournamentId}/runden/${number}`} className="text-brand underline">
                {c}
              </Link>
            ),
          })}
        </p>
      ) : null}
      {data.round.status === "draft" ? (
        <p className="no-print mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">
          {p("draft")}
        </p>
      ) : null}
      {data.tables.map((tb) => (
        <TableCard key={tb.matchId} data={data} table={tb} entry={entry.get(tb.matchId)} />
      ))}
      {data.bye ? <p className="text-lg">{p("bye", { number: data.bye.number })}</p> : null}
    </div>
  );
}
