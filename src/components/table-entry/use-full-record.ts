"use client";
// State of the card-by-card form: the draft, the engine's state and options derived from it, the last refusal.
// The draft is kept on the device while it is tapped in (a deal takes minutes; a reload must not lose it).
import { useCallback, useEffect, useMemo, useState } from "react";
import type { Card, EngineError, KlammernEvent } from "@/engine";
import { addEvent, chooseOriginal, emptyFullDraft, optionsOf, selectSeat, stateOf, tapCard, undo, type FullDraft } from "./full-record-draft";

const storageKey = (matchId: string, number: number) => `stichfest-tisch-karten:${matchId}:${number}`;

function loadDraft(key: string, dealer: number, rules: Record<string, unknown>): FullDraft {
  try {
    const raw = localStorage.getItem(key);
    if (raw) {
      const d = JSON.parse(raw) as FullDraft;
      // Only a draft of this very deal (same dealer and rules) is taken up again.
      if (d.dealer === dealer && JSON.stringify(d.rules) === JSON.stringify(rules) && Array.isArray(d.hands) && Array.isArray(d.events)) return d;
    }
  } catch {
    /* no storage or a broken entry: start afresh */
  }
  return emptyFullDraft(dealer, rules);
}

export function useFullRecord(matchId: string, number: number, dealer: number, rules: Record<string, unknown>) {
  const key = storageKey(matchId, number);
  const [draft, setDraft] = useState<FullDraft>(() => emptyFullDraft(dealer, rules));
  const [error, setError] = useState<EngineError | null>(null);
  // Read the stored draft after mount, so the server render and the first client render agree.
  useEffect(() => {
    setDraft(loadDraft(key, dealer, rules));
  }, [key, dealer, rules]);
  useEffect(() => {
    try {
      localStorage.setItem(key, JSON.stringify(draft));
    } catch {
      /* private mode: the draft lives only in memory */
    }
  }, [key, draft]);

  const built = useMemo(() => stateOf(draft), [draft]);
  const options = useMemo(() => (built.ok ? optionsOf(built.state) : null), [built]);

  const change = useCallback((f: (d: FullDraft) => FullDraft) => {
    setError(null);
    setDraft(f);
  }, []);
  const act = useCallback(
    (ev: KlammernEvent) => {
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
    options,
    error,
    act,
    tap: (c: Card) => change((d) => tapCard(d, c)),
    seat: (s: number) => change((d) => selectSeat(d, s)),
    original: (c: Card) => change((d) => chooseOriginal(d, c)),
    undo: () => change(undo),
    reset: () => change(() => emptyFullDraft(dealer, rules)),
    forget,
  };
}
