"use client";
import { useMutation } from "@tanstack/react-query";
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { safeCallbackPath } from "@/lib/safe-callback";
import { useTRPC } from "@/trpc/client";
import { signInMessageKey } from "./sign-in-messages";
import { Button, ErrorText, Field } from "./ui";
import { shownError, useFormErrors } from "./use-form-errors";

/** Sign-up answers the same for a new and a taken address (no account enumeration); the sign-in that follows
 * tells them apart only for whoever knows the account's password: then it says "not signed in". */
type SignInFailure = { notSignedIn: true } | { notSignedIn: false; code: string | undefined };

export function SignUpForm({ needsSetupCode, callbackUrl }: { needsSetupCode: boolean; callbackUrl?: string }) {
  const t = useTranslations("account.signUp");
  const tSignIn = useTranslations("account.signIn");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const signUp = useMutation(trpc.auth.signUp.mutationOptions());
  const [signInError, setSignInError] = useState<SignInFailure | null>(null);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      ...(needsSetupCode ? { setupCode: String(form.get("setupCode") ?? "") } : {}),
    };
    errors.clear();
    setSignInError(null);
    try {
      await signUp.mutateAsync(input);
    } catch (err) {
      errors.fromError(err);
      return;
    }
    const res = await signIn("credentials", { email: input.email, password: input.password, redirect: false });
    if (!res || res.error) {
      setSignInError(
        res?.error === "INVALID_CREDENTIALS" ? { notSignedIn: true } : { notSignedIn: false, code: res?.error ?? undefined },
      );
      return;
    }
    router.push(safeCallbackPath(callbackUrl));
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {needsSetupCode ? (
        <Field
          label={t("setupCode")}
          name="setupCode"
          autoComplete="off"
          required
          aria-describedby="setup-code-hint"
          error={errors.field("setupCode")}
        />
      ) : null}
      {needsSetupCode ? (
        <p id="setup-code-hint" className="-mt-2 text-sm text-stone-600">
          {t.rich("setupCodeHint", { code: (c) => <code>{c}</code> })}
        </p>
      ) : null}
      <Field label={t("name")} name="name" autoComplete="name" required error={errors.field("name")} />
      <Field label={t("email")} name="email" type="email" autoComplete="username" required error={errors.field("email")} />
      <Field
        label={t("password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.field("password")}
      />
      <ErrorText
        error={
          errors.general ??
          (signInError === null
            ? null
            : signInError.notSignedIn
              ? shownError(t("notSignedIn"), "INVALID_CREDENTIALS")
              : shownError(tSignIn(`errors.${signInMessageKey(signInError.code)}`), signInError.code))
        }
      />
      {signInError?.notSignedIn ? (
        <p>
          <Link href={`/anmelden?callbackUrl=${encodeURIComponent(safeCallbackPath(callbackUrl))}`} className="font-semibold text-brand underline">
            {t("toSignIn")}
          </Link>
        </p>
      ) : null}
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? t("pending") : t("submit")}
      </Button>
    </form>
  );
}
