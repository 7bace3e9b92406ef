"use client";
// The projector's pages, fitted to the screen: every row is measured, and a page holds as many whole rows as the
// space under its table's head allows, so no row is ever cut, whatever the screen (1024x768 up to 1920x1080).
// Several sections (the standings, a round's seating) are paged each on its own and shown in turn; the pages cycle
// by themselves. `rows` fixes the rows per page instead (the projector's ?zeilen=). A big event's projector renders
// one chunk of rows at a time (projector-chunks.ts): `next` is then the address of the next chunk, which the cycle
// asks for instead of starting over. A section may turn its pages faster by their rows (`rowsPerInterval`: the
// seating, where people look up one name).
import { useRouter } from "next/navigation";
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from "react";
import { fill } from "@/lib/fill";
import type { FitPagesWords } from "./words";

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

export interface FitPage {
  /** The section's index. */
  section: number;
  /** Its rows from .. to (exclusive). */
  from: number;
  to: number;
}

/** The pages of all sections in turn: each section's own pages (`starts`, from pageStarts) over its `rows`. */
export function cyclePages(starts: readonly (readonly number[])[], rows: readonly number[]): FitPage[] {
  return starts.flatMap((s, section) => s.map((from, j) => ({ section, from, to: s[j + 1] ?? rows[section] ?? 0 })));
}

/** What the cycle does after page `page` of `pages`: show the page after it, or, at the end of the cycle with a
 * `next` chunk, go there (the page number keeps counting up without one: it is taken modulo the pages). */
export function cycleStep(page: number, pages: number, next?: string): number | string {
  return next && (page + 1) % Math.max(1, pages) === 0 ? next : page + 1;
}

/** How long page `at` shows: the interval, or for a section with `rowsPerInterval` the interval's share by the
 * page's rows (a page of half as many rows shows half as long), at least MIN_PAGE_MS; never longer than the interval. */
export function pageMs(at: FitPage, rowsPerInterval: number | undefined, intervalMs: number): number {
  if (!rowsPerInterval) return intervalMs;
  const rows = Number.isFinite(at.to) ? at.to - at.from : rowsPerInterval;
  return Math.min(intervalMs, Math.max(MIN_PAGE_MS, Math.round((intervalMs * rows) / rowsPerInterval)));
}

/** The shortest a page shows: time to find the first letter of a name and read its row. */
export const MIN_PAGE_MS = 5_000;

export interface FitSection {
  key: string;
  node: ReactNode;
  /** The rows of the section in this chunk (data-chunk, e.g. "61-120/4000"), where it is rendered in chunks. */
  chunk?: string;
  /** Which rows those are, in words beside the page number ("Plätze 61–120 von 4.000"). */
  range?: string;
  /** A page of this section shows for the whole interval when it holds this many rows, shorter by its rows. */
  rowsPerInterval?: number;
}

/** `next`: the address of the next chunk (the caller keys FitPages by its chunk, so each starts at its first page). */
export function FitPages({
  sections,
  intervalMs = 12_000,
  rows,
  next,
  words,
}: {
  sections: FitSection[];
  intervalMs?: number;
  rows?: number;
  next?: string;
  /** fitPagesWords(), translated by the page. */
  words: FitPagesWords;
}) {
  const router = useRouter();
  const box = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<FitPage[]>([{ section: 0, from: 0, to: Infinity }]);
  const [page, setPage] = useState(0);
  const [resized, onResize] = useReducer((n: number) => n + 1, 0);
  const current = page % pages.length;
  const shown = pages[current] ?? pages[0]!;

  // After every render (a live refresh brings new rows) and every resize: measure with every section and row
  // shown, then show only the current page's.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const parts = [...el.querySelectorAll<HTMLElement>(":scope > [data-fit-section]")];
    const rowsOf = parts.map((part) => [...part.querySelectorAll<HTMLElement>("tbody > tr")]);
    for (const part of parts) part.style.display = "";
    for (const tr of rowsOf.flat()) tr.style.display = "";
    const starts = parts.map((part, i) => {
      const table = part.querySelector("table");
      const head = table?.tHead?.getBoundingClientRect().height ?? 0;
      const frame = table ? table.getBoundingClientRect().top - part.getBoundingClientRect().top + 24 : 24;
      return pageStarts(
        rowsOf[i]!.map((tr) => tr.getBoundingClientRect().height),
        el.clientHeight - head - frame,
        rows,
      );
    });
    const next = cyclePages(starts, rowsOf.map((r) => r.length));
    if (JSON.stringify(next) !== JSON.stringify(pages)) setPages(next);
    const at = next[current % next.length] ?? next[0]!;
    parts.forEach((part, i) => {
      part.style.display = i === at.section ? "" : "none";
      part.dataset.pages = String(starts[i]!.length);
    });
    rowsOf[at.section]?.forEach((tr, i) => (tr.style.display = i >= at.from && i < at.to ? "" : "none"));
  });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(onResize);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Each page for its own time, started anew when the page changes. At the cycle's end with a next chunk the last
  // page stays until that chunk arrives; should that fail, the next tick asks again.
  const ms = pageMs(shown, sections[shown.section]?.rowsPerInterval, intervalMs);
  useEffect(() => {
    if (pages.length < 2 && !next) return;
    const id = setInterval(() => {
      const step = cycleStep(page, pages.length, next);
      if (typeof step === "string") router.replace(step, { scroll: false });
      else setPage(step);
    }, ms);
    return () => clearInterval(id);
  }, [page, pages.length, ms, next, router]);

  const range = sections[shown.section]?.range;
  const pageOf = pages.length > 1 ? fill(words.page, { page: current + 1, pages: pages.length }) : "";

  return (
    <div
      className="flex min-h-0 flex-col"
      data-testid="cycler"
      data-page={current + 1}
      data-pages={pages.length}
      data-section={sections[shown.section]?.key}
      data-chunk={sections[shown.section]?.chunk}
      data-cycle-ms={pages.reduce((n, p) => n + pageMs(p, sections[p.section]?.rowsPerInterval, intervalMs), 0)}
      data-resized={resized}
    >
      <div ref={box} className="min-h-0 flex-1 overflow-hidden">
        {sections.map((s) => (
          <div key={s.key} data-fit-section={s.key} data-testid={`fit-section-${s.key}`} data-chunk={s.chunk}>
            {s.node}
          </div>
        ))}
      </div>
      <p className="mt-2 h-8 text-right text-xl text-white/70 short:mt-1 short:h-7 short:text-lg">{range ? (pageOf ? `${range} · ${pageOf}` : range) : pageOf}</p>
    </div>
  );
}
