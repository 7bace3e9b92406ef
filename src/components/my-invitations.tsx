import { useLocale, useTranslations } from "next-intl";
import { type InvitationRole, untilDate } from "./invitation-labels";
import { Card } from "./ui";

export interface MyInvitation {
  id: string;
  clubName: string;
  clubCity: string | null;
  role: InvitationRole;
  expiresAt: Date;
  invitedByName: string | null;
}

/** Invitations addressed to the signed-in account's email, as a reminder only: the address proves nothing, so
 * accepting (or declining) needs the invitation's link, which the inviting owner passes on. */
export function MyInvitations({ invitations }: { invitations: MyInvitation[] }) {
  const t = useTranslations("account.myInvitations");
  const tClubs = useTranslations("clubs");
  const locale = useLocale();
  if (invitations.length === 0) return null;
  return (
    <Card className="border-amber-300 bg-amber-50">
      <h2 className="mb-1 text-xl font-semibold">{t("title")}</h2>
      <p className="mb-2 text-base text-stone-700">{t("openLink")}</p>
      <ul className="divide-y divide-amber-200" data-testid="my-invitations">
        {invitations.map((inv) => (
          <li key={inv.id} className="py-3">
            <span className="block text-lg font-semibold">{inv.clubName}</span>
            <span className="text-stone-700">
              {inv.clubCity ? `${inv.clubCity} · ` : ""}
              {t("asRole", { role: tClubs(`roles.${inv.role}`) })}
              {inv.invitedByName ? t("invitedBy", { name: inv.invitedByName }) : ""} ·{" "}
              {t("validUntil", { date: untilDate(inv.expiresAt, locale) })}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
