// Doppelkopf: players drawn to tables of four and five (src/pairing/tables) by the tournament's seating mode, in
// the order of the standings so far (round 1: start numbers); position 1 (index 0) deals first. The seating's
// warnings (repeated table-mates, a second table of five) are stored with the draft, as a swap recomputes them.
import type { DoppelkopfFormat } from "@/games";
import { checkTables, individualStandings, seatTables, tablePlaces, type Note, type PastTable, type SeatedTable } from "@/pairing";
import type { Queryable } from "../../db";
import { DomainError } from "../../errors";
import { loadEntrantLabels } from "../../services/entrants/entrant-labels";
import { loadTableResults, type StoredTableResult } from "../../services/rounds/table-results";
import type { SeatRound } from "../../services/rounds/seating/types";

const note = (w: { de: string; en: string }): Note => ({ code: "seating", entrants: [], ...w });

/** The tables of the rounds before `round` (published or closed). */
export async function tablesBefore(db: Queryable, tournamentId: string, round: number): Promise<StoredTableResult[]> {
  return (await loadTableResults(db, tournamentId)).filter((tb) => tb.round < round);
}

/** The seating's warnings against the earlier rounds, players named "Anna Muster (Nr. 7)" ("(no. 7)" in English). */
export async function seatingWarnings(db: Queryable, tournamentId: string, round: number, tables: readonly SeatedTable[], past: readonly PastTable[]): Promise<Note[]> {
  const named = new Map((await loadEntrantLabels(db, tournamentId)).map((p) => [p.id, p]));
  const label = (id: string, lang: "de" | "en") => {
    const p = named.get(id);
    return p ? `${p.players[0] ?? "?"} (${lang === "de" ? "Nr." : "no."} ${p.number})` : id;
  };
  return checkTables(round, tables, past, label).map((w) => ({ code: w.code, entrants: w.players, table: w.table, de: w.de, en: w.en }));
}

export const seatDoppelkopfRound: SeatRound = async (tx, t, round, seed, _rows, playing) => {
  const format = t.format as DoppelkopfFormat;
  const past = await tablesBefore(tx, t.id, round);
  const ids = playing.map((e) => e.id);
  // Best first by the tournament's ranking; round 1 (no results) keeps the start numbers' order.
  const order = round === 1 ? ids : individualStandings(ids, past, format.rankingMode).map((r) => r.player);
  const history: PastTable[] = past.map((tb) => ({ ...tb, places: tablePlaces(tb.points).map((p) => p.place) }));
  const seating = seatTables({ players: order, round, seed, mode: format.seatingMode, history });
  if (!seating.ok)
    throw new DomainError(
      "BAD_REQUEST",
      `${seating.message.de} Möglich: ${seating.suggestions.map((x) => x.de).join("; ")}.`,
      `${seating.message.en} Possible: ${seating.suggestions.map((x) => x.en).join("; ")}.`,
      "round",
    );
  return {
    tables: seating.tables.map((tb) => ({ table: tb.table, firstDealer: 0, seats: tb.players })),
    bye: null,
    explanations: seating.explanations.map(note),
    warnings: await seatingWarnings(tx, t.id, round, seating.tables, history),
  };
};
