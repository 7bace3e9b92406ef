"use client";
// What a page shows when it could not be rendered: most often the database was briefly away (a restart). The
// page tries again by itself, so a projector showing the standings recovers without anyone at the laptop. Its
// words come with it (unavailableWords): the error boundaries that show it load on every page, and the pages carry
// no next-intl in the browser.
import { useEffect, useState } from "react";
import de from "@/i18n/messages/de/common.json";
import en from "@/i18n/messages/en/common.json";
import type { Locale } from "@/i18n/locales";
import { fill } from "@/lib/fill";

const AUTO_RETRY_SECONDS = 10;

/** The notice's words in the reader's language (common.unavailable; the countdown's {seconds} filled here). */
export const unavailableWords = (locale: Locale) => (locale === "en" ? en : de).unavailable;

export function UnavailableNotice({ locale }: { locale: Locale }) {
  const t = unavailableWords(locale);
  const [left, setLeft] = useState(AUTO_RETRY_SECONDS);
  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => s - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) window.location.reload();
  }, [left]);
  return (
    <div className="py-16 text-center" role="alert">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p className="mt-3 text-stone-700">{t.text}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 min-h-12 rounded-lg bg-brand px-6 py-3 font-semibold text-white"
      >
        {t.retry}
      </button>
      <p className="mt-3 text-sm text-stone-500" aria-live="polite">
        {fill(t.countdown, { seconds: Math.max(left, 0) })}
      </p>
    </div>
  );
}
