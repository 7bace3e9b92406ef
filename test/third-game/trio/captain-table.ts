// Dreier on the scorer's device (ServerGame.captainTable): the table's totals by seat, who deals next and
// whether its deals are done, from its own scoring.
import type { CaptainTable } from "@/server/services/table-entry/captain-table-types";
import { tableContext } from "@/server/services/results/table-context";
import { trioScoring } from "./scoring";

export const trioCaptainTable = (async (db, { tournament, match, deals }) => {
  const table = await tableContext(db, match);
  const evaluated = trioScoring.evaluate(tournament, table, deals.map((d) => d.record));
  return {
    game: "trio" as const,
    ns: null,
    ew: null,
    scores: deals.map((d) => ({ credited: d.score, totals: [] as number[] })),
    totals: table.seats.map((entrant) => evaluated.points.get(entrant) ?? 0),
    held: null,
    over: evaluated.over,
    matchPoints: null,
    nextDealer: deals.length === 0 ? match.firstDealer : evaluated.nextDealer,
    spielliste: null,
  };
}) satisfies CaptainTable<unknown>;
