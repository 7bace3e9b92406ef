// The organizer's swap of two players in a drafted round: each takes the other's table and position; two players of
// one table exchange their positions. Everything else stays where the draw put it.
import type { PlayerId, SeatedTable } from "./types";

/** The tables with `a` and `b` exchanged; throws when either is not seated or they are the same player (the
 * caller checks both first and answers the organizer). */
export function swapPlayers(tables: readonly SeatedTable[], a: PlayerId, b: PlayerId): SeatedTable[] {
  if (a === b) throw new Error("swapPlayers: the same player twice");
  const seated = new Set(tables.flatMap((t) => t.players));
  if (!seated.has(a) || !seated.has(b)) throw new Error("swapPlayers: a player is not seated");
  const swap = (p: PlayerId) => (p === a ? b : p === b ? a : p);
  return tables.map((t) => ({ table: t.table, players: t.players.map(swap) }));
}
