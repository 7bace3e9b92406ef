"use client";
// State of the Doppelkopf card-by-card form: the draft, the engine's live game built from it, the last refusal.
// The draft is kept on the device per match and game while it is tapped in (a game takes minutes; a reload must
// not lose it), like the Klammern form (table-entry/use-full-record.ts).
import { useCallback, useMemo, useState } from "react";
import type { Card, DoppelkopfEvent, EngineError } from "@/engine";
import { useStoredDraft } from "../../../table-entry/use-stored-draft";
import { addEvent, emptyDraft, gameOf, selectSeat, tapCard, undo, type DkDraft } from "./draft";

const storageKey = (matchId: string, number: number) => `stichfest-doko-karten:${matchId}:${number}`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useDoppelkopfDraft(matchId: string, number: number, dealer: number, rules: Record<string, unknown>, round: Record<string, unknown>) {
  // Only a draft of this very game (same dealer, rules and round context) is taken up again.
  const [draft, setDraft, forget] = useStoredDraft<DkDraft>(
    storageKey(matchId, number),
    JSON.stringify([dealer, rules, round]),
    () => emptyDraft(dealer, rules, round),
    (d) => d.dealer === dealer && same(d.rules, rules) && same(d.round, round) && Array.isArray(d.hands) && d.hands.length === 4 && Array.isArray(d.events),
  );
  const [error, setError] = useState<EngineError | null>(null);
  const built = useMemo(() => gameOf(draft), [draft]);

  const change = useCallback((f: (d: DkDraft) => DkDraft) => {
    setError(null);
    setDraft(f);
  }, []);
  const act = useCallback(
    (ev: DoppelkopfEvent) => {
      const step = addEvent(draft, ev);
      setDraft(step.draft);
      setError(step.error);
    },
    [draft],
  );

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
