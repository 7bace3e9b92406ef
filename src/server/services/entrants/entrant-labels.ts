// How entrants are named on result pages and in exports: start number, team name, the players' names.
// Only names: never a member's email or other private field.
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db";
import { entrants } from "../../db/schema";
import { loadPlayers } from "./entrant-players";
import { gameOf, type Words } from "@/games";
import { capitalize } from "@/lib/capitalize";

export interface EntrantLabel {
  id: string;
  number: number;
  name: string | null;
  /** The players' names, position 1 first (two for a pair, one for a single player). */
  players: string[];
  /** The club's stable player numbers (members); null for guests. */
  playerNumbers: (number | null)[];
  status: string;
  enteredRound: number;
  withdrawnAfterRound: number | null;
}

export async function loadEntrantLabels(db: Queryable, tournamentId: string): Promise<EntrantLabel[]> {
  const rows = await db
    .select({
      id: entrants.id,
      number: entrants.number,
      name: entrants.name,
      status: entrants.status,
      enteredRound: entrants.enteredRound,
      withdrawnAfterRound: entrants.withdrawnAfterRound,
    })
    .from(entrants)
    .where(eq(entrants.tournamentId, tournamentId))
    .orderBy(asc(entrants.number));
  const players = await loadPlayers(db, { tournamentId });
  return rows.map((r) => {
    const named = players.get(r.id) ?? [];
    return { ...r, players: named.map((p) => p.name), playerNumbers: named.map((p) => p.playerNumber) };
  });
}

/** An entrant by its start number in the game's words, for refusals: "Paar 7" / "Pair 7", "Spieler 7" / "Player 7". */
export function entrantByNumber(game: string, number: number): Words {
  const { noun } = gameOf(game).entrant;
  return { de: `${capitalize(noun.de)} ${number}`, en: `${capitalize(noun.en)} ${number}` };
}
