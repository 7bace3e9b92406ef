import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { deals, matches, roundEntrants, rounds } from "../../db/schema";
import type { ServiceCall } from "../_shared/context";
import { loadEntrantLabels } from "../entrants/entrant-labels";
import { exportInput, findPublicTournament, publicHead } from "../public/public-tournament";
import { withSides } from "../rounds/table-seats";
import { gameOf } from "@/games";
import { readBi } from "@/lib/bilingual";
import { loadTableResults } from "../rounds/table-results";

export const exportRoundsInput = exportInput;

/** GET /api/export/t/<slug>/rounds.json: every published or closed round with its tables, pairs and seats
 * (docs/exports.md). Draft rounds are the organizer's work in progress and are left out. */
export async function exportRounds({ ctx, input }: ServiceCall<z.infer<typeof exportRoundsInput>>) {
  const row = await findPublicTournament(ctx.db, input.slug);
  const t = row.tournament;
  const pairs = new Map((await loadEntrantLabels(ctx.db, t.id)).map((p) => [p.id, p]));
  const list = await ctx.db
    .select()
    .from(rounds)
    .where(and(eq(rounds.tournamentId, t.id), ne(rounds.status, "draft")))
    .orderBy(asc(rounds.number));
  const ids = list.map((r) => r.id);
  const tableRows = ids.length ? await ctx.db.select().from(matches).where(inArray(matches.roundId, ids)).orderBy(asc(matches.tableNumber)) : [];
  // Every table by position (start numbers and points); Klammern also as its two pairs.
  const sides = gameOf(t.game).sides ? new Map((await withSides(ctx.db, tableRows)).map((m) => [m.id, m])) : null;
  const numberOfRound = new Map(list.map((r) => [r.id, r.number]));
  const byPosition = new Map((await loadTableResults(ctx.db, t.id)).map((tb) => [`${tb.round}/${tb.table}`, tb]));
  const counts = ids.length
    ? await ctx.db
        .select({ matchId: deals.matchId, count: sql<number>`count(*)::int` })
        .from(deals)
        .innerJoin(matches, eq(matches.id, deals.matchId))
        .where(inArray(matches.roundId, ids))
        .groupBy(deals.matchId)
    : [];
  const dealCount = new Map(counts.map((c) => [c.matchId, c.count]));
  const byes = ids.length
    ? await ctx.db.select().from(roundEntrants).where(and(inArray(roundEntrants.roundId, ids), eq(roundEntrants.isBye, true)))
    : [];
  const pairRef = (id: string | null | undefined) => {
    const p = id ? pairs.get(id) : undefined;
    return p ? { id: p.id, number: p.number, name: p.name, players: p.players } : null;
  };
  return {
    format: "stichfest.rounds/1",
    tournament: publicHead(row),
    rounds: list.map((r) => ({
      number: r.number,
      status: r.status,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      closedAt: r.closedAt?.toISOString() ?? null,
      flagged: r.flaggedAt ? { at: r.flaggedAt.toISOString(), reason: flagReasonText(r.flagReason) } : null,
      bye: pairRef(byes.find((b) => b.roundId === r.id)?.entrantId ?? r.byeEntrantId),
      tables: tableRows
        .filter((m) => m.roundId === r.id)
        .map((m) => {
          const seated = byPosition.get(`${numberOfRound.get(m.roundId)}/${m.tableNumber}`);
          const positions = { seats: (seated?.players ?? []).map((id) => pairs.get(id)?.number ?? null), points: seated?.points ?? [] };
          const pair = sides?.get(m.id);
          if (!pair) return { table: m.tableNumber, status: m.status, firstDealer: m.firstDealer, ...positions, deals: dealCount.get(m.id) ?? 0 };
          return {
            table: m.tableNumber,
            status: m.status,
            firstDealer: m.firstDealer,
            ns: { ...pairRef(pair.nsEntrantId)!, seats: [0, 2] },
            ew: { ...pairRef(pair.ewEntrantId)!, seats: [1, 3] },
            nsPoints: pair.nsPoints,
            ewPoints: pair.ewPoints,
            deals: dealCount.get(m.id) ?? 0,
            adjusted: pair.status === "adjusted" && pair.adjusted ? { nsOutcome: pair.adjusted.nsOutcome, ewOutcome: pair.adjusted.ewOutcome } : null,
            ...positions,
          };
        }),
    })),
  };
}

/** The flag's reason for a file: German (the exports' language), also when stored in both (lib/bilingual). */
function flagReasonText(text: string | null): string | null {
  return text === null ? null : (readBi(text)?.de ?? text);
}
