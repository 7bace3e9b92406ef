"use client";
// One entrant in the list (a pair or a player): its players, its state, check-in and withdrawal.
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { entrantLabel } from "./labels";
import type { EntrantItem } from "./types";

/** `noun`: the game's entrant in the reader's language ("Paar", "Spieler"; default the pair's). */
export function EntrantRow({ entrant, noun }: { entrant: EntrantItem; noun?: string }) {
  const t = useTranslations("tournaments");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const checkIn = useMutation(trpc.tournament.checkIn.mutationOptions());
  const withdraw = useMutation(trpc.tournament.withdraw.mutationOptions());
  const [confirming, setConfirming] = useState(false);
  const run = async (fn: () => Promise<unknown>) => {
    errors.clear();
    try {
      await fn();
      setConfirming(false);
      router.refresh();
    } catch (e) {
      errors.fromError(e);
    }
  };
  const withdrawn = entrant.status === "withdrawn";
  return (
    <li className={`py-3 ${withdrawn ? "text-stone-500" : ""}`} data-testid={`entrant-${entrant.number}`}>
      <div className="flex flex-wrap items-center gap-3">
        <div className="mr-auto">
          <span className="text-lg font-semibold">{entrantLabel(t, entrant, noun)}</span>
          <span className="block">
            {entrant.players.map((p, i) => (
              <span key={i}>
                {i ? " & " : ""}
                {p.name}
                {p.guest ? t("entrantRow.guest") : p.playerNumber ? t("entrantRow.number", { number: p.playerNumber }) : ""}
              </span>
            ))}
          </span>
          <span className="text-sm text-stone-600">
            {t(`labels.entrantStatus.${entrant.status}`)}
            {entrant.enteredRound > 1 ? t("entrantRow.playsFrom", { round: entrant.enteredRound }) : ""}
            {withdrawn && entrant.withdrawnAfterRound ? t("entrantRow.withdrawnAfter", { round: entrant.withdrawnAfterRound }) : ""}
          </span>
        </div>
        {!withdrawn ? (
          <>
            <Button
              type="button"
              variant={entrant.status === "checked-in" ? "secondary" : "primary"}
              disabled={checkIn.isPending}
              onClick={() =>
                run(() => checkIn.mutateAsync({ entrantId: entrant.id, version: entrant.version, checkedIn: entrant.status !== "checked-in" }))
              }
            >
              {entrant.status === "checked-in" ? t("entrantRow.undoCheckIn") : t("entrantRow.checkIn")}
            </Button>
            {confirming ? (
              <Button type="button" variant="danger" onClick={() => run(() => withdraw.mutateAsync({ entrantId: entrant.id, version: entrant.version }))}>
                {t("entrantRow.confirmWithdraw")}
              </Button>
            ) : (
              <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                {t("entrantRow.withdraw")}
              </Button>
            )}
          </>
        ) : null}
      </div>
      <ErrorText error={errors.field("version") ?? errors.general} />
    </li>
  );
}
