// Doppelkopf: players drawn to tables of four and five (src/pairing/tables) by the tournament's seating mode, in
// the order of the standings so far (round 1: start numbers); position 1 (index 0) deals first.
import type { DoppelkopfFormat } from "@/games";
import { individualStandings, seatTables, tablePlaces, type Note, type PastTable } from "@/pairing";
import { DomainError } from "../../../errors";
import { loadTableResults } from "../table-results";
import type { SeatRound } from "./types";

const note = (w: { de: string; en: string }): Note => ({ code: "seating", entrants: [], ...w });

export const seatDoppelkopfRound: SeatRound = async (tx, t, round, seed, _rows, playing) => {
  const format = t.format as DoppelkopfFormat;
  const past = (await loadTableResults(tx, t.id)).filter((tb) => tb.round < round);
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
    warnings: [],
  };
};
