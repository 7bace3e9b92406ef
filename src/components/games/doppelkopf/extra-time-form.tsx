"use client";
// The organizer grants a table extra time (with a reason, on the audit trail).
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText, Field } from "../../ui";
import { useFormErrors } from "../../use-form-errors";

export function ExtraTimeForm({ matchId }: { matchId: string }) {
  const t = useTranslations("doppelkopf");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const extend = useMutation(trpc.round.extendTable.mutationOptions());
  const [minutes, setMinutes] = useState("10");
  const [reason, setReason] = useState("");
  const [done, setDone] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label={t("extraTime.form")}
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        errors.clear();
        setDone(null);
        try {
          const r = await extend.mutateAsync({ matchId, minutes: Number(minutes), reason });
          setDone(t("extraTime.done", { minutes: r.extraMinutes }));
          setReason("");
          router.refresh();
        } catch (err) {
          errors.fromError(err);
        }
      }}
    >
      <Field label={t("extraTime.minutes")} inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} error={errors.field("minutes")} />
      <Field label={t("extraTime.reason")} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.field("reason")} />
      <Button type="submit" variant="secondary" disabled={extend.isPending}>
        {t("extraTime.submit")}
      </Button>
      <ErrorText error={errors.field("matchId") ?? errors.general} />
      {done ? <p role="status" className="w-full text-green-800">{done}</p> : null}
    </form>
  );
}
