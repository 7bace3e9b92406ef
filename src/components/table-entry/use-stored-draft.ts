"use client";
// A draft kept on the device while it is tapped in (a deal takes minutes; a reload must not lose it), per key. Read
// after mount, so the server render and the first client render agree, and again when the deal changes (`deal`: a
// signature of dealer, rules, ...); a stored draft that does not fit the deal (`fits`) is dropped for a fresh one.
import { useCallback, useEffect, useState } from "react";

export function useStoredDraft<D>(key: string, deal: string, fresh: () => D, fits: (stored: D) => boolean) {
  const [draft, setDraft] = useState<D>(fresh);
  useEffect(() => {
    let stored: D | null = null;
    try {
      const raw = localStorage.getItem(key);
      stored = raw ? (JSON.parse(raw) as D) : null;
    } catch {
      /* no storage or a broken entry: start afresh */
    }
    setDraft(stored !== null && fits(stored) ? stored : fresh());
    // fresh and fits describe the deal that key and signature name: those decide when to read again.
  }, [key, deal]);
  useEffect(() => {
    try {
      localStorage.setItem(key, JSON.stringify(draft));
    } catch {
      /* private mode: the draft lives only in memory */
    }
  }, [key, draft]);
  const forget = useCallback(() => {
    try {
      localStorage.removeItem(key);
    } catch {
      /* nothing stored */
    }
  }, [key]);
  return [draft, setDraft, forget] as const;
}
