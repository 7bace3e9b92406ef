"use client";
// Step 1 of card-by-card entry: each active player's cards tapped from the deck (every card twice: a card shows how
// many copies are still free; a second tap gives the player the second copy, a third takes them back). The last
// player's cards fill themselves. Until the first Vorbehalt any hand can still be corrected.
import { useTranslations } from "next-intl";
import type { Card } from "@/engine";
import { CardGrid } from "../../../table-entry/card-grid";
import { ChoiceButtons } from "../../../table-entry/choice-buttons";
import { freeCopies, handsComplete, handSizeOf, heldBy, PLAYERS, setupOf, type DkDraft } from "./draft";
import { ranksFor } from "./labels";

export function DoppelkopfHands({
  draft,
  seatName,
  onSeat,
  onTap,
}: {
  draft: DkDraft;
  /** The name of the player at an engine seat. */
  seatName: (seat: number) => string;
  onSeat: (seat: number) => void;
  onTap: (card: Card) => void;
}) {
  const t = useTranslations("doppelkopf");
  const setup = setupOf(draft);
  if (!setup.ok) return null;
  const n = handSizeOf(draft);
  const complete = handsComplete(draft);
  const active = draft.activeSeat;
  const left = n - draft.hands[active]!.length;
  // From the player after the dealer round to the dealer, as the cards are dealt.
  const order = Array.from({ length: PLAYERS }, (_, k) => (draft.dealer + 1 + k) % PLAYERS);
  return (
    <div className="space-y-4">
      <ChoiceButtons
        legend={t("fullRecord.cardsOf")}
        value={active}
        onChange={(v) => v !== null && onSeat(v)}
        choices={order.map((s) => ({
          value: s,
          name: seatName(s),
          label: (
            <span className="flex flex-col leading-tight">
              <span>{seatName(s)}</span>
              <span className="text-sm font-normal">
                {draft.hands[s]!.length}/{n}
              </span>
            </span>
          ),
        }))}
      />
      <p className="text-lg">
        {complete
          ? t("fullRecord.allDealt")
          : t("fullRecord.tapCards", { who: seatName(active), left })}
      </p>
      <CardGrid
        label={t("fullRecord.allCards", { deck: setup.rules.deck })}
        ranks={ranksFor(setup.rules.deck)}
        onTap={onTap}
        marks={(c) => {
          const held = heldBy(draft, active, c);
          const free = freeCopies(draft, c);
          return {
            on: held > 0,
            disabled: held === 0 && (free === 0 || left === 0),
            badge: held > 0 ? `${held}×` : undefined,
            note: free > 0 ? t("fullRecord.free", { count: free }) : t("fullRecord.taken"),
          };
        }}
      />
    </div>
  );
}
