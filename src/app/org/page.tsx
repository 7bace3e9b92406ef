import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CreateClubForm } from "@/components/create-club-form";
import { MyInvitations } from "@/components/my-invitations";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("clubs.home");
  return { title: t("title") };
}

export default async function OrganizerHome() {
  const user = await requireSessionUser("/org");
  const clubs = await (await api()).club.listMine();
  const invitations = await (await api()).invitation.listMine();
  const t = await getTranslations("clubs");
  return (
    <div className="space-y-6">
      <PageTitle
        sub={t.rich("home.signedInAs", {
          name: user.name,
          link: (c) => (
            <Link href="/org/konto" className="font-medium text-brand underline">
              {c}
            </Link>
          ),
        })}
      >
        {t("home.title")}
      </PageTitle>
      <MyInvitations invitations={invitations} />
      {clubs.length === 0 ? (
        <p className="text-stone-600">{t("home.none")}</p>
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
                  {t(`roles.${club.role}`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Card>
        <h2 className="mb-4 text-xl font-semibold">{t("home.create")}</h2>
        <CreateClubForm />
      </Card>
    </div>
  );
}
