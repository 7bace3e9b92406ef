// Dreier's table scoring (Game.scoring): the table's deals replayed by its engine, each
// player's points the total at his seat; the table is over after the format's deals.
import type { TableScoring } from "@/games";
import { replayTrio } from "./engine";

export const trioScoring: TableScoring = {
  normalize: (record) => ({ game: record.game, players: record.players, dealer: record.dealer, summary: record.summary }),
  evaluate(t, table, records) {
    const deals = (t.format as unknown as { dealsPerTable: number }).dealsPerTable;
    const r = replayTrio(records, table.firstDealer, deals);
    return {
      errors: r.errors,
      over: r.over,
      nextDealer: r.nextDealer,
      points: new Map(table.seats.map((entrant, seat) => [entrant, r.totals[seat] ?? 0])),
      deals: r.scored,
    };
  },
  auditPoints: (table, points) => ({ points: table.seats.map((entrant) => points.get(entrant) ?? 0) }),
};
