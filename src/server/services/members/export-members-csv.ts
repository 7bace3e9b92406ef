import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { clubs, members } from "../../db/schema";
import { notFound } from "../../errors";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { writeMemberCsv } from "./member-csv";
import { idField } from "../_shared/schemas";

export const exportMembersCsvInput = z.object({ clubId: idField });

/** The club's whole member list (inactive members too) as CSV in the import's own format, so an export
 * re-imports unchanged; with the file name for the download. */
export async function exportMembersCsv({ ctx, input }: ServiceCall<z.infer<typeof exportMembersCsvInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId);
  const [club] = await ctx.db.select({ slug: clubs.slug }).from(clubs).where(eq(clubs.id, input.clubId));
  if (!club) throw notFound({ de: "Der Verein", en: "The club" });
  const list = await ctx.db
    .select()
    .from(members)
    .where(eq(members.clubId, input.clubId))
    .orderBy(asc(members.playerNumber));
  return { filename: `mitglieder-${club.slug}.csv`, csv: writeMemberCsv(list), count: list.length };
}
