"use client";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { safeCallbackPath } from "@/lib/safe-callback";
import { signInMessageKey } from "./sign-in-messages";
import { Button, ErrorText, Field } from "./ui";
import { shownError } from "./use-form-errors";

export function SignInForm({ callbackUrl }: { callbackUrl?: string }) {
  const t = useTranslations("account.signIn");
  const router = useRouter();
  const [error, setError] = useState<{ code: string | undefined } | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPending(true);
    setError(null);
    const res = await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirect: false,
    });
    setPending(false);
    if (!res || res.error) {
      setError({ code: res?.error ?? undefined });
      return;
    }
    router.push(safeCallbackPath(callbackUrl));
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <Field label={t("email")} name="email" type="email" autoComplete="username" required />
      <Field label={t("password")} name="password" type="password" autoComplete="current-password" required />
      <ErrorText error={error ? shownError(t(`errors.${signInMessageKey(error.code)}`), error.code) : null} />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t("pending") : t("submit")}
      </Button>
    </form>
  );
}
