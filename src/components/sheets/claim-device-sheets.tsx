"use client";
// Signed in on a device that kept sheets without an account: one tap moves them into the account (sheet.claimDevice).
// Asked, not done silently: on a shared phone the sheets may be someone else's.
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";

/** Rendered for every signed-in visit: nothing while the device keeps no sheet, and after taking them over the
 * confirmation stays (the page's refresh then has no sheets of the device left to count). */
export function ClaimDeviceSheets({ count }: { count: number }) {
  const t = useTranslations("sheets.page");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const claim = useMutation(trpc.sheet.claimDevice.mutationOptions());
  if (count === 0 && !claim.data) return null;
  return (
    <section aria-label={t("claimTitle")} className="rounded-xl border-2 border-brand bg-white p-5" data-testid="claim-device-sheets">
      <h2 className="text-xl font-semibold">{t("claimTitle")}</h2>
      {claim.data ? (
        <p role="status" className="mt-2 text-lg">
          {t("claimed", { count: claim.data.claimed })}
        </p>
      ) : (
        <>
          <p className="mt-2 text-stone-700">{t("claimText", { count })}</p>
          <Button
            type="button"
            className="mt-3"
            disabled={claim.isPending}
            onClick={async () => {
              errors.clear();
              try {
                await claim.mutateAsync();
                router.refresh();
              } catch (err) {
                errors.fromError(err);
              }
            }}
          >
            {t("claim")}
          </Button>
          <ErrorText error={errors.general} />
        </>
      )}
    </section>
  );
}
