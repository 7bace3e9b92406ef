import { z } from "zod";
import { gameOf } from "@/games";
import { DomainError } from "../../errors";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { csvTextField } from "../members/member-csv";
import { planEntrantImport } from "./entrant-import-plan";
import { previewFingerprintField, requirePreviewedPlan } from "../_shared/preview-fingerprint";
import { registerPlannedEntrants } from "./register-planned-entrants";
import { idField } from "../_shared/schemas";
import { lockTournament } from "../_shared/tournament-lock";

export const importEntrantsInput = z.object({
  tournamentId: idField,
  csv: csvTextField,
  fingerprint: previewFingerprintField,
});

const changedSincePreview = (game: string) => () => {
  const { plural } = gameOf(game).entrant;
  return new DomainError(
    "CONFLICT",
    `Die ${plural.de} oder Mitglieder haben sich seit der Vorschau geändert. Bitte die Vorschau erneut prüfen.`,
    `The ${plural.en} or members changed since the preview. Please check the preview again.`,
    "fingerprint",
  );
};

/**
 * Registers every entrant (pair, or single player) of a previewed CSV list, or none: one transaction under the
 * tournament lock, each entrant through register-entrant. Refused when a row has an error, when the text is not
 * the previewed one, or when the club's members or the tournament's entrants changed since the preview in a way
 * that changes the result.
 */
export async function importEntrants({ ctx, input }: ServiceCall<z.infer<typeof importEntrantsInput>>) {
  await requireTournament(ctx.db, ctx, input.tournamentId);
  return ctx.db.transaction(async (tx) => {
    const t = await lockTournament(tx, input.tournamentId);
    const plan = await planEntrantImport(tx, t, input.csv);
    requirePreviewedPlan(plan, input.fingerprint, changedSincePreview(t.game));
    const run = await registerPlannedEntrants(tx, ctx, t.id, plan.rows);
    if (run.blocked) throw run.blocked; // rolls back every entrant registered before it
    const refused = run.rows.find((r) => r.error);
    if (refused?.error) {
      throw new DomainError(
        refused.error.code,
        `Zeile ${refused.line}: ${refused.error.de} Es wurde nichts importiert.`,
        `Row ${refused.line}: ${refused.error.en} Nothing was imported.`,
        "csv",
      );
    }
    const numbers = run.rows.map((r) => r.number!);
    return {
      created: numbers.length,
      checkedIn: plan.rows.filter((r) => r.input?.checkIn).length,
      firstNumber: numbers[0] ?? null,
      lastNumber: numbers.at(-1) ?? null,
    };
  });
}
