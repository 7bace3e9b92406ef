// Klammern: two pairs of a draft swap places (table and side, or the bye) through src/pairing's swapEntrants, which
// checks the pairing again (rematches, a second bye) against the data the round was paired from.
import { eligibility, SEATS, swapEntrants } from "@/pairing";
import { DomainError } from "../../errors";
import { loadEntrantRows, loadPairing } from "../../services/rounds/round-pairing-data";
import { pairingContext } from "./pairing-context";
import type { SwapInRound } from "../../services/rounds/seating/types";

export const swapKlammernPairs: SwapInRound = async (tx, t, round, a, b) => {
  const rows = await loadEntrantRows(tx, t.id);
  const context = await pairingContext(tx, t, rows);
  for (const [field, id] of [["a", a], ["b", b]] as const) {
    const e = context.entrants.find((x) => x.id === id);
    if (!e || eligibility(e, round.number) !== "eligible") {
      throw new DomainError(
        "BAD_REQUEST",
        `Dieses Paar spielt in Runde ${round.number} nicht mit.`,
        `This pair does not play in round ${round.number}.`,
        field,
      );
    }
  }
  const after = swapEntrants(await loadPairing(tx, round, context), a, b, context);
  return {
    tables: after.tables.map((tb) => ({ table: tb.table, firstDealer: SEATS.indexOf(tb.firstDealer), seats: [tb.home, tb.away, tb.home, tb.away] })),
    bye: after.bye,
    explanations: after.explanations,
    warnings: after.warnings,
  };
};
