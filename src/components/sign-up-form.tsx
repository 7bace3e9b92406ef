"use client";
import { useMutation } from "@tanstack/react-query";
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Bilingual } from "@/lib/bilingual";
import { useTRPC } from "@/trpc/client";
import { signInMessage } from "./sign-in-messages";
import { Button, ErrorText, Field } from "./ui";
import { useFormErrors } from "./use-form-errors";

/** Sign-up answers the same for a new and a taken address (no account enumeration); the sign-in that follows
 * tells them apart only for whoever knows the account's password. */
const NOT_SIGNED_IN: Bilingual = {
  de: "Mit diesen Angaben ist keine Anmeldung möglich. Falls Sie für diese E-Mail-Adresse schon ein Konto haben, melden Sie sich bitte mit dessen Passwort an.",
  en: "These details do not sign you in. If you already have an account for this email address, please sign in with its password.",
};

export function SignUpForm({ needsSetupCode }: { needsSetupCode: boolean }) {
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const signUp = useMutation(trpc.auth.signUp.mutationOptions());
  const [signInError, setSignInError] = useState<Bilingual | null>(null);

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
      setSignInError(res?.error === "INVALID_CREDENTIALS" ? NOT_SIGNED_IN : signInMessage(res?.error));
      return;
    }
    router.push("/org");
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {needsSetupCode ? (
        <Field
          label="Einrichtungscode"
          name="setupCode"
          autoComplete="off"
          required
          aria-describedby="setup-code-hint"
          error={errors.field("setupCode")}
        />
      ) : null}
      {needsSetupCode ? (
        <p id="setup-code-hint" className="-mt-2 text-sm text-stone-600">
          Noch gibt es keinen Administrator. Das erste Konto wird Administrator und braucht den Einrichtungscode, den
          der Server beim Start in der Konsole anzeigt (oder den Wert von <code>SETUP_CODE</code>).
        </p>
      ) : null}
      <Field label="Name" name="name" autoComplete="name" required error={errors.field("name")} />
      <Field label="E-Mail-Adresse" name="email" type="email" autoComplete="username" required error={errors.field("email")} />
      <Field
        label="Passwort (mindestens 10 Zeichen)"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.field("password")}
      />
      <ErrorText error={errors.general ?? signInError} />
      {signInError === NOT_SIGNED_IN ? (
        <p>
          <Link href="/anmelden" className="font-semibold text-brand underline">
            Zur Anmeldung
          </Link>
        </p>
      ) : null}
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? "Konto wird angelegt …" : "Konto anlegen"}
      </Button>
    </form>
  );
}
