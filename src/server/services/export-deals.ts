import { and, asc, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { deals, matches, rounds } from "../db/schema";
import type { ServiceCall } from "./context";
import { loadPairs } from "./entrant-labels";
import { exportInput, findPublicTournament } from "./public-tournament";

export const exportDealsInput = exportInput;

/** GET /api/export/t/<slug>/deals.jsonl: one hand record per line (records.md), with the tournament's rules in
 * it, so that `engine score` re-scores each line to its stored `score`; plus where it was played. */
export async function exportDeals({ ctx, input }: ServiceCall<z.infer<typeof exportDealsInput>>): Promise<string> {
  const { tournament: t } = await findPublicTournament(ctx.db, input.slug);
  const numberOf = new Map((await loadPairs(ctx.db, t.id)).map((p) => [p.id, p.number]));
  const rows = await ctx.db
    .select({
      round: rounds.number,
      table: matches.tableNumber,
      ns: matches.nsEntrantId,
      ew: matches.ewEntrantId,
      number: deals.number,
      record: deals.record,
      score: deals.score,
    })
    .from(deals)
    .innerJoin(matches, eq(matches.id, deals.matchId))
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .where(and(eq(rounds.tournamentId, t.id), ne(rounds.status, "draft")))
    .orderBy(asc(rounds.number), asc(matches.tableNumber), asc(deals.number));
  return rows
    .map((r) => {
      const { game, players, dealer, ...rest } = r.record;
      const line = {
        game,
        rules: t.rules,
        players,
        dealer,
        ...rest,
        round: r.round,
        table: r.table,
        deal: r.number,
        ns: numberOf.get(r.ns) ?? null,
        ew: numberOf.get(r.ew) ?? null,
        score: r.score,
      };
      return JSON.stringify(line) + "\n";
    })
    .join("");
}
