"use client";
// One entrant in the list (a pair or a player): its players, its state, check-in and withdrawal.
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { ENTRANT_STATUS_NAMES, pairLabel } from "./labels";
import type { EntrantItem } from "./types";

/** `noun`: the game's entrant ("Paar", "Spieler"). */
export function EntrantRow({ entrant, noun = "Paar" }: { entrant: EntrantItem; noun?: string }) {
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
          <span className="text-lg font-semibold">{pairLabel(entrant, noun)}</span>
          <span className="block">
            {entrant.players.map((p, i) => (
              <span key={i}>
                {i ? " & " : ""}
                {p.name}
                {p.guest ? " (Gast)" : p.playerNumber ? ` (Nr. ${p.playerNumber})` : ""}
              </span>
            ))}
          </span>
          <span className="text-sm text-stone-600">
            {ENTRANT_STATUS_NAMES[entrant.status]}
            {entrant.enteredRound > 1 ? ` · spielt ab Runde ${entrant.enteredRound}` : ""}
            {withdrawn && entrant.withdrawnAfterRound ? ` · nach Runde ${entrant.withdrawnAfterRound}, bleibt in der Tabelle` : ""}
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
              {entrant.status === "checked-in" ? "Check-in zurücknehmen" : "Einchecken"}
            </Button>
            {confirming ? (
              <Button type="button" variant="danger" onClick={() => run(() => withdraw.mutateAsync({ entrantId: entrant.id, version: entrant.version }))}>
                Wirklich zurückziehen?
              </Button>
            ) : (
              <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                Zurückziehen
              </Button>
            )}
          </>
        ) : null}
      </div>
      <ErrorText error={errors.field("version") ?? errors.general} />
    </li>
  );
}
