// What earlier rounds say about each player: who they already shared a table with, how often they sat at a table
// of five, and which positions they held.
import type { PastTable, PlayerId } from "./types";

export interface PlayerHistory {
  mates: Map<PlayerId, Set<PlayerId>>;
  fives: Map<PlayerId, number>;
  positions: Map<PlayerId, number[]>;
}

export function readHistory(history: readonly PastTable[]): PlayerHistory {
  const mates = new Map<PlayerId, Set<PlayerId>>();
  const fives = new Map<PlayerId, number>();
  const positions = new Map<PlayerId, number[]>();
  for (const t of history) {
    t.players.forEach((p, position) => {
      let set = mates.get(p);
      if (!set) mates.set(p, (set = new Set()));
      for (const q of t.players) if (q !== p) set.add(q);
      if (t.players.length === 5) fives.set(p, (fives.get(p) ?? 0) + 1);
      const held = positions.get(p) ?? [0, 0, 0, 0, 0];
      held[position]!++;
      positions.set(p, held);
    });
  }
  return { mates, fives, positions };
}

/** How many pairs at this table already shared a table. */
export function repeatsAt(players: readonly PlayerId[], h: PlayerHistory): number {
  let n = 0;
  for (let i = 0; i < players.length; i++) {
    const m = h.mates.get(players[i]!);
    if (!m) continue;
    for (let j = i + 1; j < players.length; j++) if (m.has(players[j]!)) n++;
  }
  return n;
}
