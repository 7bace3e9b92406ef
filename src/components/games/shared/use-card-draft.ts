"use client";
// A card-by-card draft as it is tapped in, whatever the game: kept on the device per key (a deal takes minutes; a
// reload must not lose it), each event checked by the game's draft (`addEvent`) and its last refusal kept to show.
import { useCallback, useState } from "react";
import type { EngineError } from "@/engine";
import { useStoredDraft } from "../../table-entry/use-stored-draft";

export function useCardDraft<D, E>(
  /** Where the draft is kept, the deal's signature, a fresh draft, and whether a stored one is of this very deal. */
  stored: { key: string; deal: string; fresh: () => D; fits: (stored: D) => boolean },
  addEvent: (draft: D, event: E) => { draft: D; error: EngineError | null },
) {
  const [draft, setDraft, forget] = useStoredDraft<D>(stored.key, stored.deal, stored.fresh, stored.fits);
  const [error, setError] = useState<EngineError | null>(null);

  /** A change of the draft outside the engine's events (a tapped card, a seat): clears the refusal. */
  const change = useCallback((f: (d: D) => D) => {
    setError(null);
    setDraft(f);
  }, []);
  const act = useCallback(
    (ev: E) => {
      const step = addEvent(draft, ev);
      setDraft(step.draft);
      setError(step.error);
    },
    [draft, addEvent],
  );
  return { draft, error, change, act, forget };
}
