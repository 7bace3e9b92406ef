"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "./ui";
import { useFormErrors } from "./use-form-errors";

export function UserDisableToggle({ userId, disabled }: { userId: string; disabled: boolean }) {
  const t = useTranslations("account.accounts");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const set = useMutation(trpc.admin.setUserDisabled.mutationOptions());
  return (
    <div>
      <Button
        variant={disabled ? "secondary" : "danger"}
        disabled={set.isPending}
        onClick={async () => {
          errors.clear();
          try {
            await set.mutateAsync({ userId, disabled: !disabled });
            router.refresh();
          } catch (err) {
            errors.fromError(err);
          }
        }}
      >
        {disabled ? t("enable") : t("disable")}
      </Button>
      <ErrorText error={errors.field("userId") ?? errors.general} />
    </div>
  );
}
