"use client";
// State of the Doppelkopf card-by-card form: the draft, the engine's live game built from it, the last refusal.
// The draft is kept on the device per match and game while it is tapped in (a game takes minutes; a reload must
// not lose it), like the Klammern form (table-entry/use-full-record.ts).
import { useCallback, useEffect, useMemo, useState } from "react";
import type { Card, DoppelkopfEvent, EngineError } from "@/engine";
import { addEvent, emptyDraft, gameOf, selectSeat, tapCard, undo, type DkDraft } from "./draft";

const storageKey = (matchId: string, number: number) => `stichfest-doko-karten:${matchId}:${number}`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function loadDraft(key: string, dealer: number, rules: Record<string, unknown>, round: Record<string, unknown>): DkDraft {
  try {
    const raw = localStorage.getItem(key);
    if (raw) {
      const d = JSON.parse(raw) as DkDraft;
      // Only a draft of this very game (same dealer, rules and round context) is taken up again.
      if (d.dealer === dealer && same(d.rules, rules) && same(d.round, round) && Array.isArray(d.hands) && d.hands.length === 4 && Array.isArray(d.events)) return d;
    }
  } catch {
    /* no storage or a broken entry: start afresh */
  }
  return emptyDraft(dealer, rules, round);
}

export function useDoppelkopfDraft(matchId: string, number: number, dealer: number, rules: Record<string, unknown>, round: Record<string, unknown>) {
  const key = storageKey(matchId, number);
  const [draft, setDraft] = useState<DkDraft>(() => emptyDraft(dealer, rules, round));
  const [error, setError] = useState<EngineError | null>(null);
  // Read the stored draft after mount, so the server render and the first client render agree.
  useEffect(() => {
    setDraft(loadDraft(key, dealer, rules, round));
  }, [key, dealer, rules, round]);
  useEffect(() => {
    try {
      localStorage.setItem(key, JSON.stringify(draft));
    } catch {
      /* private mode: the draft lives only in memory */
    }
  }, [key, draft]);

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
  const forget = useCallback(() => {
    try {
      localStorage.removeItem(key);
    } catch {
      /* nothing stored */
    }
  }, [key]);

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
