"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";

/** An organizer of an invited club accepts the invitation for this club. */
export function JoinSeasonButton({ seasonId, clubId, name }: { seasonId: string; clubId: string; name: string }) {
  const t = useTranslations("seasons.clubSeasons");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const join = useMutation(trpc.season.join.mutationOptions());
  return (
    <span>
      <Button
        disabled={join.isPending}
        aria-label={t("joinLabel", { name })}
        onClick={async () => {
          errors.clear();
          try {
            await join.mutateAsync({ seasonId, clubId });
            router.refresh();
          } catch (err) {
            errors.fromError(err);
          }
        }}
      >
        {t("join")}
      </Button>
      <ErrorText error={errors.general ?? errors.field("seasonId") ?? errors.field("clubId")} />
    </span>
  );
}
