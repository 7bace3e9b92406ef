import Link from "next/link";
import { CreateClubForm } from "@/components/create-club-form";
import { MyInvitations } from "@/components/my-invitations";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export const metadata = { title: "Meine Vereine" };

const ROLE_NAMES = { owner: "Eigentümer", organizer: "Turnierleitung" } as const;

export default async function OrganizerHome() {
  const user = await requireSessionUser("/org");
  const clubs = await (await api()).club.listMine();
  const invitations = await (await api()).invitation.listMine();
  return (
    <div className="space-y-6">
      <PageTitle
        sub={
          <>
            Angemeldet als {user.name} ·{" "}
            <Link href="/org/konto" className="font-medium text-brand underline">
              Mein Konto
            </Link>
          </>
        }
      >
        Meine Vereine
      </PageTitle>
      <MyInvitations invitations={invitations} />
      {clubs.length === 0 ? (
        <p className="text-stone-600">Sie verwalten noch keinen Verein. Legen Sie unten den ersten an.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="club-list">
          {clubs.map((club) => (
            <li key={club.id}>
              <Link
                href={`/org/vereine/${club.id}`}
                className="block min-h-12 rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand"
              >
                <span className="block text-xl font-semibold">{club.name}</span>
                <span className="text-stone-600">
                  {club.city ? `${club.city} · ` : ""}
                  {ROLE_NAMES[club.role]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Card>
        <h2 className="mb-4 text-xl font-semibold">Neuen Verein anlegen</h2>
        <CreateClubForm />
      </Card>
    </div>
  );
}
