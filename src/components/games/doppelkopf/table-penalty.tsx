"use client";
// The list keeper notes a penalty on the table's device (TSR 9); it shows on the list as waiting and counts once
// the referee countersigned it in the office (TSR 8.2.2). Needs the network: a penalty is the referee's business.
import { useTranslations } from "next-intl";
import { useTRPCClient } from "@/trpc/client";
import { PenaltyForm } from "./penalty-form";
import type { SpiellisteView } from "./spielliste-view";

export function TablePenalty({
  view,
  onNoted,
}: {
  view: { match: { id: string }; positions: SpiellisteView["positions"]; list: Pick<SpiellisteView["list"], "games" | "next"> };
  onNoted: () => void;
}) {
  const t = useTranslations("doppelkopf");
  const client = useTRPCClient();
  return (
    <details className="rounded-lg border border-stone-300 bg-white p-4">
      <summary className="min-h-12 cursor-pointer py-2 text-xl font-semibold">{t("tablePenalty.summary")}</summary>
      <p className="mt-2 text-stone-700">{t("tablePenalty.hint")}</p>
      <div className="mt-4">
        <PenaltyForm
          view={view}
          action={t("tablePenalty.action")}
          sent={(what) => t("tablePenalty.sent", { what })}
          send={async (input) => {
            await client.table.notePenalty.mutate(input);
            onNoted();
          }}
        />
      </div>
    </details>
  );
}
