import { z } from "zod";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { csvTextField } from "./member-csv";
import { planMemberImport } from "./member-import-plan";
import { idField } from "../_shared/schemas";

export const previewMemberImportInput = z.object({ clubId: idField, csv: csvTextField });

/** Reads a CSV member list and says, row by row, what importing it would do (new, update, unchanged) or why
 * a row cannot be imported. Writes nothing. */
export async function previewMemberImport({ ctx, input }: ServiceCall<z.infer<typeof previewMemberImportInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId);
  const plan = await planMemberImport(ctx.db, input.clubId, input.csv);
  return {
    fingerprint: plan.fingerprint,
    counts: plan.counts,
    delimiter: plan.delimiter,
    columns: plan.columns,
    ignoredHeaders: plan.ignoredHeaders,
    rows: plan.rows.map(({ line, status, playerNumber, numberAssigned, cells, changes, errors, warnings }) => ({
      line,
      status,
      playerNumber,
      numberAssigned,
      cells,
      changes,
      errors,
      warnings,
    })),
  };
}
