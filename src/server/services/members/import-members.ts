import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { members } from "../../db/schema";
import { DomainError } from "../../errors";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { csvTextField } from "./member-csv";
import { isNumberTakenViolation, lockClubNumbers, numberTaken } from "./member-fields";
import { planMemberImport } from "./member-import-plan";
import { noValidRows, partialImportField, previewFingerprintField, refusedRows, requirePreviewedPlan } from "../_shared/preview-fingerprint";
import { idField } from "../_shared/schemas";
import { announceMemberChanges } from "./announce-member-changes";

export const importMembersInput = z.object({
  clubId: idField,
  csv: csvTextField,
  fingerprint: previewFingerprintField,
  partial: partialImportField,
});

const INSERT_CHUNK = 500;

const changedSincePreview = () =>
  new DomainError(
    "CONFLICT",
    "Die Mitgliederliste hat sich seit der Vorschau geändert. Bitte die Vorschau erneut prüfen.",
    "The member list changed since the preview. Please check the preview again.",
    "fingerprint",
  );

/** Imports a previewed CSV member list: every row or none. Refused when a row has an error, when the text
 * is not the previewed one, or when the club's members changed since the preview in a way that changes
 * what the import would do. With `partial`, the rows with errors are left out and answered as `refused`; the
 * others are imported in one transaction, still every one of them or none. */
export async function importMembers({ ctx, input }: ServiceCall<z.input<typeof importMembersInput>>) {
  const partial = input.partial ?? false;
  try {
    return await ctx.db.transaction(async (tx) => {
      await requireClubRole(tx, ctx, input.clubId);
      await lockClubNumbers(tx, input.clubId);
      const plan = await planMemberImport(tx, input.clubId, input.csv);
      requirePreviewedPlan(plan, input.fingerprint, changedSincePreview, partial);
      if (plan.counts.error === plan.rows.length) throw noValidRows();

      const fresh = plan.rows.filter((r) => r.status === "new");
      for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
        await tx.insert(members).values(
          fresh.slice(i, i + INSERT_CHUNK).map((r) => ({
            clubId: input.clubId,
            playerNumber: r.playerNumber!,
            firstName: r.values.firstName,
            lastName: r.values.lastName,
            email: r.values.email ?? null,
            city: r.values.city ?? null,
            federationNumber: r.values.federationNumber ?? null,
            active: r.values.active ?? true,
          })),
        );
      }
      const changed = plan.rows.filter((r) => r.status === "update");
      for (const r of changed) {
        // Columns the file does not have keep their stored value (undefined leaves them out of the SET).
        const [done] = await tx
          .update(members)
          .set({
            firstName: r.values.firstName,
            lastName: r.values.lastName,
            email: r.values.email,
            city: r.values.city,
            federationNumber: r.values.federationNumber,
            active: r.values.active,
            version: sql`${members.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(members.id, r.memberId!), eq(members.version, r.memberVersion!)))
          .returning({ id: members.id });
        if (!done) throw changedSincePreview(); // edited by someone else after we read it: roll back all
      }
      await announceMemberChanges(tx, changed.map((r) => r.memberId!));
      // Error rows are never among the new and changed ones: with `partial` they are simply not written.
      return { created: fresh.length, updated: changed.length, unchanged: plan.counts.unchanged, refused: refusedRows(plan.rows) };
    });
  } catch (e) {
    if (isNumberTakenViolation(e)) throw numberTaken();
    throw e;
  }
}
