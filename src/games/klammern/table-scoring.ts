// Klammern in Turniermodus: the engine's match scoring (dealer rotation, held Stehbeet points, end of match); side
// 0 is the pair at position 0 (North/South), side 1 the pair at position 1 (East/West).
import { resultError } from "../engine-errors";
import { evaluateMatch, normalizeRecord } from "./match";
import type { TableScoring } from "../table-scoring";
import { statsByEntrant } from "../table-stats";
import { klammernSheet } from "./sheet";
import type { KlammernFormat } from "./format";

export const klammernScoring: TableScoring = {
  normalize: normalizeRecord,
  evaluate(t, table, records) {
    const match = evaluateMatch({ rules: t.rules, ...(t.format as KlammernFormat) }, records);
    // The engine knows the rotation from the first deal on; which seat deals first is the table's.
    const first = records[0] as { dealer?: unknown } | undefined;
    if (first && typeof first.dealer === "number" && first.dealer !== table.firstDealer) match.errors.push(firstDealerError(first.dealer, table.firstDealer));
    const [ns, ew] = table.seats;
    return {
      errors: match.errors,
      over: match.over,
      nextDealer: match.nextDealer,
      points: new Map([
        [ns!, match.totals[0] ?? 0],
        [ew!, match.totals[1] ?? 0],
      ]),
      deals: match.deals.map((d) => (d.result.ok ? { score: d.result.score, detail: d.result.detail } : { score: [], detail: null })),
    };
  },
  auditPoints(table, points) {
    const [ns, ew] = table.seats;
    return { nsPoints: points.get(ns!) ?? 0, ewPoints: points.get(ew!) ?? 0 };
  },
  playerStats(t, table, records) {
    // The record's seats are the table's positions (North 0, East 1, South 2, West 3).
    const match = evaluateMatch({ rules: t.rules, ...(t.format as KlammernFormat) }, records);
    const deals = match.deals.map((d, i) => ({
      dealer: ((records[i] as { dealer?: number } | undefined)?.dealer as number) ?? 0,
      seats: [0, 1, 2, 3],
      score: d.result.ok ? d.result.score : [],
      detail: d.result.ok ? d.result.detail : null,
    }));
    return statsByEntrant(klammernSheet, deals, table.seats);
  },
};

const SEAT_NAMES = ["Nord", "Ost", "Süd", "West"];
const SEAT_NAMES_EN = ["North", "East", "South", "West"];

function firstDealerError(dealer: number, expected: number) {
  return resultError(
    "MATCH_DEALER_NOT_NEXT",
    "deals[0].dealer",
    // By the seats' names: a person reads no seat numbers counted from 0.
    `Das erste Spiel dieses Tisches gibt ${SEAT_NAMES[expected]}, nicht ${SEAT_NAMES[dealer] ?? dealer + 1}.`,
    `The first deal at this table is dealt by ${SEAT_NAMES_EN[expected]}, not ${SEAT_NAMES_EN[dealer] ?? dealer + 1}.`,
  );
}
