"use client";
// Draws the next round as a draft (the game's pairing or seating) and opens its review page.
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";

export function DrawRoundButton({ tournamentId, round }: { tournamentId: string; round: number }) {
  const t = useTranslations("tournaments");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const draw = useMutation(trpc.round.pair.mutationOptions());
  return (
    <div>
      <Button
        type="button"
        disabled={draw.isPending}
        onClick={async () => {
          errors.clear();
          try {
            await draw.mutateAsync({ tournamentId, round });
            router.push(`/org/turniere/${tournamentId}/runden/${round}`);
          } catch (e) {
            errors.fromError(e);
            router.refresh();
          }
        }}
      >
        {t("pairRound.button", { round })}
      </Button>
      <ErrorText error={errors.field("round") ?? errors.general} />
    </div>
  );
}
