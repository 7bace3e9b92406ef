// The captain session behind the table-entry cookie: a random token whose SHA-256 names a captain_sessions row.
// Loaded once per request into the context; every captain verb re-checks it under its own transaction.
import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db";
import { captainSessions } from "../../db/schema";
import { statement } from "../../db/statement";
import type { CaptainSession } from "../_shared/context";

export const CAPTAIN_COOKIE = "stichfest_tisch";
export const DEVICE_COOKIE = "stichfest_geraet";

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Built once (db/statement.ts): every call of a table's device reads its session. */
const sessionByHash = statement("captain_session", (db) =>
  db.select().from(captainSessions).where(eq(captainSessions.tokenHash, sql.placeholder("hash"))),
);

export async function loadCaptainSession(db: Queryable, token: string | null | undefined): Promise<CaptainSession | null> {
  if (!token || token.length > 200) return null;
  const [row] = await sessionByHash(db).execute({ hash: hashToken(token) });
  if (!row || row.status === "revoked" || row.status === "left") return null;
  return {
    id: row.id,
    tournamentId: row.tournamentId,
    roundId: row.roundId,
    matchId: row.matchId,
    side: row.side,
    deviceId: row.deviceId,
    status: row.status,
  };
}
