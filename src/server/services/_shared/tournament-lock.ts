// Serialising writes that depend on a tournament's rounds (pairing, publishing, swapping, late entry,
// withdrawal, frozen settings): each runs in one transaction that first locks the tournament row. A second
// organizer doing the same at the same moment waits, then sees the first one's result.
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db";
import { tournaments } from "../../db/schema";
import { forbidden } from "../../errors";
import { asTournament } from "./tournament-format";

export async function lockTournament(tx: Transaction, tournamentId: string) {
  const [t] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for("update");
  if (!t) throw forbidden();
  return asTournament(t);
}

/** True when `error` (or its cause, as drizzle wraps driver errors) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown; message?: string } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505" && (e.constraint === constraint || e.message?.includes(constraint))) return true;
  }
  return false;
}
