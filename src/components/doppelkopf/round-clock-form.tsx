"use client";
// The organizer starts the running round's clock when play begins (or sets when it began, e.g. 10:05): every
// table's time runs from there, on the tablets and the projector.
import { useMutation } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, Card, ErrorText, Field } from "../ui";
import { useFormErrors } from "../use-form-errors";

/** "HH:MM" today in this browser's time zone as an ISO time, or null. */
function todayAt(value: string): string | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  const d = new Date();
  d.setHours(Number(m[1]), Number(m[2]), 0, 0);
  return d.toISOString();
}

export function RoundClockForm({ roundId, startedAt }: { roundId: string; startedAt: string }) {
  const t = useTranslations("doppelkopf");
  const format = useFormatter();
  const hhmm = (d: Date) => format.dateTime(d, { hour: "2-digit", minute: "2-digit" });
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const start = useMutation(trpc.round.startClock.mutationOptions());
  const [at, setAt] = useState("");
  const [typo, setTypo] = useState<string | null>(null);
  const send = async (when: string | undefined) => {
    errors.clear();
    try {
      await start.mutateAsync({ roundId, startedAt: when });
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
          const when = at.trim() ? todayAt(at) : undefined;
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
        <Field label={t("roundClock.startAt")} placeholder={t("roundClock.placeholder")} inputMode="numeric" value={at} onChange={(e) => setAt(e.target.value)} error={typo ?? errors.field("startedAt")} />
        <Button type="submit" variant="secondary" disabled={start.isPending}>
          {t("roundClock.start")}
        </Button>
        <ErrorText error={errors.field("roundId") ?? errors.general} />
      </form>
    </Card>
  );
}
