import Link from "next/link";
import { AuditList } from "@/components/results/audit-list";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export const metadata = { title: "Protokoll" };

export default async function AuditPage({ params }: { params: Promise<{ tournamentId: string }> }) {
  const { tournamentId } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}/protokoll`);
  const data = await orNotFound((await api()).result.auditLog({ tournamentId }));
  return (
    <div className="space-y-6">
      <Link href={`/org/turniere/${tournamentId}`} className="inline-flex min-h-11 items-center text-brand underline">
        ← {data.tournament.name}
      </Link>
      <PageTitle sub="Korrekturen und festgesetzte Ergebnisse: wer, wann, warum, vorher und nachher">Protokoll</PageTitle>
      <AuditList entries={data.entries} />
    </div>
  );
}
