import { z } from "zod";
import { auditLog } from "../../db/schema";
import { gameOf } from "@/games";
import { DomainError } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { publishChange } from "../_shared/publish-change";
import { idField } from "../_shared/schemas";
import { reasonField } from "../rounds/close-round";
import { lockMatch } from "./match-lock";
import { requireMatch } from "./result-access";
import { loadSpielliste } from "./spielliste-data";
import { gamesAfterStrike, gamesStored, restoreWithStrike } from "./time-up";

export const strikeGamesInput = z.object({
  matchId: idField,
  /** true: strike the outstanding normal games now; false: lift the strike (before any game after it). */
  strike: z.boolean(),
  reason: reasonField,
});

/** The referee strikes a Doppelkopf table's outstanding normal games at time (TSR 8.5.1), e.g. when typing in a
 * paper list, or lifts a strike no game was played after; with a reason on the audit trail. */
export async function strikeGames({ ctx, input }: ServiceCall<z.infer<typeof strikeGamesInput>>) {
  await requireMatch(ctx.db, ctx, input.matchId);
  const user = ctx.user!;
  return ctx.db.transaction(async (tx) => {
    const { match, round, tournament } = await lockMatch(tx, input.matchId);
    const refuse = (de: string, en: string) => new DomainError("BAD_REQUEST", de, en, "matchId");
    if (gameOf(tournament.game).closedEarly !== "games-struck") throw refuse("Streichen nach Zeitablauf gibt es nur an Doppelkopf-Tischen.", "Striking games at time is for Doppelkopf tables.");
    if (round.status !== "published") throw refuse("Streichen geht nur, solange die Runde läuft.", "Games are struck only while the round is being played.");
    if (match.confirmedAt) throw refuse("Die Spielliste ist bestätigt; ändern geht nur über eine Korrektur.", "The list is confirmed; change it through a correction.");
    if (input.strike && match.struckAfter !== null)
      throw refuse(`Die ausstehenden Spiele sind schon nach Spiel ${match.struckAfter} gestrichen.`, `The outstanding games are already struck after game ${match.struckAfter}.`);
    if (!input.strike && match.struckAfter === null) throw refuse("An diesem Tisch ist nichts gestrichen.", "Nothing is struck at this table.");
    const after = await gamesAfterStrike(tx, match);
    if (!input.strike && after > 0)
      throw refuse(
        `Nach der Streichung ${after === 1 ? "wurde schon 1 Spiel" : `wurden schon ${after} Spiele`} eingetragen; erst ${after === 1 ? "dieses" : "diese"} zurücknehmen.`,
        `${after} game(s) were entered after the strike; take them back first.`,
      );
    const before = await loadSpielliste(tx, tournament, match);
    if (input.strike && before.list.gamesLeft === 0)
      throw refuse("An diesem Tisch steht kein Spiel mehr aus; es gibt nichts zu streichen.", "This table has no games outstanding; there is nothing to strike.");
    const updated = await restoreWithStrike(tx, tournament, match, input.strike ? await gamesStored(tx, match.id) : null);
    const now = await loadSpielliste(tx, tournament, updated);
    const where = { round: round.number, table: match.tableNumber };
    await tx.insert(auditLog).values({
      tournamentId: tournament.id,
      actorId: user.id,
      actorName: user.name,
      action: input.strike ? "strike-games" : "lift-strike",
      entity: "match",
      entityId: match.id,
      reason: input.reason,
      before: { ...where, played: before.list.games.length, gamesLeft: before.list.gamesLeft },
      after: { ...where, played: now.list.games.length, gamesLeft: now.list.gamesLeft },
    });
    await publishChange(tx, { tournamentId: tournament.id, kind: "match", ids: [match.id] });
    return { matchId: updated.id, version: updated.version, struckAfter: updated.struckAfter, gamesLeft: now.list.gamesLeft, status: updated.status };
  });
}
