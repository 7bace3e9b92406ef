"use client";
// Finishing the tournament once every round drawn is closed (asked once more before it is done), and reopening a
// finished one with a reason for the audit log. The server decides whether either is allowed and says why not.
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText, Field } from "../ui";
import { useFormErrors } from "../use-form-errors";

type Props = {
  tournamentId: string;
  version: number;
  /** "finished", or another status: then `canFinish` says whether every round drawn is closed. */
  finished: boolean;
  canFinish: boolean;
  /** When it was finished, in the reader's words (the hall's time zone). */
  finishedWhen: string | null;
};

export function FinishTournament({ tournamentId, version, finished, canFinish, finishedWhen }: Props) {
  const t = useTranslations("tournaments.finish");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const finish = useMutation(trpc.tournament.finish.mutationOptions());
  const reopen = useMutation(trpc.tournament.reopen.mutationOptions());
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const run = async (fn: () => Promise<unknown>) => {
    errors.clear();
    try {
      await fn();
      setAsking(false);
      setReason("");
      router.refresh();
    } catch (e) {
      errors.fromError(e);
    }
  };
  const error = <ErrorText error={errors.field("tournamentId") ?? errors.field("version") ?? errors.general} />;

  if (finished)
    return (
      <div className="space-y-3" data-testid="finish-tournament">
        <p className="text-lg">{t("finished", { when: finishedWhen ?? "" })}</p>
        {asking ? (
          <form
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              void run(() => reopen.mutateAsync({ tournamentId, version, reason }));
            }}
          >
            <Field label={t("reason")} placeholder={t("reasonPlaceholder")} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.field("reason")} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={reopen.isPending}>
                {t("reopenConfirm")}
              </Button>
              <Button type="button" variant="secondary" onClick={() => (setAsking(false), errors.clear())}>
                {t("cancel")}
              </Button>
            </div>
          </form>
        ) : (
          <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
            {t("reopen")}
          </Button>
        )}
        {error}
      </div>
    );

  if (!canFinish) return null;
  return (
    <div className="space-y-3" data-testid="finish-tournament">
      <p>{asking ? t("confirmText") : t("ready")}</p>
      <div className="flex flex-wrap gap-3">
        {asking ? (
          <>
            <Button type="button" variant="danger" disabled={finish.isPending} onClick={() => run(() => finish.mutateAsync({ tournamentId, version }))}>
              {t("confirm")}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
              {t("cancel")}
            </Button>
          </>
        ) : (
          <Button type="button" onClick={() => setAsking(true)}>
            {t("button")}
          </Button>
        )}
      </div>
      {error}
    </div>
  );
}
