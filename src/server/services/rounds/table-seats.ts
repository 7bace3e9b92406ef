// Who sits where at a table (table_seats, by position). A Klammern pair holds two opposite positions: the
// North/South pair 0 and 2, the East/West pair 1 and 3; the Klammern verbs read and write a table as those two
// sides (ns, ew).
import { inArray } from "drizzle-orm";
import type { Queryable } from "../../db";
import { tableSeats } from "../../db/schema";

/** The table_seats rows of a Klammern table. */
export function pairSeats(matchId: string, ns: string, ew: string) {
  return [ns, ew, ns, ew].map((entrantId, position) => ({ matchId, position, entrantId }));
}

/** The entrants of each table by position, position 0 first. */
export async function loadSeats(db: Queryable, matchIds: readonly string[]): Promise<Map<string, string[]>> {
  const bySeat = new Map<string, string[]>();
  if (matchIds.length === 0) return bySeat;
  const rows = await db.select().from(tableSeats).where(inArray(tableSeats.matchId, [...matchIds]));
  for (const r of rows) {
    const seats = bySeat.get(r.matchId) ?? [];
    seats[r.position] = r.entrantId;
    bySeat.set(r.matchId, seats);
  }
  return bySeat;
}

/** Klammern tables with their two sides: the pair at position 0 (North/South) and at position 1 (East/West). */
export async function withSides<M extends { id: string }>(db: Queryable, tables: readonly M[]) {
  const seats = await loadSeats(
    db,
    tables.map((m) => m.id),
  );
  return tables.map((m) => {
    const s = seats.get(m.id);
    if (!s?.[0] || !s[1]) throw new Error(`table ${m.id} has no seated pairs`);
    return { ...m, nsEntrantId: s[0], ewEntrantId: s[1] };
  });
}
