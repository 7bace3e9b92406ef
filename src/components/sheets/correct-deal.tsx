"use client";
// The owner corrects any deal of a sheet: the game's form starts from what is stored (a deal entered card by card
// is corrected as a summary), the engine checks it as it is typed, and the server replays every later deal; a
// correction that makes a later deal impossible is refused naming that deal, and nothing changes.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { SheetReplay } from "@/games";
import { useTRPCClient } from "@/trpc/client";
import { errorDataOf, type ErrorData } from "@/trpc/errors";
import { sheetViews } from "../games/sheet-views";
import { Button, ErrorText } from "../ui";
import type { SheetView } from "./sheet-view";

export function CorrectDeal({
  view,
  replay,
  records,
  number,
  onDone,
}: {
  view: SheetView;
  replay: SheetReplay;
  /** Every deal of the sheet, in order. */
  records: readonly Record<string, unknown>[];
  /** The deal to correct, from 1. */
  number: number;
  /** Called after the correction was stored, or with null when given up. */
  onDone: (saved: boolean) => void;
}) {
  const t = useTranslations("sheets");
  const client = useTRPCClient();
  const [refused, setRefused] = useState<ErrorData | null>(null);
  const names = view.players.map((p) => p.name);
  const { CorrectDeal: Correct } = sheetViews(view.game);
  const dealer = replay.deals[number - 1]!.dealer;

  async function save(corrected: Record<string, unknown>) {
    setRefused(null);
    try {
      await client.sheet.correctDeal.mutate({ sheetId: view.id, version: view.version, number, record: corrected });
      onDone(true);
    } catch (e) {
      setRefused(errorDataOf(e));
    }
  }

  return (
    <div className="space-y-3" data-testid="correct-deal">
      <Correct view={view} records={records} number={number} dealer={dealer} names={names} detail={replay.deals[number - 1]!.detail} onSave={save} />
      {refused ? (
        <div>
          <ErrorText error={refused} />
          {Object.values(refused.fieldErrors ?? {})
            .flat()
            .map((e, i) => (
              <ErrorText key={i} error={e} />
            ))}
        </div>
      ) : null}
      <Button type="button" variant="secondary" onClick={() => onDone(false)}>
        {t("correct.cancel")}
      </Button>
    </div>
  );
}
