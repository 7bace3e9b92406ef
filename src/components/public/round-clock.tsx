"use client";
// The round clock for the hall: time left in the running round and the next round's start, from the day's
// schedule ("HH:MM" on the tournament date in the tournament's time zone), or from the round's own clock (its start
// plus the minutes at a table of each size, Doppelkopf's 100 at four and 125 at five). Every time shows in the tournament's zone, whatever
// the zone of the hall's browser. Once every table is done it says so instead of counting on. It also keeps the
// page's timed lines (the progress block's overtime, round-time.ts): an element with data-from (and data-until),
// in ms, shows only from then (until then), so a line appears when the time runs out, not at the next change.
import { useEffect, useState } from "react";
import { fill } from "@/lib/fill";
import { timeIn, zonedInstant } from "@/lib/time-zone";
import { showsAt } from "./round-time";
import type { RoundClockWords } from "./words";

type Plan = { round: number; start: string; minutes: number };


function left(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return `${h ? `${h}:` : ""}${String(m).padStart(h ? 2 : 1, "0")}:${String(sec).padStart(2, "0")}`;
}

/** A round's own clock: from its start (publication, or when the organizer started it), the minutes at a table of
 * each size. */
export interface TableMinutes {
  startedAt: string;
  bySize: { size: number; minutes: number }[];
}

export function RoundClock({
  date,
  timeZone,
  schedule,
  currentRound,
  tables = null,
  done = false,
  words,
}: {
  date: string;
  timeZone: string;
  schedule: Plan[];
  currentRound: number | null;
  tables?: TableMinutes | null;
  /** Every table of the current round is done. */
  done?: boolean;
  /** roundClockWords(), translated by the page. */
  words: RoundClockWords;
}) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  useEffect(() => {
    if (!now) return;
    for (const el of document.querySelectorAll<HTMLElement>("[data-from]")) {
      const until = el.dataset.until;
      el.hidden = !showsAt({ from: Number(el.dataset.from), until: until ? Number(until) : null }, now.getTime());
    }
  }, [now]);
  // Before the browser's clock: the inputs in the page's HTML, so that a change of them (the organizer starts the
  // round's clock) makes a live page render anew rather than be sent parts (server/live/parts.ts).
  if (!now) return <div className="h-24" data-clock={JSON.stringify([date, timeZone, schedule, currentRound, tables, done])} />;
  const at = (day: string, time: string, plusMinutes = 0) => new Date(zonedInstant(day, time, timeZone).getTime() + plusMinutes * 60_000);
  const hhmm = (d: Date) => timeIn(d, timeZone);
  // The round's own clock ends at its tables that play longest (Doppelkopf: five); a day's plan is the fallback.
  const own: Plan | undefined =
    tables && currentRound !== null
      ? { round: currentRound, start: hhmm(new Date(tables.startedAt)), minutes: Math.max(...tables.bySize.map((x) => x.minutes)) }
      : undefined;
  const plan = own ?? (currentRound !== null ? schedule.find((p) => p.round === currentRound) : undefined);
  const next = schedule.find((p) => p.round > (currentRound ?? 0) && at(date, p.start) > now) ?? null;
  const end = own && tables ? new Date(new Date(tables.startedAt).getTime() + own.minutes * 60_000) : plan ? at(date, plan.start, plan.minutes) : null;
  // Each size's own end, when they differ.
  const sizeEnds =
    !done && tables && new Set(tables.bySize.map((x) => x.minutes)).size > 1
      ? tables.bySize.map(({ size, minutes }) => fill(words.sizeUntil[size] ?? "", { end: hhmm(new Date(new Date(tables.startedAt).getTime() + minutes * 60_000)) }))
      : null;
  return (
    <div className="text-right" data-testid="round-clock">
      <p className="text-5xl font-bold tabular-nums short:text-4xl">{hhmm(now)}</p>
      {plan && end ? (
        done ? (
          <p className="text-3xl text-green-400 short:text-2xl" data-testid="round-clock-done">
            {fill(words.done, { round: plan.round })}
          </p>
        ) : end > now ? (
          <p className="text-3xl tabular-nums short:text-2xl">
            {/* The time left in bold: the odd pieces of the text split at its <b> tags. */}
            {fill(words.left, { round: plan.round, left: left(end.getTime() - now.getTime()), end: hhmm(end) })
              .split(/<\/?b>/)
              .map((piece, i) => (i % 2 ? <strong key={i}>{piece}</strong> : piece))}
          </p>
        ) : (
          <p className="text-3xl text-amber-300 short:text-2xl">{fill(words.over, { round: plan.round, end: hhmm(end) })}</p>
        )
      ) : null}
      {sizeEnds ? <p className="text-2xl text-white/80 short:text-xl">{sizeEnds.join(", ")}</p> : null}
      {next ? <p className="text-2xl text-white/80 short:text-xl">{fill(words.next, { round: next.round, start: next.start })}</p> : null}
    </div>
  );
}
