// Finishing a tournament and reopening it. Finished means: every round played is closed and the organizer says
// there is no further one, so the standings are final ("Endstand") and a season counts the evening as played (its
// missed-evening cost applies, src/seasons). While finished, nothing that changes rounds or results is accepted
// (requireNotFinished in _shared/tournament-lock.ts: seating, entering, closing, correcting, penalties, entrants);
// reopening, with a reason in the audit trail, allows them again.
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { rounds, tournaments } from "../../db/schema";
import { DomainError, staleVersion } from "../../errors";
import { requireTournament } from "../_shared/access";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { publishChange } from "../_shared/publish-change";
import { idField, versionField } from "../_shared/schemas";
import { asTournament } from "../_shared/tournament-format";
import { lockTournament } from "../_shared/tournament-lock";
import { reasonField } from "../rounds/close-round";

export const finishTournamentInput = z.object({ tournamentId: idField, version: versionField });
export const reopenTournamentInput = z.object({ tournamentId: idField, version: versionField, reason: reasonField });

/** Why a tournament cannot be finished now, or null: a round still drafted or being played, or none closed yet. */
function finishRefusal(list: { number: number; status: string }[]): DomainError | null {
  const draft = list.find((r) => r.status === "draft");
  if (draft)
    return new DomainError(
      "BAD_REQUEST",
      `Runde ${draft.number} ist als Entwurf ausgelost. Bitte erst veröffentlichen und abschließen oder verwerfen, dann das Turnier beenden.`,
      `Round ${draft.number} is drafted. Publish and close it, or discard it, before finishing the tournament.`,
      "tournamentId",
    );
  const open = list.find((r) => r.status === "published");
  if (open)
    return new DomainError(
      "BAD_REQUEST",
      `Runde ${open.number} wird noch gespielt. Bitte erst die Runde abschließen, dann das Turnier beenden.`,
      `Round ${open.number} is still being played. Close the round first, then finish the tournament.`,
      "tournamentId",
    );
  if (!list.some((r) => r.status === "closed"))
    return new DomainError(
      "BAD_REQUEST",
      "Es ist noch keine Runde abgeschlossen; ein Turnier ohne Ergebnis kann nicht beendet werden.",
      "No round is closed yet; a tournament without a result cannot be finished.",
      "tournamentId",
    );
  return null;
}

/** Sets the tournament finished (with the time), once every round is closed; audited and announced live. */
export async function finishTournament({ ctx, input }: ServiceCall<z.infer<typeof finishTournamentInput>>) {
  await requireTournament(ctx.db, ctx, input.tournamentId);
  return ctx.db.transaction(async (tx) => {
    // Under the tournament lock: drawing the next round waits, or is refused once this commits.
    const current = await lockTournament(tx, input.tournamentId);
    if (current.version !== input.version) throw staleVersion();
    if (current.status === "finished")
      throw new DomainError("BAD_REQUEST", "Das Turnier ist bereits beendet.", "The tournament is already finished.", "tournamentId");
    const list = await tx
      .select({ number: rounds.number, status: rounds.status })
      .from(rounds)
      .where(eq(rounds.tournamentId, current.id))
      .orderBy(asc(rounds.number));
    const refusal = finishRefusal(list);
    if (refusal) throw refusal;
    const now = new Date();
    const [row] = await tx
      .update(tournaments)
      .set({ status: "finished", finishedAt: now, version: sql`${tournaments.version} + 1`, updatedAt: now })
      .where(and(eq(tournaments.id, current.id), eq(tournaments.version, input.version)))
      .returning();
    if (!row) throw staleVersion();
    const closed = list.filter((r) => r.status === "closed").length;
    await recordAudit(tx, {
      tournamentId: current.id,
      actor: organizer(ctx.user!),
      action: "finish-tournament",
      entity: "tournament",
      entityId: current.id,
      before: { status: current.status },
      after: { status: "finished", rounds: closed },
    });
    await publishChange(tx, { tournamentId: current.id, kind: "tournament" });
    return asTournament(row);
  });
}

/** Reopens a finished tournament (status running again), with the organizer's reason in the audit trail. */
export async function reopenTournament({ ctx, input }: ServiceCall<z.infer<typeof reopenTournamentInput>>) {
  await requireTournament(ctx.db, ctx, input.tournamentId);
  return ctx.db.transaction(async (tx) => {
    const current = await lockTournament(tx, input.tournamentId);
    if (current.version !== input.version) throw staleVersion();
    if (current.status !== "finished")
      throw new DomainError(
        "BAD_REQUEST",
        "Das Turnier ist nicht beendet; es gibt nichts wieder zu öffnen.",
        "The tournament is not finished; there is nothing to reopen.",
        "tournamentId",
      );
    const now = new Date();
    const [row] = await tx
      .update(tournaments)
      .set({ status: "running", finishedAt: null, version: sql`${tournaments.version} + 1`, updatedAt: now })
      .where(and(eq(tournaments.id, current.id), eq(tournaments.version, input.version)))
      .returning();
    if (!row) throw staleVersion();
    await recordAudit(tx, {
      tournamentId: current.id,
      actor: organizer(ctx.user!),
      action: "reopen-tournament",
      entity: "tournament",
      entityId: current.id,
      reason: input.reason,
      before: { status: "finished" },
      after: { status: "running" },
    });
    await publishChange(tx, { tournamentId: current.id, kind: "tournament" });
    return asTournament(row);
  });
}
