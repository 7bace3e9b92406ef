import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { sortByPerson } from "@/lib/person-sort";
import { entrants, members } from "../../db/schema";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { loadPlayers } from "./entrant-players";
import { idField } from "../_shared/schemas";

export const listEntrantsInput = z.object({ tournamentId: idField });

/** The tournament's pairs by start number, with their players named, and the club's active members who are in
 * no pair yet (to pick from when registering). */
export async function listEntrants({ ctx, input }: ServiceCall<z.infer<typeof listEntrantsInput>>) {
  const t = await requireTournament(ctx.db, ctx, input.tournamentId);
  const rows = await ctx.db.select().from(entrants).where(eq(entrants.tournamentId, t.id)).orderBy(asc(entrants.number));
  const clubMembers = await ctx.db
    .select({ id: members.id, playerNumber: members.playerNumber, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(and(eq(members.clubId, t.clubId), eq(members.active, true)));
  const players = await loadPlayers(ctx.db, { tournamentId: t.id });
  const taken = new Set([...players.values()].flat().map((p) => p.memberId));
  return {
    entrants: rows.map((r) => ({
      id: r.id,
      number: r.number,
      name: r.name,
      status: r.status,
      enteredRound: r.enteredRound,
      withdrawnAfterRound: r.withdrawnAfterRound,
      version: r.version,
      players: players.get(r.id) ?? [],
    })),
    // By surname as German lists file it, sorted here: the database's collation is not the reader's.
    availableMembers: sortByPerson(clubMembers, (m) => m)
      .filter((m) => !taken.has(m.id))
      .map((m) => ({ id: m.id, playerNumber: m.playerNumber, name: `${m.firstName} ${m.lastName}` })),
  };
}
