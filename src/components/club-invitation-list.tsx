"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { InvitationLink } from "./invitation-link";
import { type InvitationRole, invitationUrl, untilDate } from "./invitation-labels";
import { Button, ErrorText } from "./ui";
import { useFormErrors } from "./use-form-errors";

export interface PendingInvitation {
  id: string;
  email: string;
  role: InvitationRole;
  expiresAt: Date;
}

/** A club's open invitations, for its owners: each can get a new link (the old one stops working; links are
 * shown only when made) or be withdrawn. */
export function ClubInvitationList({
  clubId,
  origin,
  invitations,
}: {
  clubId: string;
  origin: string;
  invitations: PendingInvitation[];
}) {
  const t = useTranslations("clubs");
  const locale = useLocale();
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const withdraw = useMutation(trpc.club.withdrawInvitation.mutationOptions());
  const renew = useMutation(trpc.club.renewInvitationLink.mutationOptions());
  const [fresh, setFresh] = useState<{
    id: string;
    email: string;
    url: string;
    expiresAt: Date;
    mailed: boolean | null;
  } | null>(null);
  if (invitations.length === 0) return null;
  const busy = withdraw.isPending || renew.isPending;

  async function run(action: () => Promise<unknown>) {
    errors.clear();
    setFresh(null);
    try {
      await action();
      router.refresh();
    } catch (err) {
      errors.fromError(err);
      router.refresh(); // a used or withdrawn invitation leaves the list
    }
  }

  return (
    <div className="mb-4">
      <h3 className="mb-2 text-lg font-semibold">{t("invitations.title")}</h3>
      <ul className="divide-y divide-stone-200" data-testid="invitation-list">
        {invitations.map((inv) => (
          <li key={inv.id} className="py-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium">{inv.email}</span>{" "}
                <span className="text-stone-600">
                  · {t(`roles.${inv.role}`)} · {t("invitations.until", { date: untilDate(inv.expiresAt, locale) })}
                </span>
              </span>
              <span className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    run(async () => {
                      const link = await renew.mutateAsync({ clubId, invitationId: inv.id });
                      setFresh({
                        id: inv.id,
                        email: link.email,
                        url: invitationUrl(origin, link.token),
                        expiresAt: link.expiresAt,
                        mailed: link.mailed,
                      });
                    })
                  }
                >
                  {t("invitations.newLink")}
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => run(() => withdraw.mutateAsync({ clubId, invitationId: inv.id }))}
                >
                  {t("invitations.withdraw")}
                </Button>
              </span>
            </div>
            {fresh?.id === inv.id ? (
              <div className="mt-2">
                <InvitationLink {...fresh} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ErrorText error={errors.field("invitationId") ?? errors.general} />
    </div>
  );
}
