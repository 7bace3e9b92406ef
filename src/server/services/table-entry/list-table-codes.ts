import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../db";
import { captainSessions, matches, rounds, tableCodes } from "../../db/schema";
import { DomainError } from "../../errors";
import { requireTournament } from "../_shared/access";
import type { ServiceCall, ServiceContext } from "../_shared/context";
import { idField, intField } from "../_shared/schemas";
import { displayCode } from "../rounds/table-code-format";

export const roundRefInput = z.object({
  tournamentId: idField,
  round: intField({ de: "Die Runde", en: "The round" }, 1, 99),
});
export type RoundRef = z.infer<typeof roundRefInput>;

/** A round of a tournament the caller runs (FORBIDDEN otherwise). */
export async function requireRoundByNumber(db: Queryable, ctx: ServiceContext, ref: RoundRef) {
  const tournament = await requireTournament(db, ctx, ref.tournamentId);
  const [round] = await db.select().from(rounds).where(and(eq(rounds.tournamentId, tournament.id), eq(rounds.number, ref.round)));
  if (!round)
    throw new DomainError("NOT_FOUND", `Runde ${ref.round} gibt es noch nicht.`, `Round ${ref.round} does not exist yet.`, "round");
  return { tournament, round };
}

/** For the organizer (table cards, the director's desk): each table's live codes, the entry path the QR code
 * opens, which device holds the table and which devices ask to take it over. */
export async function listTableCodes({ ctx, input }: ServiceCall<RoundRef>) {
  const { tournament, round } = await requireRoundByNumber(ctx.db, ctx, input);
  return tableCodeSheet(ctx.db, tournament.id, round);
}

export async function tableCodeSheet(db: Queryable, tournamentId: string, round: typeof rounds.$inferSelect) {
  const tables = await db.select().from(matches).where(eq(matches.roundId, round.id)).orderBy(asc(matches.tableNumber));
  const ids = tables.map((m) => m.id);
  const codes = ids.length
    ? await db.select().from(tableCodes).where(and(inArray(tableCodes.matchId, ids), isNull(tableCodes.revokedAt)))
    : [];
  const sessions = ids.length
    ? await db
        .select()
        .from(captainSessions)
        .where(and(inArray(captainSessions.matchId, ids), inArray(captainSessions.status, ["active", "pending"]), eq(captainSessions.side, "captain")))
        .orderBy(asc(captainSessions.createdAt))
    : [];
  const codeOf = (matchId: string, side: "captain" | "opponent") => {
    const c = codes.find((x) => x.matchId === matchId && x.side === side);
    return c ? { id: c.id, code: displayCode(c.code), path: `/tisch/${c.code}` } : null;
  };
  return {
    round: { id: round.id, number: round.number, status: round.status },
    tables: tables.map((m) => ({
      matchId: m.id,
      tableNumber: m.tableNumber,
      confirmedAt: m.confirmedAt,
      captain: codeOf(m.id, "captain"),
      opponent: codeOf(m.id, "opponent"),
      heldSince: sessions.find((s) => s.matchId === m.id && s.status === "active")?.createdAt ?? null,
      takeoverRequests: sessions.filter((s) => s.matchId === m.id && s.status === "pending").map((s) => ({ sessionId: s.id, since: s.createdAt })),
    })),
  };
}
