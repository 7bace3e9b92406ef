"use client";
// What a page shows when it could not be rendered: most often the database was briefly away (a restart). The
// page tries again by itself, so a projector showing the standings recovers without anyone at the laptop.
import { useEffect, useState } from "react";

const AUTO_RETRY_SECONDS = 10;

export function UnavailableNotice() {
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
      <h1 className="text-3xl font-bold">Seite gerade nicht verfügbar</h1>
      <p className="mt-3 text-stone-700">
        Meist ist die Datenbank nur kurz nicht erreichbar, etwa während eines Neustarts. Bitte in ein paar Sekunden
        erneut versuchen.
      </p>
      <p className="mt-1 text-stone-500" lang="en">
        This page is not available right now; usually the database is briefly unreachable. Please try again shortly.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 min-h-12 rounded-lg bg-brand px-6 py-3 font-semibold text-white"
      >
        Erneut versuchen
      </button>
      <p className="mt-3 text-sm text-stone-500" aria-live="polite">
        Neuer Versuch in {Math.max(left, 0)} s
      </p>
    </div>
  );
}
