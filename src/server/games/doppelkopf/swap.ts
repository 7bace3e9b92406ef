// Doppelkopf: two players of a draft exchange table and position (two of one table exchange positions); the
// seating's warnings are recomputed against the earlier rounds. Only players seated in the draft can be swapped:
// a table needs its four or five, so nobody outside the draft takes a seat this way.
import { eligibility, swapPlayers, type Note } from "@/pairing";
import { DomainError } from "../../errors";
import { loadEntrantRows, toPairingEntrant } from "../../services/rounds/round-pairing-data";
import { loadRoundTables } from "../../services/rounds/table-seats";
import { seatingWarnings, tablesBefore } from "./seating";
import type { SwapInRound } from "../../services/rounds/seating/types";

export const swapDoppelkopfPlayers: SwapInRound = async (tx, t, round, a, b) => {
  const rows = await loadRoundTables(tx, round.id);
  const tables = rows.map((m) => ({ table: m.table, players: m.players }));
  const entrants = await loadEntrantRows(tx, t.id);
  for (const [field, id] of [["a", a], ["b", b]] as const) {
    const row = entrants.find((e) => e.id === id);
    const seated = tables.some((tb) => tb.players.includes(id));
    if (!row || !seated || eligibility(toPairingEntrant(row), round.number) !== "eligible")
      throw new DomainError(
        "BAD_REQUEST",
        `Dieser Spieler sitzt in Runde ${round.number} an keinem Tisch.`,
        `This player has no seat in round ${round.number}.`,
        field,
      );
  }
  const after = swapPlayers(tables, a, b);
  const past = await tablesBefore(tx, t.id, round.number);
  const warnings = await seatingWarnings(tx, t.id, round.number, after, past);
  const [na, nb] = [a, b].map((id) => entrants.find((e) => e.id === id)!.number);
  const swapped: Note = {
    code: "swapped",
    entrants: [a, b],
    de: `Die Turnierleitung hat Spieler Nr. ${na} und Spieler Nr. ${nb} getauscht.`,
    en: `The organizer swapped player no. ${na} and player no. ${nb}.`,
  };
  return {
    tables: after.map((tb, i) => ({ table: tb.table, firstDealer: rows[i]!.firstDealer, seats: tb.players })),
    bye: null,
    explanations: [...(round.explanations as Note[]), swapped],
    warnings,
  };
};
