import { z } from "zod";
import { eligibility, pairSwissRound, roundRobinRound, roundRobinRoundCount, type Pairing } from "@/pairing";
import { rounds } from "../../db/schema";
import { DomainError } from "../../errors";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { latestRound } from "./load-round";
import { loadEntrantRows, pairingContext, storeTables } from "./round-pairing-data";
import { roundSeed } from "./round-seed";
import { idField, intField } from "../_shared/schemas";
import { isUniqueViolation, lockTournament } from "../_shared/tournament-lock";

export const pairRoundInput = z.object({
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
 * Pairs the next round as a DRAFT for the organizer to review: Swiss or round robin from src/pairing, with the
 * round's seed derived from the tournament's stored seed (so the same data always gives the same tables). The
 * round, its tables and who plays are written in one transaction under the tournament's row lock, so two
 * organizers pairing at the same moment produce one round; the unique index on (tournament, number) backs it up.
 */
export async function pairRound({ ctx, input }: ServiceCall<z.infer<typeof pairRoundInput>>) {
  await requireTournament(ctx.db, ctx, input.tournamentId);
  try {
    return await ctx.db.transaction(async (tx) => {
      const t = await lockTournament(tx, input.tournamentId);
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
      const context = await pairingContext(tx, t, rows);
      const playing = context.entrants.filter((e) => eligibility(e, next) === "eligible");
      const absent = rows.filter((r) => r.status === "registered" && playing.some((e) => e.id === r.id));
      if (absent.length) {
        const list = absent.map((r) => r.number).join(", ");
        throw bad(
          `Noch nicht eingecheckt: Paar ${list}. Bitte einchecken oder zurückziehen.`,
          `Not checked in yet: pair ${list}. Check them in or withdraw them.`,
        );
      }
      if (playing.length < 2)
        throw bad("Zum Auslosen braucht es mindestens zwei Paare.", "Pairing needs at least two pairs.");

      const seed = roundSeed(t.seed, next);
      let pairing: Pairing;
      if (t.scheduleType === "round-robin") {
        const count = roundRobinRoundCount(context.entrants.length);
        if (next > count)
          throw bad(
            `Ein Rundenturnier mit ${context.entrants.length} Paaren hat nur ${count} Runden.`,
            `A round robin of ${context.entrants.length} pairs has only ${count} rounds.`,
            "round",
          );
        pairing = roundRobinRound(context.entrants, next, { seed });
      } else {
        pairing = pairSwissRound({ round: next, seed, entrants: context.entrants, results: context.results, options: { scoring: context.scoring } });
      }

      const [round] = await tx
        .insert(rounds)
        .values({
          tournamentId: t.id,
          number: next,
          status: "draft",
          seed,
          explanations: pairing.explanations,
          warnings: pairing.warnings,
          byeEntrantId: pairing.bye,
        })
        .returning();
      await storeTables(tx, round!.id, t.id, pairing);
      return { roundId: round!.id, number: next, tables: pairing.tables.length, bye: pairing.bye, warnings: pairing.warnings };
    });
  } catch (e) {
    if (isUniqueViolation(e, "rounds_tournament_number_unique")) throw alreadyPaired(input.round);
    throw e;
  }
}
