"use client";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Bilingual } from "@/lib/bilingual";
import { Button, ErrorText, Field } from "./ui";

const MESSAGES: Record<string, Bilingual> = {
  INVALID_CREDENTIALS: { de: "E-Mail-Adresse oder Passwort ist falsch.", en: "Wrong email address or password." },
  RATE_LIMITED: {
    de: "Zu viele Fehlversuche. Bitte in 15 Minuten erneut versuchen.",
    en: "Too many failed attempts. Please try again in 15 minutes.",
  },
  DISABLED: { de: "Dieses Konto ist gesperrt.", en: "This account is disabled." },
  MISSING_FIELDS: { de: "Bitte E-Mail-Adresse und Passwort angeben.", en: "Please enter email address and password." },
};
const FALLBACK: Bilingual = { de: "Anmeldung fehlgeschlagen.", en: "Sign-in failed." };

/** Only same-site paths are followed after sign-in. */
function safeCallback(url: string | undefined): string {
  return url && url.startsWith("/") && !url.startsWith("//") ? url : "/org";
}

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
      setError(MESSAGES[res?.error ?? ""] ?? FALLBACK);
      return;
    }
    router.push(safeCallback(callbackUrl));
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
