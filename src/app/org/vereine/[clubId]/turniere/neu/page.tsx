import Link from "next/link";
import { TournamentSettingsForm } from "@/components/tournaments/tournament-settings-form";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export const metadata = { title: "Neues Turnier" };

export default async function NewTournamentPage({ params }: { params: Promise<{ clubId: string }> }) {
  const { clubId } = await params;
  await requireSessionUser(`/org/vereine/${clubId}/turniere/neu`);
  const club = await orNotFound((await api()).club.get({ clubId }));
  return (
    <div className="space-y-6">
      <Link href={`/org/vereine/${club.id}`} className="text-brand underline">
        ← {club.name}
      </Link>
      <PageTitle sub="Klammern, feste Paare im Turniermodus">Neues Turnier</PageTitle>
      <Card>
        <TournamentSettingsForm mode="create" clubId={club.id} />
      </Card>
    </div>
  );
}
