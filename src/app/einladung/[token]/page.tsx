import { TRPCError } from "@trpc/server";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { InvitationAnswer } from "@/components/invitation-answer";
import { untilDate } from "@/components/invitation-labels";
import { Card, PageTitle } from "@/components/ui";
import { getPick } from "@/i18n/get-pick";
import { errorData } from "@/server/api/errors";
import { getSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("clubs.invitationPage");
  return { title: t("title") };
}

const linkClass =
  "inline-flex min-h-12 items-center rounded-lg px-5 text-lg font-semibold";

/** An invitation's link: the token is the invitee's proof. Signed in, the club and role with "Annehmen";
 * signed out, the way to sign in or sign up and back here. A link that no longer works says why. */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations("clubs.invitationPage");
  const tClubs = await getTranslations("clubs");
  const pick = await getPick();
  const invitation = await (await api()).invitation.byToken({ token }).catch((e: unknown) => {
    if (e instanceof TRPCError && (e.code === "NOT_FOUND" || e.code === "BAD_REQUEST")) return errorData(e);
    throw e;
  });
  if (!("clubName" in invitation)) {
    return (
      <div className="mx-auto max-w-xl">
        <PageTitle>{t("title")}</PageTitle>
        <Card>
          <p role="alert" className="text-lg text-red-700" data-testid="invitation-problem">
            {pick(invitation)}
          </p>
        </Card>
      </div>
    );
  }
  const user = await getSessionUser();
  const here = `/einladung/${encodeURIComponent(token)}`;
  const back = `?callbackUrl=${encodeURIComponent(here)}`;
  return (
    <div className="mx-auto max-w-xl">
      <PageTitle>{t("title")}</PageTitle>
      <Card>
        <p className="text-lg">{t("invitedTo")}</p>
        <p className="my-2 text-2xl font-bold" data-testid="invitation-club">
          {invitation.clubName}
          {invitation.clubCity ? <span className="font-normal text-stone-600"> · {invitation.clubCity}</span> : null}
        </p>
        <p className="text-lg">
          {t("asRole", { role: tClubs(`roles.${invitation.role}`) })}
          {invitation.invitedByName ? t("invitedBy", { name: invitation.invitedByName }) : ""}
        </p>
        <p className="mb-4 text-stone-600">{t("validUntil", { date: untilDate(invitation.expiresAt, await getLocale()) })}</p>
        {user ? (
          <>
            <p className="mb-4 text-stone-700">{t("signedInAs", { name: user.name })}</p>
            <InvitationAnswer token={token} />
          </>
        ) : (
          <>
            <p className="mb-4 text-stone-700">{t("signInFirst")}</p>
            <div className="flex flex-wrap gap-3">
              <Link href={`/anmelden${back}`} className={`${linkClass} bg-brand text-white hover:bg-blue-800`}>
                {t("signIn")}
              </Link>
              <Link href={`/registrieren${back}`} className={`${linkClass} border border-stone-300 bg-white hover:bg-stone-100`}>
                {t("signUp")}
              </Link>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
