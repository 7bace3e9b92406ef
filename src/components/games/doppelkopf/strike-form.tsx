"use client";
// The referee strikes a table's outstanding normal games at time (TSR 8.5.1), e.g. for a paper list typed in after
// the round, or lifts a strike no game was played after; with a reason, on the audit trail. Once a game followed
// the strike it stands, and no lifting is offered.
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText, Field } from "../../ui";
import { useFormErrors } from "../../use-form-errors";
import { strikeAction } from "./strike-rule";

export function StrikeForm({ matchId, struckAfter, played }: { matchId: string; struckAfter: number | null; played: number }) {
  const t = useTranslations("doppelkopf");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const strike = useMutation(trpc.result.strikeGames.mutationOptions());
  const [reason, setReason] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const action = strikeAction(struckAfter, played);
  const striking = action === "strike";
  if (action === null)
    return (
      <div className="space-y-1">
        <p className="text-lg font-semibold" data-testid="struck">
          {t("strike.struckNote", { after: struckAfter ?? 0 })}
        </p>
        <p className="text-stone-700">{t("strike.stands")}</p>
      </div>
    );
  return (
    <form
      noValidate
      aria-label={striking ? t("strike.strike") : t("strike.lift")}
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        errors.clear();
        setDone(null);
        try {
          const r = await strike.mutateAsync({ matchId, strike: striking, reason });
          setDone(r.struckAfter === null ? t("strike.lifted") : t("strike.struck", { after: r.struckAfter, left: r.gamesLeft }));
          setReason("");
          router.refresh();
        } catch (err) {
          errors.fromError(err);
        }
      }}
    >
      {struckAfter !== null ? (
        <p className="w-full text-lg font-semibold" data-testid="struck">
          {t("strike.struckNote", { after: struckAfter })}
        </p>
      ) : null}
      <Field label={striking ? t("strike.reasonStrike") : t("strike.reasonLift")} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.field("reason")} />
      <Button type="submit" variant="secondary" disabled={strike.isPending}>
        {striking ? t("strike.strike") : t("strike.lift")}
      </Button>
      <ErrorText error={errors.field("matchId") ?? errors.general} />
      {done ? (
        <p role="status" className="w-full text-green-800">
          {done}
        </p>
      ) : null}
    </form>
  );
}
