"use client";
// "Tisch verlassen": the captain ends his session on this device (his table is done, or the tablet moves to another
// table); the table is then free for the next device with the code. Not while deals still wait on this device:
// leaving would strand them.
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "../ui";

export type LeaveAction = () => Promise<void>;

export function LeaveTable({ table, waiting, action }: { table: number; waiting: number; action: LeaveAction }) {
  const t = useTranslations("tableEntry");
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pending, start] = useTransition();
  if (waiting > 0)
    return (
      <p className="text-base text-stone-700" data-testid="leave-table-blocked">
        {t("leave.blocked")}
      </p>
    );
  if (!asking)
    return (
      <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
        {t("leave.button")}
      </Button>
    );
  return (
    <div role="alertdialog" aria-label={t("leave.button")} className="space-y-3 rounded-lg border-2 border-stone-300 bg-white p-4">
      <p className="text-lg">
        {t("leave.ask", { table })}
      </p>
      {failed ? (
        <p role="alert" className="text-red-700">
          {t("leave.failed")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          disabled={pending}
          onClick={() =>
            start(async () => {
              setFailed(false);
              try {
                await action();
              } catch (e) {
                // The action ends with a redirect, which Next delivers as a thrown signal: let it through.
                if ((e as { digest?: string } | null)?.digest?.startsWith("NEXT_REDIRECT")) throw e;
                setFailed(true);
              }
            })
          }
        >
          {t("leave.yes")}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
          {t("leave.cancel")}
        </Button>
      </div>
    </div>
  );
}
