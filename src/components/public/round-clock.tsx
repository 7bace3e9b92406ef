"use client";
// The round clock for the hall: time left in the running round and the next round's start, from the day's
// schedule ("HH:MM" on the tournament date in the tournament's time zone), or from the round's own clock (its start
// plus the minutes at a table of each size, Doppelkopf's 100 at four and 125 at five). Every time shows in the tournament's zone, whatever
// the zone of the hall's browser.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { timeIn, zonedInstant } from "@/lib/time-zone";

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
}: {
  date: string;
  timeZone: string;
  schedule: Plan[];
  currentRound: number | null;
  tables?: TableMinutes | null;
}) {
  const t = useTranslations("public");
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  // Before the browser's clock: the inputs in the page's HTML, so that a change of them (the organizer starts the
  // round's clock) makes a live page render anew rather than be sent parts (server/live/parts.ts).
  if (!now) return <div className="h-24" data-clock={JSON.stringify([date, timeZone, schedule, currentRound, tables])} />;
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
    tables && new Set(tables.bySize.map((x) => x.minutes)).size > 1
      ? tables.bySize.map(({ size, minutes }) => t("roundClock.sizeUntil", { size, end: hhmm(new Date(new Date(tables.startedAt).getTime() + minutes * 60_000)) }))
      : null;
  return (
    <div className="text-right" data-testid="round-clock">
      <p className="text-5xl font-bold tabular-nums">{hhmm(now)}</p>
      {plan && end ? (
        end > now ? (
          <p className="text-3xl tabular-nums">
            {t.rich("roundClock.left", {
              round: plan.round,
              left: left(end.getTime() - now.getTime()),
              end: hhmm(end),
              b: (c) => <strong>{c}</strong>,
            })}
          </p>
        ) : (
          <p className="text-3xl text-amber-300">{t("roundClock.over", { round: plan.round, end: hhmm(end) })}</p>
        )
      ) : null}
      {sizeEnds ? <p className="text-2xl text-white/80">{sizeEnds.join(", ")}</p> : null}
      {next ? <p className="text-2xl text-white/80">{t("roundClock.next", { round: next.round, start: next.start })}</p> : null}
    </div>
  );
}
