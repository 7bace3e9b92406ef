import { z } from "zod";
import type { Bilingual } from "@/lib/bilingual";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { csvTextField } from "../members/member-csv";
import { planEntrantImport, type EntrantImportPlan } from "./entrant-import-plan";
import { registerPlannedEntrants, type RegisterResult } from "./register-planned-entrants";
import { idField } from "../_shared/schemas";
import { lockTournament } from "../_shared/tournament-lock";

export const previewEntrantImportInput = z.object({ tournamentId: idField, csv: csvTextField });

const bilingual = (e: { de: string; en: string }): Bilingual => ({ de: e.de, en: e.en });

/** Thrown to roll the dry run back. Our own class: drizzle's TransactionRollbackError may exist twice in a bundle
 * (ESM and CJS copies), so `instanceof` on it is not reliable there. */
class DryRunDone extends Error {}

/**
 * Reads a CSV list of entrants (pairs, or single players; the tournament's game says which) and says, row by row,
 * which entrant it would register (with its start number) or why a row cannot be imported. It runs the import itself and rolls it back, so the tournament's rules (late entry,
 * a drafted round, a round robin under way) are checked exactly as the import will. Stores nothing.
 */
export async function previewEntrantImport({ ctx, input }: ServiceCall<z.infer<typeof previewEntrantImportInput>>) {
  await requireTournament(ctx.db, ctx, input.tournamentId);
  let outcome: { plan: EntrantImportPlan; run: RegisterResult } | undefined;
  try {
    await ctx.db.transaction(async (tx) => {
      const t = await lockTournament(tx, input.tournamentId);
      const plan = await planEntrantImport(tx, t, input.csv);
      outcome = { plan, run: await registerPlannedEntrants(tx, ctx, t.id, plan.rows) };
      throw new DryRunDone(); // a dry run: nothing it registered stays
    });
  } catch (e) {
    if (!(e instanceof DryRunDone) || !outcome) throw e;
  }
  const { plan, run } = outcome!;
  const byLine = new Map(run.rows.map((r) => [r.line, r]));
  const rows = plan.rows.map(({ line, status, cells, name, players, checkedIn, errors, warnings }) => {
    const done = byLine.get(line);
    const refused = done?.error ? [{ field: done.error.field ?? "row", ...bilingual(done.error) }] : [];
    return {
      line,
      status: refused.length ? ("error" as const) : status,
      /** The start number the entrant would get (another import or registration first shifts it). */
      startNumber: done?.number ?? null,
      cells,
      name: name ?? null,
      /** Two for a pair, one for a single player. */
      players,
      checkedIn,
      errors: [...errors, ...refused],
      warnings,
    };
  });
  const error = rows.filter((r) => r.status === "error").length;
  return {
    fingerprint: plan.fingerprint,
    counts: { ok: rows.length - error, error },
    /** Set when the tournament takes no entrants now; the import would refuse every row. */
    blocked: run.blocked ? bilingual(run.blocked) : null,
    delimiter: plan.delimiter,
    columns: plan.columns,
    ignoredHeaders: plan.ignoredHeaders,
    rows,
  };
}
