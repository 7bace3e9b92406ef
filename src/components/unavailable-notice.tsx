"use client";
// What a page shows when it could not be rendered: most often the database was briefly away (a restart). The
// page tries again by itself, so a projector showing the standings recovers without anyone at the laptop.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

const AUTO_RETRY_SECONDS = 10;

export function UnavailableNotice() {
  const t = useTranslations("common.unavailable");
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
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-3 text-stone-700">{t("text")}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 min-h-12 rounded-lg bg-brand px-6 py-3 font-semibold text-white"
      >
        {t("retry")}
      </button>
      <p className="mt-3 text-sm text-stone-500" aria-live="polite">
        {t("countdown", { seconds: Math.max(left, 0) })}
      </p>
    </div>
  );
}
