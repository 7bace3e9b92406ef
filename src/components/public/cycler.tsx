"use client";
// Shows one of its server-rendered pages at a time and moves on by itself (the projector needs no hands).
import { Children, useEffect, useState, type ReactNode } from "react";

export function Cycler({ children, intervalMs = 12_000 }: { children: ReactNode; intervalMs?: number }) {
  const pages = Children.toArray(children);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (pages.length < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % pages.length), intervalMs);
    return () => clearInterval(id);
  }, [pages.length, intervalMs]);
  const current = index % Math.max(1, pages.length);
  return (
    <div data-testid="cycler" data-page={current + 1} data-pages={pages.length}>
      {pages[current]}
      {pages.length > 1 ? (
        <p className="mt-2 text-right text-xl text-white/70">
          Seite {current + 1} / {pages.length}
        </p>
      ) : null}
    </div>
  );
}
