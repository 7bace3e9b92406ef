"use client";
// The day's schedule: plan all rounds from a first start, or move the later rounds when one runs late.
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { endOf, type RoundPlan } from "@/lib/schedule";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText, Field } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { SelectField } from "./select-field";

export function ScheduleEditor({ tournamentId, version, schedule }: { tournamentId: string; version: number; schedule: RoundPlan[] }) {
  const t = useTranslations("tournaments.schedule");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const mutation = useMutation(trpc.tournament.updateSchedule.mutationOptions());
  const [firstStart, setFirstStart] = useState(schedule[0]?.start ?? "10:00");
  const [minutes, setMinutes] = useState(String(schedule[0]?.minutes ?? 90));
  const [breakMinutes, setBreakMinutes] = useState("15");
  const [lateRound, setLateRound] = useState(String(schedule[0]?.round ?? 1));
  const [delay, setDelay] = useState("15");

  async function send(change: Parameters<typeof mutation.mutateAsync>[0]["change"]) {
    errors.clear();
    try {
      await mutation.mutateAsync({ tournamentId, version, change });
      router.refresh();
    } catch (e) {
      errors.fromError(e);
    }
  }

  return (
    <div className="space-y-4">
      {schedule.length ? (
        <table className="w-full text-left" data-testid="schedule">
          <thead>
            <tr className="border-b border-stone-300">
              <th className="py-2">{t("round")}</th>
              <th>{t("start")}</th>
              <th>{t("end")}</th>
              <th>{t("duration")}</th>
            </tr>
          </thead>
          <tbody>
            {schedule.map((p) => (
              <tr key={p.round} className="border-b border-stone-100">
                <td className="py-2">{p.round}</td>
                <td>{t("time", { time: p.start })}</td>
                <td>{t("time", { time: endOf(p) })}</td>
                <td>{t("minutes", { minutes: p.minutes })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-stone-600">{t("empty")}</p>
      )}
      <form
        className="grid gap-3 sm:grid-cols-4 sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void send({ kind: "plan", firstStart, minutes: Number(minutes), breakMinutes: Number(breakMinutes) });
        }}
      >
        <Field label={t("firstStart")} type="time" value={firstStart} onChange={(e) => setFirstStart(e.target.value)} error={errors.field("change.firstStart")} />
        <Field label={t("perRound")} type="number" inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} error={errors.field("change.minutes")} />
        <Field label={t("break")} type="number" inputMode="numeric" value={breakMinutes} onChange={(e) => setBreakMinutes(e.target.value)} error={errors.field("change.breakMinutes")} />
        <Button type="submit" variant="secondary" disabled={mutation.isPending}>
          {t("create")}
        </Button>
      </form>
      {schedule.length ? (
        <form
          className="grid gap-3 sm:grid-cols-3 sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void send({ kind: "delay", round: Number(lateRound), minutes: Number(delay) });
          }}
        >
          <SelectField
            label={t("late")}
            value={lateRound}
            onChange={(e) => setLateRound(e.target.value)}
            options={schedule.map((p) => ({ value: String(p.round), label: t("roundOption", { round: p.round }) }))}
            error={errors.field("change.round")}
          />
          <Field label={t("delay")} type="number" inputMode="numeric" value={delay} onChange={(e) => setDelay(e.target.value)} error={errors.field("change.minutes")} />
          <Button type="submit" variant="secondary" disabled={mutation.isPending}>
            {t("shift")}
          </Button>
        </form>
      ) : null}
      <ErrorText error={errors.field("version") ?? errors.field("change.rounds") ?? errors.general} />
    </div>
  );
}
