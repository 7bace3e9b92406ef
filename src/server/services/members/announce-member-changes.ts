// A member's name shows on the pages of every tournament the member plays in: a change to it is announced there.
import { inArray } from "drizzle-orm";
import type { Queryable } from "../../db";
import { entrantPlayers } from "../../db/schema";
import { publishTournamentsChanged } from "../_shared/publish-change";

/** Announces, in the writing transaction, a change of these members to the tournaments they play in. */
export async function announceMemberChanges(tx: Queryable, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length === 0) return;
  const playing = await tx.selectDistinct({ id: entrantPlayers.tournamentId }).from(entrantPlayers).where(inArray(entrantPlayers.memberId, [...memberIds]));
  await publishTournamentsChanged(tx, playing.map((t) => t.id));
}
