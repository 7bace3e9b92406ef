"use client";
// The organizer starts the running round's clock when play begins (or sets when it began, e.g. 10:05, as the hall's
// clock shows it in the tournament's time zone): every table's time runs from there, on the tablets and the projector.
import { useMutation } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, Card, ErrorText, Field } from "../ui";
import { useFormErrors } from "../use-form-errors";

/** "9:30" or "09:30" as "09:30", or null. The server reads it in the tournament's time zone, never the browser's. */
function wallTime(value: string): string | null {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(value.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return `${m[1]!.padStart(2, "0")}:${m[2]}`;
}

export function RoundClockForm({ roundId, startedAt, timeZone }: { roundId: string; startedAt: string; timeZone: string }) {
  const t = useTranslations("tournaments");
  const format = useFormatter();
  const hhmm = (d: Date) => format.dateTime(d, { hour: "2-digit", minute: "2-digit", timeZone });
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const start = useMutation(trpc.round.startClock.mutationOptions());
  const [at, setAt] = useState("");
  const [typo, setTypo] = useState<string | null>(null);
  const send = async (when: string | undefined) => {
    errors.clear();
    try {
      await start.mutateAsync({ roundId, startTime: when });
      setAt("");
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
  };
  return (
    <Card>
      <form
        noValidate
        aria-label={t("roundClock.form")}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const when = at.trim() ? wallTime(at) : undefined;
          setTypo(when === null ? t("roundClock.typo") : null);
          if (when !== null) void send(when);
        }}
      >
        <p className="w-full text-lg">
          {t.rich("roundClock.running", {
            b: (c) => <strong data-testid="clock-start">{c}</strong>,
            time: hhmm(new Date(startedAt)),
          })}
        </p>
        <Field label={t("roundClock.startAt")} placeholder={t("roundClock.placeholder")} inputMode="numeric" value={at} onChange={(e) => setAt(e.target.value)} error={typo ?? errors.field("startTime")} />
        <Button type="submit" variant="secondary" disabled={start.isPending}>
          {t("roundClock.start")}
        </Button>
        <ErrorText error={errors.field("roundId") ?? errors.general} />
      </form>
    </Card>
  );
}
