import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { entrants } from "../../db/schema";
import { staleVersion } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { checkPlayers, entrantPlayersOf, loadPlayers, pairNameField, playerField, savePlayers } from "./entrant-players";
import { requireEntrant } from "./load-entrant";
import { idField, versionField } from "../_shared/schemas";
import { lockTournament } from "../_shared/tournament-lock";
import { publishChange } from "../_shared/publish-change";

export const updateEntrantInput = z.object({
  entrantId: idField,
  version: versionField,
  name: pairNameField,
  player1: playerField,
  /** A Klammern pair's partner; a Doppelkopf player has none. */
  player2: playerField.optional(),
});

/** Corrects a pair's name or players (a misspelt guest, a substitute). Start number and history stay. */
export async function updateEntrant({ ctx, input }: ServiceCall<z.infer<typeof updateEntrantInput>>) {
  const { tournament } = await requireEntrant(ctx.db, ctx, input.entrantId);
  return ctx.db.transaction(async (tx) => {
    await lockTournament(tx, tournament.id);
    const players = entrantPlayersOf(tournament.game, input);
    await checkPlayers(tx, tournament, players, input.entrantId);
    const [row] = await tx
      .update(entrants)
      .set({ name: input.name || null, version: sql`${entrants.version} + 1` })
      .where(and(eq(entrants.id, input.entrantId), eq(entrants.version, input.version)))
      .returning();
    if (!row) throw staleVersion();
    await savePlayers(tx, row.tournamentId, row.id, players);
    await publishChange(tx, { tournamentId: row.tournamentId, kind: "tournament", ids: [row.id] });
    return { ...row, players: (await loadPlayers(tx, { entrantId: row.id })).get(row.id) ?? [] };
  });
}
