"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useTRPC } from "@/trpc/client";
import { type InvitationRole, untilDate } from "./invitation-labels";
import { Button, ErrorText } from "./ui";
import { useFormErrors } from "./use-form-errors";

export interface PendingInvitation {
  id: string;
  email: string;
  role: InvitationRole;
  expiresAt: Date;
}

/** A club's open invitations, for its owners, each with a button to withdraw it. */
export function ClubInvitationList({ clubId, invitations }: { clubId: string; invitations: PendingInvitation[] }) {
  const t = useTranslations("clubs");
  const locale = useLocale();
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const withdraw = useMutation(trpc.club.withdrawInvitation.mutationOptions());
  if (invitations.length === 0) return null;
  return (
    <div className="mb-4">
      <h3 className="mb-2 text-lg font-semibold">{t("invitations.title")}</h3>
      <ul className="divide-y divide-stone-200" data-testid="invitation-list">
        {invitations.map((inv) => (
          <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-medium">{inv.email}</span>{" "}
              <span className="text-stone-600">
                · {t(`roles.${inv.role}`)} · {t("invitations.until", { date: untilDate(inv.expiresAt, locale) })}
              </span>
            </span>
            <Button
              variant="secondary"
              disabled={withdraw.isPending}
              onClick={async () => {
                errors.clear();
                try {
                  await withdraw.mutateAsync({ clubId, invitationId: inv.id });
                  router.refresh();
                } catch (err) {
                  errors.fromError(err);
                }
              }}
            >
              {t("invitations.withdraw")}
            </Button>
          </li>
        ))}
      </ul>
      <ErrorText error={errors.field("invitationId") ?? errors.general} />
    </div>
  );
}
