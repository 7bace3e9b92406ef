"use client";
// Step 1 of card-by-card entry: each seat's cards tapped from the 32-card grid, then the Original. With four
// players each holds eight (the last seat's fill themselves) and the Original is the dealer's turned card; with
// two or three each holds the nine he plays with and the Original is the card turned up in the middle.
import type { Card } from "@/engine";
import { CardGrid } from "../../../table-entry/card-grid";
import { ChoiceButtons } from "../../../table-entry/choice-buttons";
import { handSize, handsComplete, holderOf, originalChoices, type FullDraft } from "./draft";
import { useTableText } from "../../../table-entry/use-labels";

export function FullRecordHands({
  draft,
  seatNames,
  onSeat,
  onTap,
  onOriginal,
}: {
  draft: FullDraft;
  seatNames: string[];
  onSeat: (seat: number) => void;
  onTap: (card: Card) => void;
  onOriginal: (card: Card) => void;
}) {
  const { t, l } = useTableText();
  const complete = handsComplete(draft);
  const active = draft.activeSeat;
  const size = handSize(draft.players);
  const four = draft.players === 4;
  const short = (s: number) => l.seatShort(seatNames, draft.players, s);
  return (
    <div className="space-y-4">
      <ChoiceButtons
        legend={t("fullRecord.cardsOf")}
        value={active}
        columns={draft.players}
        onChange={(v) => v !== null && onSeat(v)}
        choices={draft.hands.map((_, s) => ({
          value: s,
          name: l.seatLabel(seatNames, draft.players, s),
          label: (
            <span className="flex flex-col leading-tight">
              <span className="truncate">{short(s)}</span>
              <span className="text-sm font-normal">
                {draft.hands[s]!.length}/{size}
              </span>
            </span>
          ),
        }))}
      />
      <p className="text-lg">
        {complete
          ? t("fullRecord.allDealt")
          : t("fullRecord.tapCards", { name: l.seatLabel(seatNames, draft.players, active), left: size - draft.hands[active]!.length }) +
            (four ? t("fullRecord.lastSeatFills") : t("fullRecord.restStaysFree"))}
      </p>
      <CardGrid
        label={t("fullRecord.allCards")}
        onTap={onTap}
        marks={(c) => {
          const holder = holderOf(draft, c);
          return {
            on: holder === active,
            disabled: holder !== null && holder !== active,
            note: holder === null ? undefined : short(holder),
          };
        }}
      />
      {complete ? (
        <fieldset className="space-y-2">
          <legend className="text-lg font-semibold">
            {four ? t("fullRecord.originalDealer", { name: l.seatLabel(seatNames, 4, draft.dealer) }) : t("fullRecord.originalMiddle")}
          </legend>
          <CardGrid label={t("fullRecord.chooseOriginal")} only={originalChoices(draft)} onTap={onOriginal} marks={(c) => ({ on: c === draft.original })} />
        </fieldset>
      ) : null}
    </div>
  );
}
