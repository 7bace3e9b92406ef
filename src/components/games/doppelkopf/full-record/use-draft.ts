"use client";
// State of the Doppelkopf card-by-card form: the draft, the engine's live game built from it, the last refusal.
// The draft is kept on the device per match and game while it is tapped in (shared/use-card-draft.ts).
import { useMemo } from "react";
import type { Card, DoppelkopfEvent } from "@/engine";
import { useCardDraft } from "../../shared/use-card-draft";
import { addEvent, emptyDraft, gameOf, selectSeat, tapCard, undo, type DkDraft } from "./draft";

const storageKey = (matchId: string, number: number) => `stichfest-doko-karten:${matchId}:${number}`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useDoppelkopfDraft(matchId: string, number: number, dealer: number, rules: Record<string, unknown>, round: Record<string, unknown>) {
  // Only a draft of this very game (same dealer, rules and round context) is taken up again.
  const { draft, error, change, act, forget } = useCardDraft<DkDraft, DoppelkopfEvent>(
    {
      key: storageKey(matchId, number),
      deal: JSON.stringify([dealer, rules, round]),
      fresh: () => emptyDraft(dealer, rules, round),
      fits: (d) => d.dealer === dealer && same(d.rules, rules) && same(d.round, round) && Array.isArray(d.hands) && d.hands.length === 4 && Array.isArray(d.events),
    },
    addEvent,
  );
  const built = useMemo(() => gameOf(draft), [draft]);

  return {
    draft,
    built,
    error,
    act,
    tap: (c: Card) => change((d) => tapCard(d, c)),
    seat: (s: number) => change((d) => selectSeat(d, s)),
    undo: () => change(undo),
    forget,
  };
}
