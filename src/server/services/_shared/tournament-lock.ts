// Serialising writes that depend on a tournament's rounds (pairing, publishing, swapping, late entry,
// withdrawal, frozen settings): each runs in one transaction that first locks the tournament row. A second
// organizer doing the same at the same moment waits, then sees the first one's result.
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db";
import { tournaments } from "../../db/schema";
import { DomainError, forbidden } from "../../errors";
import { asTournament } from "./tournament-format";

export async function lockTournament(tx: Transaction, tournamentId: string) {
  const [t] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for("update");
  if (!t) throw forbidden();
  return asTournament(t);
}

/** A finished tournament takes no change of its rounds or results (seating, entering, closing, correcting,
 * penalties, late entries): the organizer reopens it first, with a reason (tournaments/finish-tournament.ts). */
export function requireNotFinished(t: { status: string }) {
  if (t.status === "finished")
    throw new DomainError(
      "BAD_REQUEST",
      "Das Turnier ist beendet: Runden und Ergebnisse ändern sich nicht mehr. Zum Ändern bitte das Turnier mit Begründung wieder öffnen.",
      "The tournament is finished: its rounds and results no longer change. To change them, reopen the tournament with a reason.",
    );
}

/** lockTournament for the verbs that change rounds or the field: refused while the tournament is finished. */
export async function lockOpenTournament(tx: Transaction, tournamentId: string) {
  const t = await lockTournament(tx, tournamentId);
  requireNotFinished(t);
  return t;
}

/** True when `error` (or its cause, as drizzle wraps driver errors) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown; message?: string } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505" && (e.constraint === constraint || e.message?.includes(constraint))) return true;
  }
  return false;
}
