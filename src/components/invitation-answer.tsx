"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "./ui";
import { useFormErrors } from "./use-form-errors";

/** Accept or decline an invitation with its link's token; accepting leads to the club. */
export function InvitationAnswer({ token }: { token: string }) {
  const t = useTranslations("clubs.invitationPage");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const accept = useMutation(trpc.invitation.accept.mutationOptions());
  const decline = useMutation(trpc.invitation.decline.mutationOptions());
  const busy = accept.isPending || decline.isPending || accept.isSuccess || decline.isSuccess;

  async function answer(yes: boolean) {
    errors.clear();
    try {
      if (yes) {
        const joined = await accept.mutateAsync({ token });
        router.push(`/org/vereine/${joined.clubId}`);
      } else {
        await decline.mutateAsync({ token });
        router.push("/org");
      }
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
  }

  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <Button disabled={busy} onClick={() => answer(true)}>
          {t("accept")}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => answer(false)}>
          {t("decline")}
        </Button>
      </div>
      <ErrorText error={errors.field("token") ?? errors.general} />
    </div>
  );
}
