import { and, asc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { normalizeKlammernRecord } from "@/engine";
import type { Queryable } from "../../db";
import { deals, matches, rounds, tableSeats } from "../../db/schema";
import type { ServiceCall } from "../_shared/context";
import { loadEntrantLabels } from "../entrants/entrant-labels";
import { exportInput, findPublicTournament } from "../public/public-tournament";
import { alias } from "drizzle-orm/pg-core";
import { gameOf } from "@/games";
import { loadSeats } from "../rounds/table-seats";
import type { Tournament } from "../_shared/tournament-format";

export const exportDealsInput = exportInput;

/** The lines' format (docs/exports.md): 2 since a Doppelkopf line's `round` is the engine's round context and the
 * round number moved to `roundNumber`. */
export const DEALS_FORMAT = "stichfest.deals/2";

/** Deals read per query: memory stays flat however big the tournament, and each query is short. */
export const DEALS_PAGE_SIZE = 500;

/** Where the last line written was played: the next page starts after it (keyset pagination). */
interface Position {
  round: number;
  table: number;
  deal: number;
}

/**
 * GET /api/export/t/<slug>/deals.jsonl: one hand record per line (records.md), with the tournament's rules in
 * it, and for a game whose tables give each record a context (Doppelkopf's Spielliste) that context, so that
 * `engine score` re-scores each line alone to its stored `score`; plus where it was played. The tournament
 * is looked up first (an unknown slug throws NOT_FOUND before anything is written); the lines then come page by
 * page, in order round, table, deal, as the caller reads them.
 */
export async function exportDeals({ ctx, input }: ServiceCall<z.infer<typeof exportDealsInput>>): Promise<AsyncIterable<string>> {
  const { tournament: t } = await findPublicTournament(ctx.db, input.slug);
  const numberOf = new Map((await loadEntrantLabels(ctx.db, t.id)).map((p) => [p.id, p.number]));
  return dealLines(ctx.db, t, numberOf, gameOf(t.game).sides);
}

type Row = Awaited<ReturnType<typeof dealsPage>>[number];

async function* dealLines(db: Queryable, t: Tournament, numberOf: Map<string, number>, pairs: boolean): AsyncGenerator<string> {
  const { exportFields } = gameOf(t.game).scoring;
  let after: Position | null = null;
  // The records of the table the last page ended in: its next deals' context depends on them.
  let carry: { matchId: string; records: unknown[] } | null = null;
  for (;;) {
    const rows = await dealsPage(db, t.id, after);
    // A table of single players is named by its seats (start numbers by position), a Klammern table by its pairs.
    const seats = pairs ? null : await loadSeats(db, [...new Set(rows.map((r) => r.matchId))]);
    // Each table's context of its deals, replayed once per table and page from the table's first deal.
    const context = new Map<string, Record<string, unknown>[]>();
    if (exportFields) {
      for (const [matchId, own] of byMatch(rows)) {
        const records: unknown[] = [...(carry?.matchId === matchId ? carry.records : []), ...own.map((r) => r.record)];
        const first = own[0]!;
        const table = { seats: seats?.get(matchId) ?? [], firstDealer: first.firstDealer, penalties: [], struckAfter: first.struckAfter };
        context.set(matchId, exportFields(t, table, records));
        carry = { matchId, records };
      }
    }
    let page = "";
    for (const r of rows) {
      // Klammern records stored before they were normalized may carry keys a client added: those are left out.
      const n = pairs ? normalizeKlammernRecord(r.record) : null;
      const { game, players, dealer, ...rest } = n?.errors.length ? n.record : r.record;
      // Without a context of its own, a line keeps the round number in `round` as format 1 had it.
      const own = exportFields ? (context.get(r.matchId)?.[r.deal - 1] ?? {}) : { round: r.round };
      const line = {
        format: DEALS_FORMAT,
        game,
        rules: t.rules,
        players,
        dealer,
        ...rest,
        ...own,
        roundNumber: r.round,
        table: r.table,
        deal: r.deal,
        ...(seats
          ? { seats: (seats.get(r.matchId) ?? []).map((id) => numberOf.get(id) ?? null) }
          : { ns: numberOf.get(r.ns) ?? null, ew: numberOf.get(r.ew) ?? null }),
        score: r.score,
      };
      page += JSON.stringify(line) + "\n";
    }
    if (page) yield page;
    if (rows.length < DEALS_PAGE_SIZE) return;
    const last = rows[rows.length - 1]!;
    after = { round: last.round, table: last.table, deal: last.deal };
  }
}

/** The page's rows grouped by table, in order. */
function byMatch(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const group = groups.get(r.matchId);
    if (group) group.push(r);
    else groups.set(r.matchId, [r]);
  }
  return groups;
}

/** The pairs of a Klammern table: North/South holds position 0, East/West position 1 (rounds/table-seats.ts). */
const nsSeat = alias(tableSeats, "ns_seat");
const ewSeat = alias(tableSeats, "ew_seat");

/** One page of the tournament's deals in published and closed rounds, after `after` in export order. */
function dealsPage(db: Queryable, tournamentId: string, after: Position | null) {
  const inTournament = and(eq(rounds.tournamentId, tournamentId), ne(rounds.status, "draft"));
  return db
    .select({
      round: rounds.number,
      table: matches.tableNumber,
      deal: deals.number,
      matchId: matches.id,
      firstDealer: matches.firstDealer,
      struckAfter: matches.struckAfter,
      ns: nsSeat.entrantId,
      ew: ewSeat.entrantId,
      record: deals.record,
      score: deals.score,
    })
    .from(deals)
    .innerJoin(matches, eq(matches.id, deals.matchId))
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .innerJoin(nsSeat, and(eq(nsSeat.matchId, matches.id), eq(nsSeat.position, 0)))
    .innerJoin(ewSeat, and(eq(ewSeat.matchId, matches.id), eq(ewSeat.position, 1)))
    .where(
      after === null
        ? inTournament
        : and(inTournament, sql`(${rounds.number}, ${matches.tableNumber}, ${deals.number}) > (${after.round}, ${after.table}, ${after.deal})`),
    )
    .orderBy(asc(rounds.number), asc(matches.tableNumber), asc(deals.number))
    .limit(DEALS_PAGE_SIZE);
}
