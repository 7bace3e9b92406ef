import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { members } from "../../db/schema";
import { DomainError, staleVersion } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { announceMemberChanges } from "./announce-member-changes";
import { requireMember } from "./member-access";
import { checkFederationNumberFree, federationKey, federationNumberOfGuest, guestWithFederationNumber, lockClubNumbers, memberDetails, orNull } from "./member-fields";
import { idField, versionField } from "../_shared/schemas";

export const updateMemberInput = memberDetails.extend({ memberId: idField, version: versionField });

/** Edits a member's name, e-mail, city and federation number. The player number stays: it is how the club knows
 * the player. A new federation number is refused when another member of the club, or a guest of a tournament the
 * member plays in, carries it (one person twice). The edit names the version it read; if someone changed the member since, it is refused. The pages of every
 * tournament the member plays in show the name, so each of them hears of the change. */
export async function updateMember({ ctx, input }: ServiceCall<z.infer<typeof updateMemberInput>>) {
  const before = await requireMember(ctx.db, ctx, input.memberId);
  const { clubId } = before;
  return ctx.db.transaction(async (tx) => {
    if (federationKey(input.federationNumber) !== federationKey(before.federationNumber)) {
      // The club's lock serialises this check with creates and imports of the same number.
      await lockClubNumbers(tx, clubId);
      await checkFederationNumberFree(tx, clubId, input.federationNumber, input.memberId);
      const guest = await guestWithFederationNumber(tx, input.memberId, input.federationNumber);
      if (guest) {
        const { de, en } = federationNumberOfGuest(guest);
        throw new DomainError("CONFLICT", de, en, "federationNumber");
      }
    }
    const [member] = await tx
      .update(members)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        email: orNull(input.email),
        city: orNull(input.city),
        federationNumber: orNull(input.federationNumber),
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
