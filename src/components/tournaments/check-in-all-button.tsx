"use client";
// At the venue most pairs arrive at once: one tap checks in every registered pair (withdrawn ones stay out).
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";

export function CheckInAllButton({ tournamentId, waiting }: { tournamentId: string; /** Registered pairs not yet checked in. */ waiting: number }) {
  const t = useTranslations("tournaments");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const checkInAll = useMutation(trpc.tournament.checkInAll.mutationOptions());
  const [done, setDone] = useState<string | null>(null);

  async function onClick() {
    errors.clear();
    setDone(null);
    try {
      const r = await checkInAll.mutateAsync({ tournamentId });
      setDone(r.checkedIn ? t("checkInAll.done", { count: r.checkedIn }) : t("checkInAll.allDone"));
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" onClick={onClick} disabled={checkInAll.isPending || waiting === 0}>
        {waiting ? t("checkInAll.buttonWaiting", { count: waiting }) : t("checkInAll.button")}
      </Button>
      {done ? <p role="status" className="text-green-800">{done}</p> : null}
      <ErrorText error={errors.general} />
    </div>
  );
}
