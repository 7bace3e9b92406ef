// Simulated results for tests, benchmarks and demo data: pure, from a seeded RNG.
import type { Rng } from "@/engine";
import type { MatchRecord, Pairing } from "../types";

/** Random game points per table (0..maxPoints each, integers; equal scores give a draw) and the bye record. */
export function simulateResults(pairing: Pick<Pairing, "round" | "tables" | "bye">, rng: Rng, maxPoints = 1000): MatchRecord[] {
  const out: MatchRecord[] = pairing.tables.map((t) => ({
    kind: "played",
    round: pairing.round,
    home: t.home,
    away: t.away,
    homePoints: rng.int(maxPoints + 1),
    awayPoints: rng.int(maxPoints + 1),
  }));
  if (pairing.bye !== null) out.push({ kind: "bye", round: pairing.round, entrant: pairing.bye });
  return out;
}
