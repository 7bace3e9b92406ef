import { z } from "zod";
import { gameOf } from "@/games";
import { eligibility } from "@/pairing";
import { rounds } from "../../db/schema";
import { DomainError } from "../../errors";
import { requireTournament } from "../_shared/access";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { latestRound } from "../_shared/latest-round";
import { loadEntrantRows, storeSeatedRound, toPairingEntrant } from "./round-pairing-data";
import { serverGame } from "../../games";
import { roundSeed } from "./round-seed";
import { idField, intField } from "../_shared/schemas";
import { isUniqueViolation, lockOpenTournament } from "../_shared/tournament-lock";

export const drawRoundInput = z.object({
  tournamentId: idField,
  /** The round the organizer means to pair; if someone else paired it meanwhile, the call is refused. */
  round: intField({ de: "Die Runde", en: "The round" }, 1, 99),
});

const alreadyPaired = (round: number) =>
  new DomainError(
    "CONFLICT",
    `Runde ${round} ist schon ausgelost (vielleicht gerade von jemand anderem). Bitte neu laden.`,
    `Round ${round} is already paired (perhaps by someone else just now). Please reload.`,
    "round",
  );

function bad(de: string, en: string, field?: string) {
  return new DomainError("BAD_REQUEST", de, en, field);
}

/**
 * Seats the next round as a DRAFT for the organizer to review, the game's way (rounds/seating: a Swiss or round
 * robin pairing of Klammern pairs, a draw of Doppelkopf players to tables of four and five) from src/pairing, with the
 * round's seed derived from the tournament's stored seed (so the same data always gives the same tables). The
 * round, its tables and who plays are written in one transaction under the tournament's row lock, so two
 * organizers pairing at the same moment produce one round; the unique index on (tournament, number) backs it up.
 */
export async function drawRound({ ctx, input }: ServiceCall<z.infer<typeof drawRoundInput>>) {
  await requireTournament(ctx.db, ctx, input.tournamentId);
  try {
    return await ctx.db.transaction(async (tx) => {
      const t = await lockOpenTournament(tx, input.tournamentId);
      const last = await latestRound(tx, t.id);
      const next = (last?.number ?? 0) + 1;
      if (last && input.round <= last.number) throw alreadyPaired(input.round);
      if (input.round !== next)
        throw bad(`Als Nächstes ist Runde ${next} dran.`, `The next round to pair is round ${next}.`, "round");
      if (last && last.status !== "closed")
        throw bad(
          `Runde ${last.number} ist noch nicht abgeschlossen; erst danach kann Runde ${next} ausgelost werden.`,
          `Round ${last.number} is not closed yet; round ${next} can be paired only after that.`,
          "round",
        );
      if (next > t.roundsPlanned)
        throw bad(`Das Turnier hat nur ${t.roundsPlanned} Runden.`, `The tournament has only ${t.roundsPlanned} rounds.`, "round");

      const rows = await loadEntrantRows(tx, t.id);
      const playing = rows.filter((r) => eligibility(toPairingEntrant(r), next) === "eligible");
      const absent = playing.filter((r) => r.status === "registered");
      if (absent.length) {
        const list = absent.map((r) => r.number).join(", ");
        const { noun } = gameOf(t.game).entrant;
        throw bad(
          `Noch nicht eingecheckt: ${noun.de} ${list}. Bitte einchecken oder zurückziehen.`,
          `Not checked in yet: ${noun.en} ${list}. Check them in or withdraw them.`,
        );
      }

      const seed = roundSeed(t.seed, next);
      const seated = await serverGame(t.game).seating.seat(tx, t, next, seed, rows, playing);

      const [round] = await tx
        .insert(rounds)
        .values({
          tournamentId: t.id,
          number: next,
          status: "draft",
          seed,
          explanations: seated.explanations,
          warnings: seated.warnings,
          byeEntrantId: seated.bye,
        })
        .returning();
      await storeSeatedRound(tx, round!.id, t.id, seated);
      await recordAudit(tx, {
        tournamentId: t.id,
        actor: organizer(ctx.user!),
        action: "pair-round",
        entity: "round",
        entityId: round!.id,
        after: { round: next, status: "draft", tableCount: seated.tables.length, warnings: seated.warnings.length },
      });
      return { roundId: round!.id, number: next, tables: seated.tables.length, bye: seated.bye, warnings: seated.warnings };
    });
  } catch (e) {
    if (isUniqueViolation(e, "rounds_tournament_number_unique")) throw alreadyPaired(input.round);
    throw e;
  }
}
