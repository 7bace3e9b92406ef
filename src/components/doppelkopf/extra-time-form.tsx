"use client";
// The organizer grants a table extra time (with a reason, on the audit trail).
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText, Field } from "../ui";
import { useFormErrors } from "../use-form-errors";

export function ExtraTimeForm({ matchId }: { matchId: string }) {
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
      aria-label="Mehr Zeit für diesen Tisch"
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        errors.clear();
        setDone(null);
        try {
          const r = await extend.mutateAsync({ matchId, minutes: Number(minutes), reason });
          setDone(`Verlängert; der Tisch hat jetzt ${r.extraMinutes} min mehr.`);
          setReason("");
          router.refresh();
        } catch (err) {
          errors.fromError(err);
        }
      }}
    >
      <Field label="Mehr Zeit (Minuten)" inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} error={errors.field("minutes")} />
      <Field label="Begründung der Verlängerung" value={reason} onChange={(e) => setReason(e.target.value)} error={errors.field("reason")} />
      <Button type="submit" variant="secondary" disabled={extend.isPending}>
        Zeit verlängern
      </Button>
      <ErrorText error={errors.field("matchId") ?? errors.general} />
      {done ? <p role="status" className="w-full text-green-800">{done}</p> : null}
    </form>
  );
}
