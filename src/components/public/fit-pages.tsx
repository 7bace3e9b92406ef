"use client";
// The projector's standings, paged to fit the screen: every row is measured, and a page holds as many whole rows as
// the space under the table's head allows, so no row is ever cut, whatever the screen (1024x768 up to 1920x1080).
// The pages cycle by themselves. `rows` fixes the rows per page instead (the projector's ?zeilen=).
import { useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from "react";

/** Where each page starts, for rows of the given heights in `room` pixels (at least one row a page). */
export function pageStarts(heights: readonly number[], room: number, fixed?: number): number[] {
  const starts = [0];
  if (fixed) {
    for (let i = fixed; i < heights.length; i += fixed) starts.push(i);
    return starts;
  }
  let used = 0;
  heights.forEach((h, i) => {
    if (used > 0 && used + h > room) {
      starts.push(i);
      used = 0;
    }
    used += h;
  });
  return starts;
}

export function FitPages({ children, intervalMs = 12_000, rows }: { children: ReactNode; intervalMs?: number; rows?: number }) {
  const t = useTranslations("public");
  const box = useRef<HTMLDivElement>(null);
  const [starts, setStarts] = useState<number[]>([0]);
  const [page, setPage] = useState(0);
  const [resized, onResize] = useReducer((n: number) => n + 1, 0);
  const current = page % starts.length;

  // After every render (a live refresh brings new rows) and every resize: measure with all rows shown, then show
  // only the current page's.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const trs = [...el.querySelectorAll<HTMLElement>("tbody > tr")];
    for (const tr of trs) tr.style.display = "";
    const table = el.querySelector("table");
    const head = table?.tHead?.getBoundingClientRect().height ?? 0;
    const frame = table ? table.getBoundingClientRect().top - el.getBoundingClientRect().top + 24 : 24;
    const room = el.clientHeight - head - frame;
    const next = pageStarts(
      trs.map((tr) => tr.getBoundingClientRect().height),
      room,
      rows,
    );
    if (next.join() !== starts.join()) setStarts(next);
    const from = next[current % next.length] ?? 0;
    const to = next[(current % next.length) + 1] ?? trs.length;
    trs.forEach((tr, i) => (tr.style.display = i >= from && i < to ? "" : "none"));
  });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(onResize);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (starts.length < 2) return;
    const id = setInterval(() => setPage((p) => p + 1), intervalMs);
    return () => clearInterval(id);
  }, [starts.length, intervalMs]);

  return (
    <div className="flex min-h-0 flex-col" data-testid="cycler" data-page={current + 1} data-pages={starts.length} data-resized={resized}>
      <div ref={box} className="min-h-0 flex-1 overflow-hidden">
        {children}
      </div>
      <p className="mt-2 h-8 text-right text-xl text-white/70">{starts.length > 1 ? t("fitPages.page", { page: current + 1, pages: starts.length }) : ""}</p>
    </div>
  );
}
