"use client";
// End of the match: the opposing pair (at a Doppelkopf table another player) reviews the deals on this device and
// confirms with the code from the table card. Only then does the result count in the standings.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPCClient } from "@/trpc/client";
import { Button, Field } from "../ui";
import { useFormErrors } from "../use-form-errors";
import type { CaptainView } from "./captain-view";

/** Who confirms, in the words of each game: the opposing pair (Klammern) or another player of the table. */
export interface Confirmer {
  /** "durch das Gegenpaar" */
  by: string;
  /** "dem Gegenpaar" (the device is handed to ...) */
  to: string;
  codeLabel: string;
}

export function ConfirmPanel({
  view,
  waiting,
  onConfirmed,
  confirmer: given,
  children,
}: {
  view: CaptainView;
  waiting: number;
  onConfirmed: () => void;
  /** Default: the opposing pair (Klammern). Its texts come in the reader's language. */
  confirmer?: Confirmer;
  /** The final result as the game states it. */
  children: React.ReactNode;
}) {
  const t = useTranslations("tableEntry");
  const confirmer: Confirmer = given ?? { by: t("confirm.opponentsBy"), to: t("confirm.opponentsTo"), codeLabel: t("confirm.opponentsCode") };
  const client = useTRPCClient();
  const errors = useFormErrors();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  if (waiting > 0)
    return (
      <p className="rounded-lg bg-amber-100 px-4 py-3 text-lg">{t("confirm.waiting", { by: confirmer.by })}</p>
    );
  const canWrite = view.session.side === "captain" && view.session.holdsTable;
  return (
    <section aria-label={t("confirm.label", { by: confirmer.by })} className="space-y-4 rounded-xl border-2 border-brand bg-white p-4">
      <h2 className="text-2xl font-bold">{t("confirm.title", { by: confirmer.by })}</h2>
      {children}
      <p className="text-lg">{t("confirm.handOver", { to: confirmer.to })}</p>
      {canWrite && view.canConfirm ? (
        <form
          className="space-y-3"
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            errors.clear();
            try {
              await client.table.confirm.mutate({ matchId: view.match.id, matchVersion: view.match.version, code });
              onConfirmed();
            } catch (err) {
              errors.fromError(err);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Field
            label={confirmer.codeLabel}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={errors.field("code") ?? errors.general}
          />
          <Button type="submit" disabled={busy || code.trim() === ""} className="w-full text-2xl">
            {t("confirm.submit")}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
