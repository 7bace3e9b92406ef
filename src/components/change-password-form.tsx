"use client";
import { useMutation } from "@tanstack/react-query";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText, Field } from "./ui";
import { useFormErrors } from "./use-form-errors";

/** The change ends every session of the account, this one included; the form then signs this browser in
 * again with the new password, so only the other devices are signed out. */
export function ChangePasswordForm({ email }: { email: string }) {
  const t = useTranslations("account.changePassword");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const [done, setDone] = useState(false);
  const change = useMutation(trpc.account.changePassword.mutationOptions());

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const newPassword = String(form.get("newPassword") ?? "");
    errors.clear();
    setDone(false);
    try {
      await change.mutateAsync({
        currentPassword: String(form.get("currentPassword") ?? ""),
        newPassword,
        newPasswordRepeat: String(form.get("newPasswordRepeat") ?? ""),
      });
    } catch (err) {
      errors.fromError(err);
      return;
    }
    formEl.reset();
    const again = await signIn("credentials", { email, password: newPassword, redirect: false });
    if (!again || again.error) {
      // The password is changed; only this browser's new sign-in failed (e.g. a busy server).
      router.push("/anmelden?callbackUrl=%2Forg%2Fkonto");
      return;
    }
    setDone(true);
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {/* Lets password managers tie the new password to the account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <Field
        label={t("current")}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={errors.field("currentPassword")}
      />
      <Field
        label={t("new")}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        error={errors.field("newPassword")}
      />
      <Field
        label={t("repeat")}
        name="newPasswordRepeat"
        type="password"
        autoComplete="new-password"
        error={errors.field("newPasswordRepeat")}
      />
      <ErrorText error={errors.general} />
      {done ? (
        <p role="status" className="text-base text-green-800">
          {t("done")}
        </p>
      ) : null}
      <Button type="submit" disabled={change.isPending}>
        {t("submit")}
      </Button>
    </form>
  );
}
