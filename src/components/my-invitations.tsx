"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useTRPC } from "@/trpc/client";
import { type InvitationRole, untilDate } from "./invitation-labels";
import { Button, Card, ErrorText } from "./ui";
import { useFormErrors } from "./use-form-errors";

export interface MyInvitation {
  id: string;
  clubName: string;
  clubCity: string | null;
  role: InvitationRole;
  expiresAt: Date;
  invitedByName: string | null;
}

/** Invitations to the signed-in account's email: accepting makes it an organizer of the club, declining
 * removes the invitation. */
export function MyInvitations({ invitations }: { invitations: MyInvitation[] }) {
  const t = useTranslations("account.myInvitations");
  const tClubs = useTranslations("clubs");
  const locale = useLocale();
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const accept = useMutation(trpc.invitation.accept.mutationOptions());
  const decline = useMutation(trpc.invitation.decline.mutationOptions());
  if (invitations.length === 0) return null;
  const busy = accept.isPending || decline.isPending;

  async function answer(invitationId: string, yes: boolean) {
    errors.clear();
    try {
      if (yes) await accept.mutateAsync({ invitationId });
      else await decline.mutateAsync({ invitationId });
      router.refresh();
    } catch (err) {
      errors.fromError(err);
      router.refresh(); // an expired or withdrawn invitation disappears from the list
    }
  }

  return (
    <Card className="border-amber-300 bg-amber-50">
      <h2 className="mb-3 text-xl font-semibold">{t("title")}</h2>
      <ul className="divide-y divide-amber-200" data-testid="my-invitations">
        {invitations.map((inv) => (
          <li key={inv.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span>
              <span className="block text-lg font-semibold">{inv.clubName}</span>
              <span className="text-stone-700">
                {inv.clubCity ? `${inv.clubCity} · ` : ""}
                {t("asRole", { role: tClubs(`roles.${inv.role}`) })}
                {inv.invitedByName ? t("invitedBy", { name: inv.invitedByName }) : ""} ·{" "}
                {t("validUntil", { date: untilDate(inv.expiresAt, locale) })}
              </span>
            </span>
            <span className="flex gap-2">
              <Button disabled={busy} onClick={() => answer(inv.id, true)}>
                {t("accept")}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => answer(inv.id, false)}>
                {t("decline")}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <ErrorText error={errors.field("invitationId") ?? errors.general} />
    </Card>
  );
}
