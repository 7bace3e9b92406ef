"use client";
// Typing the table code (the QR code opens /tisch/<code>, which signs in by itself).
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import type { Bilingual } from "@/lib/bilingual";
import { Button, Field } from "../ui";

export type SignInAction = (code: string) => Promise<{ error: Bilingual }>;

export function CodeForm({ action, initialCode = "", auto = false }: { action: SignInAction; initialCode?: string; auto?: boolean }) {
  const t = useTranslations("tableEntry");
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<Bilingual | null>(null);
  const [pending, start] = useTransition();
  const submit = (value: string) =>
    start(async () => {
      setError(null);
      const r = await action(value);
      if (r?.error) setError(r.error);
    });
  // Opened from the QR code: sign in without a tap (a link preview does not run scripts, so it holds no table).
  const once = useRef(false);
  useEffect(() => {
    if (auto && initialCode && !once.current) {
      once.current = true;
      submit(initialCode);
    }
  }, []);
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit(code);
      }}
    >
      <Field
        label={t("codeForm.label")}
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="ABC-DEFG-HJKM"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        className="font-mono"
      />
      <Button type="submit" disabled={pending || code.trim() === ""} className="w-full text-2xl">
        {pending ? t("codeForm.signingIn") : t("codeForm.open")}
      </Button>
    </form>
  );
}
