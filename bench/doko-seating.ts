// Doppelkopf table seating at an open's size: round 6 for 4,000 players after five rounds (target: at most 2 s and
// no repeated table-mate). Run by `npm run bench:pairing`, or alone: `npx tsx bench/doko-seating.ts`.
import { performance } from "node:perf_hooks";
import { createRng, shuffle } from "../src/engine";
import { seatTables, type PastTable } from "../src/pairing/tables";

export function runDokoSeatingBench(players = 4000) {
  const ids = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  const history: PastTable[] = [];
  const rng = createRng(2026);
  const seatRound = (round: number) => {
    // Standings order changes each round; the draw does not depend on it, but a real field's would.
    const res = seatTables({ players: shuffle(ids, rng), round, seed: 4711, mode: "draw", history });
    if (!res.ok) throw new Error(res.message.de);
    return res;
  };
  for (let round = 1; round <= 5; round++) {
    for (const t of seatRound(round).tables) history.push({ round, table: t.table, players: t.players });
  }
  const start = performance.now();
  const sixth = seatRound(6);
  const seconds = (performance.now() - start) / 1000;
  console.log(`BENCH doko.seating.${players} ${seconds.toFixed(3)} s (target <= 2; round 6 after 5 rounds, ${sixth.tables.length} tables)`);
  console.log(`BENCH doko.repeats.${players} ${sixth.repeats} count (target 0; repeated table-mates in round 6)`);
}

if (import.meta.url === `file://${process.argv[1]}`) runDokoSeatingBench();
