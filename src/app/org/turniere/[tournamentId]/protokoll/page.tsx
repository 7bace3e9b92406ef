import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuditList } from "@/components/results/audit-list";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("tournaments.pages");
  return { title: t("audit.title") };
}

export default async function AuditPage({ params }: { params: Promise<{ tournamentId: string }> }) {
  const { tournamentId } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}/protokoll`);
  const data = await orNotFound((await api()).result.auditLog({ tournamentId }));
  const p = await getTranslations("tournaments.pages.audit");
  return (
    <div className="space-y-6">
      <Link href={`/org/turniere/${tournamentId}`} className="inline-flex min-h-11 items-center text-brand underline">
        ← {data.tournament.name}
      </Link>
      <PageTitle sub={p("sub")}>{p("title")}</PageTitle>
      <AuditList entries={data.entries} book={data} />
    </div>
  );
}
