"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { InvitationLink } from "./invitation-link";
import { invitationUrl } from "./invitation-labels";
import { Button, ErrorText, Field } from "./ui";
import { useFormErrors } from "./use-form-errors";

/** An owner invites someone by email and passes the link on; the person joins only by accepting there. */
export function InviteOrganizerForm({ clubId, origin }: { clubId: string; origin: string }) {
  const t = useTranslations("clubs");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const [sent, setSent] = useState<{ email: string; url: string; expiresAt: Date; mailed: boolean | null } | null>(null);
  const invite = useMutation(trpc.club.inviteOrganizer.mutationOptions());

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    errors.clear();
    setSent(null);
    try {
      const invitation = await invite.mutateAsync({
        clubId,
        email: String(form.get("email") ?? ""),
        role: form.get("role") === "owner" ? "owner" : "organizer",
      });
      setSent({
        email: invitation.email,
        url: invitationUrl(origin, invitation.token),
        expiresAt: invitation.expiresAt,
        mailed: invitation.mailed,
      });
      formEl.reset();
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <Field label={t("inviteForm.email")} name="email" type="email" error={errors.field("email")} />
      <label className="block">
        <span className="mb-1 block text-base font-medium">{t("inviteForm.role")}</span>
        <select name="role" className="min-h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-lg">
          <option value="organizer">{t("roles.organizer")}</option>
          <option value="owner">{t("roles.owner")}</option>
        </select>
      </label>
      <ErrorText error={errors.field("role") ?? errors.general} />
      {sent ? <InvitationLink {...sent} /> : null}
      <Button type="submit" disabled={invite.isPending}>
        {t("inviteForm.submit")}
      </Button>
    </form>
  );
}
