// What a Klammern pairing is checked against: the pairs in the schedule's order, the closed rounds' results and
// the format's points (src/pairing).
import { klammernFormat, klammernRanking } from "@/games";
import type { Entrant, PairingContext } from "@/pairing";
import type { Transaction } from "../../db";
import type { Tournament } from "../../services/_shared/tournament-format";
import { loadResults, toPairingEntrant } from "../../services/rounds/round-pairing-data";
import type { EntrantRow } from "../../services/rounds/seating/types";

/** The round robin's Berger list: every pair that started in round 1, by start number. Pairs that withdrew
 * before round 1 are not part of the schedule. The list never changes once round 1 is paired (late entry is
 * refused in a round robin), so every round is a row of the same Berger table. */
function bergerList(rows: readonly EntrantRow[]): Entrant[] {
  return rows.filter((r) => r.enteredRound === 1 && r.withdrawnAfterRound !== 0).map(toPairingEntrant);
}

export async function pairingContext(tx: Transaction, t: Tournament, rows: readonly EntrantRow[]): Promise<PairingContext> {
  const format = klammernFormat(t);
  return {
    entrants: format.scheduleType === "round-robin" ? bergerList(rows) : rows.map(toPairingEntrant),
    results: await loadResults(tx, t.id),
    scoring: klammernRanking(format).points,
  };
}
