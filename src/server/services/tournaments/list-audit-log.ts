import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { auditLog, matches, rounds } from "../../db/schema";
import { loadEntrantLabels } from "../entrants/entrant-labels";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";
import { loadSeats } from "../rounds/table-seats";

export const listAuditLogInput = z.object({ tournamentId: idField });

/** The tournament's audit trail, newest first: who, when, what, why, before and after; with what the page needs to
 * say it in sentences (components/results/audit-sentences.ts): the tournament's game and time zone, the names of
 * the entrants by start number, and who sat where at each table the entries name. */
export async function listAuditLog({ ctx, input }: ServiceCall<z.infer<typeof listAuditLogInput>>) {
  const tournament = await requireTournament(ctx.db, ctx, input.tournamentId);
  const entries = await ctx.db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: auditLog.actorName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      reason: auditLog.reason,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.tournamentId, tournament.id))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  const pairs = await loadEntrantLabels(ctx.db, tournament.id);
  const entrantName = new Map(pairs.map((p) => [p.id, p.name ?? p.players.join(" & ")]));
  return {
    tournament: { id: tournament.id, name: tournament.name, game: tournament.game, timeZone: tournament.timeZone },
    entries: entries.map(({ actorId, ...e }) => ({ ...e, device: actorId === null })),
    /** Each entrant's name by start number (a Klammern pair's name, or its players). */
    entrants: Object.fromEntries(pairs.map((p) => [p.number, entrantName.get(p.id) ?? ""])),
    /** Who sits at each table by "round/table": the entrants in the order the trail's points list them (a Klammern
     * table's two pairs, North/South first; a Doppelkopf table's players, position 1 first). */
    tables: await tableNames(ctx.db, tournament.id, entrantName),
  };
}

async function tableNames(db: Parameters<typeof loadSeats>[0], tournamentId: string, entrantName: Map<string, string>) {
  const rows = await db
    .select({ id: matches.id, round: rounds.number, table: matches.tableNumber })
    .from(matches)
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .where(and(eq(rounds.tournamentId, tournamentId), inArray(rounds.status, ["published", "closed"])));
  const seats = await loadSeats(
    db,
    rows.map((r) => r.id),
  );
  return Object.fromEntries(
    rows.map((r) => [`${r.round}/${r.table}`, [...new Set(seats.get(r.id) ?? [])].map((entrant) => entrantName.get(entrant) ?? "")]),
  );
}
