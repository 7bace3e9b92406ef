import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { entrants } from "../../db/schema";
import { DomainError } from "../../errors";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { checkPlayers, entrantPlayersOf, loadPlayers, pairNameField, playerField, savePlayers } from "./entrant-players";
import { latestRound } from "../_shared/latest-round";
import { idField } from "../_shared/schemas";
import { lockOpenTournament } from "../_shared/tournament-lock";
import { publishChange } from "../_shared/publish-change";
import { gameOf } from "@/games";

export const registerEntrantInput = z.object({
  tournamentId: idField,
  name: pairNameField,
  player1: playerField,
  /** A Klammern pair's partner; a Doppelkopf player has none. */
  player2: playerField.optional(),
  /** Late arrivals are usually present already: check them in at once. */
  checkIn: z.boolean().default(false),
});

/**
 * Registers a pair with the next start number. Before round 1 is paired the pair plays from round 1; later it is
 * a late entry that plays from the next round to be paired. Refused while a round is drafted (the draft would
 * silently leave the pair out: publish or discard it first), in a round robin once its schedule is set (round 1
 * paired), and when every planned round is paired.
 */
export async function registerEntrant({ ctx, input }: ServiceCall<z.infer<typeof registerEntrantInput>>) {
  const t0 = await requireTournament(ctx.db, ctx, input.tournamentId);
  const players = entrantPlayersOf(t0.game, input);
  await checkPlayers(ctx.db, t0, players);
  return ctx.db.transaction(async (tx) => {
    const t = await lockOpenTournament(tx, input.tournamentId);
    // Checked again under the lock: another organizer may have registered the same member meanwhile.
    await checkPlayers(tx, t, players);
    const last = await latestRound(tx, t.id);
    if (last?.status === "draft") {
      throw new DomainError(
        "CONFLICT",
        `Runde ${last.number} liegt als Entwurf vor. Bitte erst veröffentlichen oder verwerfen, dann nachmelden.`,
        `Round ${last.number} is drafted. Publish or discard it first, then register the late entry.`,
      );
    }
    if (last && gameOf(t.game).fieldFixed(t.format)) {
      throw new DomainError(
        "BAD_REQUEST",
        "Im Rundenturnier steht der Spielplan ab Runde 1 fest; Nachmeldungen sind nicht möglich.",
        "In a round robin the schedule is set once round 1 is paired; late entries are not possible.",
      );
    }
    const enteredRound = (last?.number ?? 0) + 1;
    if (enteredRound > t.roundsPlanned) {
      throw new DomainError(
        "BAD_REQUEST",
        "Alle Runden sind schon ausgelost; eine Nachmeldung ist nicht mehr möglich.",
        "Every round is paired already; a late entry is no longer possible.",
      );
    }
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${entrants.number}), 0)::int + 1` })
      .from(entrants)
      .where(eq(entrants.tournamentId, t.id));
    const [row] = await tx
      .insert(entrants)
      .values({
        tournamentId: t.id,
        number: next,
        name: input.name || null,
        status: input.checkIn ? "checked-in" : "registered",
        enteredRound,
      })
      .returning();
    await savePlayers(tx, t.id, row!.id, players);
    await publishChange(tx, { tournamentId: row!.tournamentId, kind: "tournament", ids: [row!.id] });
    return { ...row!, players: (await loadPlayers(tx, { entrantId: row!.id })).get(row!.id) ?? [] };
  });
}
