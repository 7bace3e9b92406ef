"use client";
// State of the card-by-card form: the draft, the engine's state and options derived from it, the last refusal.
// The draft is kept on the device while it is tapped in (shared/use-card-draft.ts).
import { useMemo } from "react";
import type { Card, KlammernEvent } from "@/engine";
import { useCardDraft } from "../../shared/use-card-draft";
import { addEvent, chooseOriginal, emptyFullDraft, optionsOf, selectSeat, stateOf, tapCard, undo, type FullDraft, type Players } from "./draft";

const storageKey = (matchId: string, number: number) => `stichfest-tisch-karten:${matchId}:${number}`;

export function useFullRecord(matchId: string, number: number, dealer: number, rules: Record<string, unknown>, players: Players = 4) {
  // Only a draft of this very deal (same players, dealer and rules) is taken up again.
  const { draft, error, change, act, forget } = useCardDraft<FullDraft, KlammernEvent>(
    {
      key: storageKey(matchId, number),
      deal: JSON.stringify([players, dealer, rules]),
      fresh: () => emptyFullDraft(dealer, rules, players),
      fits: (d) =>
        d.players === players && d.dealer === dealer && JSON.stringify(d.rules) === JSON.stringify(rules) && Array.isArray(d.hands) && Array.isArray(d.events),
    },
    addEvent,
  );

  const built = useMemo(() => stateOf(draft), [draft]);
  const options = useMemo(() => (built.ok ? optionsOf(built.state) : null), [built]);

  return {
    draft,
    built,
    options,
    error,
    act,
    tap: (c: Card) => change((d) => tapCard(d, c)),
    seat: (s: number) => change((d) => selectSeat(d, s)),
    original: (c: Card) => change((d) => chooseOriginal(d, c)),
    undo: () => change(undo),
    reset: () => change(() => emptyFullDraft(dealer, rules, players)),
    forget,
  };
}
