"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "./ui";
import { useFormErrors } from "./use-form-errors";

/** An owner removes someone from the club; that person's sessions end (the server refuses the last owner). */
export function RemoveOrganizerButton({ clubId, userId, name }: { clubId: string; userId: string; name: string }) {
  const t = useTranslations("clubs.removeOrganizer");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const remove = useMutation(trpc.club.removeOrganizer.mutationOptions());
  return (
    <span>
      <Button
        variant="secondary"
        disabled={remove.isPending}
        aria-label={t("label", { name })}
        onClick={async () => {
          errors.clear();
          try {
            await remove.mutateAsync({ clubId, userId });
            router.refresh();
          } catch (err) {
            errors.fromError(err);
          }
        }}
      >
        {t("button")}
      </Button>
      <ErrorText error={errors.field("userId") ?? errors.general} />
    </span>
  );
}
