// A captain leaves the table on his device (his table is done, or the tablet moves to another table): the session
// ends and the table is free, so the next device signs in with the code without the organizer's approval. Recorded
// in the audit trail; a session that already ended (replaced, revoked, left) is left as it is.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { auditLog, captainSessions, matches } from "../../db/schema";
import { tableDevice } from "../_shared/audit";
import { hashToken } from "./load-captain-session";

export async function leaveTable(db: Database, token: string | null | undefined): Promise<boolean> {
  if (!token || token.length > 200) return false;
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(captainSessions)
      .where(and(eq(captainSessions.tokenHash, hashToken(token)), inArray(captainSessions.status, ["active", "pending"])))
      .for("update");
    if (!session) return false;
    await tx.update(captainSessions).set({ status: "left", endedAt: sql`now()` }).where(eq(captainSessions.id, session.id));
    const [match] = await tx.select({ tableNumber: matches.tableNumber }).from(matches).where(eq(matches.id, session.matchId));
    await tx.insert(auditLog).values({
      tournamentId: session.tournamentId,
      actorId: null,
      actorName: tableDevice(session.side === "captain" ? "captain" : "opponent", match?.tableNumber).name,
      action: "leave-table",
      entity: "match",
      entityId: session.matchId,
      reason: "",
      before: { table: match?.tableNumber ?? null, status: session.status },
      after: { table: match?.tableNumber ?? null, status: "left" },
    });
    return true;
  });
}
