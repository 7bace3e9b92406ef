import { TRPCError } from "@trpc/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClubInvitationList } from "@/components/club-invitation-list";
import { EditClubForm } from "@/components/edit-club-form";
import { InviteOrganizerForm } from "@/components/invite-organizer-form";
import { RemoveOrganizerButton } from "@/components/remove-organizer-button";
import { ClubSeasons } from "@/components/seasons/club-seasons";
import { ClubTournaments } from "@/components/tournaments/club-tournaments";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { hallOrigin } from "@/server/live/public-url";
import { api } from "@/trpc/server";

export default async function ClubPage({ params }: { params: Promise<{ clubId: string }> }) {
  const { clubId } = await params;
  const me = await requireSessionUser(`/org/vereine/${clubId}`);
  const club = await (await api()).club.get({ clubId }).catch((e: unknown) => {
    // Foreign, unknown and malformed ids all look the same from outside.
    if (e instanceof TRPCError && ["FORBIDDEN", "BAD_REQUEST", "NOT_FOUND"].includes(e.code)) notFound();
    throw e;
  });
  const tournaments = await (await api()).tournament.listByClub({ clubId: club.id });
  const seasons = await (await api()).season.listForClub({ clubId: club.id });
  const isOwner = club.myRole === "owner";
  const invitations = isOwner ? await (await api()).club.listInvitations({ clubId: club.id }) : [];
  // Invitation links are made on the address phones can open, like the QR codes.
  const origin = isOwner ? (await hallOrigin()).origin : "";
  const t = await getTranslations("clubs");
  return (
    <div className="space-y-6">
      <PageTitle sub={club.city ?? undefined}>{club.name}</PageTitle>
      <Link
        href={`/org/vereine/${club.id}/mitglieder`}
        className="inline-flex min-h-12 items-center rounded-lg border border-stone-300 bg-white px-5 text-lg font-semibold hover:bg-stone-100"
      >
        {t("club.manageMembers")}
      </Link>
      <ClubTournaments clubId={club.id} tournaments={tournaments} />
      <ClubSeasons clubId={club.id} seasons={seasons} />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <h2 className="mb-4 text-xl font-semibold">{t("club.edit")}</h2>
          <EditClubForm club={club} />
        </Card>
        <Card>
          <h2 className="mb-4 text-xl font-semibold">{t("club.organizers")}</h2>
          <ul className="mb-4 divide-y divide-stone-200" data-testid="organizer-list">
            {club.organizers.map((o) => (
              <li key={o.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{o.name}</span>{" "}
                  <span className="text-stone-600">
                    {o.email} · {t(`roles.${o.role}`)}
                  </span>
                </span>
                {isOwner && o.userId !== me.id ? (
                  <RemoveOrganizerButton clubId={club.id} userId={o.userId} name={o.name} />
                ) : null}
              </li>
            ))}
          </ul>
          {isOwner ? (
            <>
              <ClubInvitationList clubId={club.id} origin={origin} invitations={invitations} />
              <h3 className="mb-2 text-lg font-semibold">{t("club.invite")}</h3>
              <InviteOrganizerForm clubId={club.id} origin={origin} />
            </>
          ) : null}
        </Card>
      </div>
    </div>
  );
}
