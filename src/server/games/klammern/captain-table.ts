// A Klammern table on the captain's device: a match of two pairs, scored by the engine deal by deal (what each deal
// credited and the running score), with who deals next, the held points and whether the match is over.
import { loadEntrantLabels } from "../../services/entrants/entrant-labels";
import { evaluateMatch, klammernFormat } from "@/games";
import type { CaptainTable } from "../../services/table-entry/captain-table-types";

export const klammernCaptainTable = (async (db, { tournament, match, deals }) => {
  const format = klammernFormat(tournament);
  const evaluated = evaluateMatch({ rules: tournament.rules, ...format }, deals.map((d) => d.record));
  const pairs = new Map((await loadEntrantLabels(db, tournament.id)).map((p) => [p.id, p]));
  const pair = (id: string) => {
    const p = pairs.get(id);
    return p ? { number: p.number, name: p.name, players: p.players } : null;
  };
  return {
    game: "klammern" as const,
    matchFormat: format.matchFormat,
    /** The pairs: North/South (positions 0 and 2) and East/West (1 and 3). */
    ns: pair(match.nsEntrantId),
    ew: pair(match.ewEntrantId),
    /** What each deal credited each side, and the running score after it. */
    steps: deals.map((d, i) => ({ credited: evaluated.deals[i]?.credited ?? d.score, totals: evaluated.deals[i]?.totals ?? [] })),
    totals: evaluated.totals,
    held: evaluated.held,
    over: evaluated.over,
    matchPoints: evaluated.matchPoints,
    nextDealer: deals.length === 0 ? match.firstDealer : evaluated.nextDealer,
  };
}) satisfies CaptainTable<unknown>;
