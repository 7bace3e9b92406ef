import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { members } from "../../db/schema";
import { staleVersion } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { announceMemberChanges } from "./announce-member-changes";
import { requireMember } from "./member-access";
import { memberDetails, orNull } from "./member-fields";
import { idField, versionField } from "../_shared/schemas";

export const updateMemberInput = memberDetails.extend({ memberId: idField, version: versionField });

/** Edits a member's name, e-mail and city. The player number stays: it is how the club knows the player.
 * The edit names the version it read; if someone changed the member since, it is refused. The pages of every
 * tournament the member plays in show the name, so each of them hears of the change. */
export async function updateMember({ ctx, input }: ServiceCall<z.infer<typeof updateMemberInput>>) {
  await requireMember(ctx.db, ctx, input.memberId);
  return ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .update(members)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        email: orNull(input.email),
        city: orNull(input.city),
        version: sql`${members.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(members.id, input.memberId), eq(members.version, input.version)))
      .returning();
    if (!member) throw staleVersion();
    await announceMemberChanges(tx, [member.id]);
    return member;
  });
}
