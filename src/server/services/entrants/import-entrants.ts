import { z } from "zod";
import { gameOf } from "@/games";
import { DomainError } from "../../errors";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { csvTextField } from "../members/member-csv";
import { planEntrantImport } from "./entrant-import-plan";
import { noValidRows, partialImportField, previewFingerprintField, refusedRows, requirePreviewedPlan } from "../_shared/preview-fingerprint";
import { registerPlannedEntrants } from "./register-planned-entrants";
import { idField } from "../_shared/schemas";
import { lockTournament } from "../_shared/tournament-lock";

export const importEntrantsInput = z.object({
  tournamentId: idField,
  csv: csvTextField,
  fingerprint: previewFingerprintField,
  partial: partialImportField,
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
 * that changes the result. With `partial`, the rows with errors (the plan's, and those register-entrant refuses,
 * as the preview's dry run showed them) are left out and answered as `refused`; the others are registered.
 */
export async function importEntrants({ ctx, input }: ServiceCall<z.input<typeof importEntrantsInput>>) {
  const partial = input.partial ?? false;
  await requireTournament(ctx.db, ctx, input.tournamentId);
  return ctx.db.transaction(async (tx) => {
    const t = await lockTournament(tx, input.tournamentId);
    const plan = await planEntrantImport(tx, t, input.csv);
    requirePreviewedPlan(plan, input.fingerprint, changedSincePreview(t.game), partial);
    const run = await registerPlannedEntrants(tx, ctx, t.id, plan.rows);
    if (run.blocked) throw run.blocked; // rolls back every entrant registered before it
    const refused = run.rows.find((r) => r.error);
    if (refused?.error && !partial) {
      throw new DomainError(
        refused.error.code,
        `Zeile ${refused.line}: ${refused.error.de} Es wurde nichts importiert.`,
        `Row ${refused.line}: ${refused.error.en} Nothing was imported.`,
        "csv",
      );
    }
    // Each row registered in a savepoint of its own (register-planned-entrants): a refused one left nothing behind.
    const registered = new Map(run.rows.filter((r) => r.number !== undefined).map((r) => [r.line, r.number!]));
    if (registered.size === 0) throw noValidRows();
    const refusedByRegister = new Map(run.rows.filter((r) => r.error).map((r) => [r.line, r.error!]));
    const rows = plan.rows.map((r) => {
      const error = refusedByRegister.get(r.line);
      return error ? { line: r.line, errors: [...r.errors, { field: error.field ?? "row", de: error.de, en: error.en }] } : r;
    });
    const numbers = [...registered.values()];
    return {
      created: numbers.length,
      checkedIn: plan.rows.filter((r) => r.input?.checkIn && registered.has(r.line)).length,
      firstNumber: numbers[0] ?? null,
      lastNumber: numbers.at(-1) ?? null,
      refused: refusedRows(rows),
    };
  });
}
