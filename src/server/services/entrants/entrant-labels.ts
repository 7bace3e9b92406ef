// How pairs are named on result pages and in exports: start number, team name, the two players' names.
// Only names: never a member's email or other private field.
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db";
import { entrants, members } from "../../db/schema";

export interface PairInfo {
  id: string;
  number: number;
  name: string | null;
  players: [string, string];
  /** The club's stable player numbers (members); null for guests. */
  playerNumbers: [number | null, number | null];
  status: string;
  enteredRound: number;
  withdrawnAfterRound: number | null;
}

const p1 = alias(members, "p1");
const p2 = alias(members, "p2");

export async function loadPairs(db: Queryable, tournamentId: string): Promise<PairInfo[]> {
  const rows = await db
    .select({
      id: entrants.id,
      number: entrants.number,
      name: entrants.name,
      status: entrants.status,
      enteredRound: entrants.enteredRound,
      withdrawnAfterRound: entrants.withdrawnAfterRound,
      g1: entrants.player1Guest,
      g2: entrants.player2Guest,
      f1: p1.firstName,
      l1: p1.lastName,
      n1: p1.playerNumber,
      f2: p2.firstName,
      l2: p2.lastName,
      n2: p2.playerNumber,
    })
    .from(entrants)
    .leftJoin(p1, eq(p1.id, entrants.player1MemberId))
    .leftJoin(p2, eq(p2.id, entrants.player2MemberId))
    .where(eq(entrants.tournamentId, tournamentId))
    .orderBy(asc(entrants.number));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    name: r.name,
    status: r.status,
    enteredRound: r.enteredRound,
    withdrawnAfterRound: r.withdrawnAfterRound,
    players: [r.g1 ?? `${r.f1 ?? ""} ${r.l1 ?? ""}`.trim(), r.g2 ?? `${r.f2 ?? ""} ${r.l2 ?? ""}`.trim()],
    playerNumbers: [r.g1 !== null ? null : r.n1, r.g2 !== null ? null : r.n2],
  }));
}

/** "Paar 7 (Die Stehbeeter)" */
export function pairLabel(p: Pick<PairInfo, "number" | "name">): string {
  return p.name ? `Paar ${p.number} (${p.name})` : `Paar ${p.number}`;
}
