"use client";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Bilingual } from "@/lib/bilingual";
import { safeCallbackPath } from "@/lib/safe-callback";
import { signInMessage } from "./sign-in-messages";
import { Button, ErrorText, Field } from "./ui";

export function SignInForm({ callbackUrl }: { callbackUrl?: string }) {
  const router = useRouter();
  const [error, setError] = useState<Bilingual | null>(null);
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
      setError(signInMessage(res?.error));
      return;
    }
    router.push(safeCallbackPath(callbackUrl));
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <Field label="E-Mail-Adresse" name="email" type="email" autoComplete="username" required />
      <Field label="Passwort" name="password" type="password" autoComplete="current-password" required />
      <ErrorText error={error} />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Anmelden …" : "Anmelden"}
      </Button>
    </form>
  );
}
