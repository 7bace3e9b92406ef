"use client";
// Step 1 of card-by-card entry: each seat's eight cards tapped from the 32-card grid (the last seat's cards fill
// themselves), then the dealer's turned card (Original) chosen from his hand.
import type { Card } from "@/engine";
import { CardGrid } from "./card-grid";
import { ChoiceButtons } from "./choice-buttons";
import { HAND_SIZE, handsComplete, holderOf, type FullDraft } from "./full-record-draft";
import { SEAT_NAMES, SEATS } from "./labels";

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
  const complete = handsComplete(draft);
  const active = draft.activeSeat;
  return (
    <div className="space-y-4">
      <ChoiceButtons
        legend="Karten von"
        value={active}
        onChange={(v) => v !== null && onSeat(v)}
        choices={SEATS.map((s) => ({
          value: s,
          name: `${SEAT_NAMES[s]} ${seatNames[s] ?? ""}`.trim(),
          label: (
            <span className="flex flex-col leading-tight">
              <span>{SEAT_NAMES[s]}</span>
              <span className="text-sm font-normal">
                {draft.hands[s]!.length}/{HAND_SIZE}
              </span>
            </span>
          ),
        }))}
      />
      <p className="text-lg">
        {complete
          ? "Alle Karten verteilt."
          : `Karten von ${SEAT_NAMES[active]}${seatNames[active] ? ` (${seatNames[active]})` : ""} antippen – noch ${HAND_SIZE - draft.hands[active]!.length}. Die Karten des letzten Spielers ergeben sich von selbst.`}
      </p>
      <CardGrid
        label="Alle 32 Karten"
        onTap={onTap}
        marks={(c) => {
          const holder = holderOf(draft, c);
          return {
            on: holder === active,
            disabled: holder !== null && holder !== active,
            note: holder === null ? undefined : SEAT_NAMES[holder],
          };
        }}
      />
      {complete ? (
        <fieldset className="space-y-2">
          <legend className="text-lg font-semibold">
            Original: die aufgedeckte Karte von {SEAT_NAMES[draft.dealer]} (Geber)
          </legend>
          <CardGrid label="Original wählen" only={draft.hands[draft.dealer]} onTap={onOriginal} marks={(c) => ({ on: c === draft.original })} />
        </fieldset>
      ) : null}
    </div>
  );
}
