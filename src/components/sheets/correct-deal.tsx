"use client";
// The owner corrects any deal of a sheet: the deal's form starts from what is stored (a deal entered card by card
// is corrected as a summary), the engine checks it as it is typed, and the server replays every later deal; a
// correction that makes a later deal impossible is refused naming that deal, and nothing changes.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { SheetReplay } from "@/games";
import { useTRPCClient } from "@/trpc/client";
import { errorDataOf, type ErrorData } from "@/trpc/errors";
import { Button, Card, ErrorText } from "../ui";
import { draftFromRecord as gameDraftFromRecord } from "../games/doppelkopf/game-draft";
import { draftFromRecord as dealDraftFromRecord } from "../games/klammern/deal-draft";
import { DealForm } from "../games/klammern/deal-form";
import { DoppelkopfGameForm } from "../games/doppelkopf/sheet/game-form";
import type { SheetView } from "./sheet-view";
import type { TableSize } from "@/games";

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
  const record = records[number - 1]!;
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
      {view.game === "klammern" ? (
        <DealForm
          setting={{ rules: view.rules, matchFormat: { kind: "target", target: view.target ?? undefined }, players: view.players.length as 2 | 3 | 4 }}
          previous={records.slice(0, number - 1)}
          number={number}
          dealer={dealer}
          firstDealer={view.firstDealer}
          seatNames={names}
          correcting={dealDraftFromRecord(record, replay.deals[number - 1]!.detail)}
          onSave={save}
        />
      ) : (
        <Card>
          <DoppelkopfGameForm
            names={names}
            rules={view.rules}
            games={view.games}
            firstDealer={view.firstDealer}
            records={records}
            number={number}
            dealer={dealer}
            correcting={{ draft: gameDraftFromRecord(record, dealer, names.length as TableSize) }}
            onSave={(r) => void save(r)}
          />
        </Card>
      )}
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
