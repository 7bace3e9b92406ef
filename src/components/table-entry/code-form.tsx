"use client";
// Typing the table code (the QR code opens /tisch/<code>, which signs in by itself). A tablet that stays at its
// table takes the next round's code here: while deals of its last table still wait on the device, it says so first
// and does not sign in by itself, since the new code's session could not send them.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import type { Bilingual } from "@/lib/bilingual";
import { Button, Field } from "../ui";
import { lastMatch, listQueued } from "./offline-queue";

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
  const [waiting, setWaiting] = useState<number[] | null>(null);
  useEffect(() => {
    void waitingOnDevice().then((numbers) => {
      setWaiting(numbers);
      if (auto && initialCode && !once.current && numbers.length === 0) {
        once.current = true;
        submit(initialCode);
      }
    });
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
      {waiting?.length ? (
        <div role="alert" data-testid="waiting-on-device" className="space-y-3 rounded-lg bg-amber-100 px-4 py-3 text-lg text-amber-900">
          <p>{t("codeForm.waiting", { count: waiting.length, numbers: waiting.join(", ") })}</p>
          <Link href="/tisch/spiel" className="inline-block min-h-12 rounded-lg bg-brand px-5 py-3 font-semibold text-white">
            {t("codeForm.backToTable")}
          </Link>
        </div>
      ) : null}
      <Button type="submit" disabled={pending || code.trim() === ""} className="w-full text-2xl">
        {pending ? t("codeForm.signingIn") : t("codeForm.open")}
      </Button>
    </form>
  );
}

/** The numbers of the deals that wait on this device for the table it last worked on. */
async function waitingOnDevice(): Promise<number[]> {
  const match = lastMatch();
  if (!match) return [];
  try {
    return (await listQueued(match)).map((d) => d.number);
  } catch {
    return []; // no IndexedDB (private mode): nothing can wait here
  }
}
