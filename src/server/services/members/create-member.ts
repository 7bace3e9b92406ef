import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { members } from "../../db/schema";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import {
  checkFederationNumberFree,
  isNumberTakenViolation,
  lockClubNumbers,
  maxPlayerNumber,
  memberDetails,
  numberTaken,
  orNull,
  playerNumberField,
} from "./member-fields";
import { idField } from "../_shared/schemas";

export const createMemberInput = memberDetails.extend({
  clubId: idField,
  /** A free number of the organizer's choice; without it the club's highest number + 1. */
  playerNumber: playerNumberField.optional(),
});

/** Adds a player to the club's list. Numbers are never reused: the next one is above every number the club
 * ever gave, deactivated members included. */
export async function createMember({ ctx, input }: ServiceCall<z.infer<typeof createMemberInput>>) {
  try {
    return await ctx.db.transaction(async (tx) => {
      await requireClubRole(tx, ctx, input.clubId);
      await lockClubNumbers(tx, input.clubId);
      let playerNumber = input.playerNumber;
      if (playerNumber === undefined) {
        playerNumber = (await maxPlayerNumber(tx, input.clubId)) + 1;
      } else {
        const [taken] = await tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.clubId, input.clubId), eq(members.playerNumber, playerNumber)));
        if (taken) throw numberTaken(playerNumber);
      }
      // Under the club's number lock, so two creates of one federation number cannot both pass.
      await checkFederationNumberFree(tx, input.clubId, input.federationNumber);
      const [member] = await tx
        .insert(members)
        .values({
          clubId: input.clubId,
          playerNumber,
          firstName: input.firstName,
          lastName: input.lastName,
          email: orNull(input.email),
          city: orNull(input.city),
          federationNumber: orNull(input.federationNumber),
        })
        .returning();
      return member!;
    });
  } catch (e) {
    // The lock makes this rare; the unique index still has the last word.
    if (isNumberTakenViolation(e)) throw numberTaken(input.playerNumber);
    throw e;
  }
}
