"use client";
// A table's round clock for the tablet and the office: the time left and when it ends, or that time is up and only
// the Pflichtsoli still missing may be played. Ticks every 15 seconds; the end comes from the server.
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { DEFAULT_TIME_ZONE } from "@/lib/time-zone";

export interface ClockView {
  deadline: string;
  minutes: number;
  extraMinutes: number;
  /** The tournament's time zone; a view stored offline before it was sent shows in the hall's default. */
  timeZone?: string;
}


/** The time now, refreshed every 15 seconds. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Whether the table's time is up by this device's clock (the server decides again when a game arrives). */
export function useTimeUp(clock: ClockView | null) {
  const now = useNow();
  return clock !== null && now > new Date(clock.deadline).getTime();
}

export function TableClock({ clock }: { clock: ClockView }) {
  const t = useTranslations("doppelkopf");
  const format = useFormatter();
  const hhmm = (d: Date) => format.dateTime(d, { hour: "2-digit", minute: "2-digit", timeZone: clock.timeZone ?? DEFAULT_TIME_ZONE });
  const now = useNow();
  const end = new Date(clock.deadline);
  const left = Math.ceil((end.getTime() - now) / 60_000);
  const extra = clock.extraMinutes ? t("tableClock.extra", { minutes: clock.extraMinutes }) : "";
  if (left <= 0)
    return (
      <p role="status" data-testid="table-clock" className="rounded-lg bg-red-100 px-4 py-3 text-lg font-semibold text-red-900">
        {t("tableClock.up", { time: hhmm(end), extra })}
      </p>
    );
  return (
    <p role="status" data-testid="table-clock" className={`rounded-lg px-4 py-3 text-lg font-semibold ${left <= 10 ? "bg-amber-100 text-amber-900" : "bg-stone-100 text-stone-800"}`}>
      {t("tableClock.left", { left, time: hhmm(end) })}
      {extra}
    </p>
  );
}
