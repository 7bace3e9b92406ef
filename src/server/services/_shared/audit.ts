// One row of the audit trail, written by the caller inside the transaction of the change it records, so the
// trail never shows a change that was rolled back nor misses one that was stored.
import type { Transaction } from "../../db";
import { auditLog } from "../../db/schema";
import type { SessionUser } from "./context";

/** Who made a change: a signed-in organizer, or a table's device (no account; stored as "Kapitän Tisch 3" or
 * "Gegenpartei Tisch 3", which the trail's page says in the game's words: audit-sentences.ts). */
export type AuditActor = { id: string | null; name: string };

/** What the entry belongs to: a tournament's trail, or a season's (its merges). */
type AuditSubject = { tournamentId: string; seasonId?: never } | { seasonId: string; tournamentId?: never };

export type AuditEntry = AuditSubject & {
  actor: AuditActor;
  /** The action's name; audit-sentences.ts says each as a sentence (messages audit.sentences). */
  action: string;
  entity: string;
  entityId: string;
  reason?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** The organizer as an actor. */
export const organizer = (user: SessionUser): AuditActor => ({ id: user.id, name: user.name });

/** A table's device as an actor: the captain's or the opponents' side of a table. */
export const tableDevice = (side: "captain" | "opponent", table: number | null | undefined): AuditActor => ({
  id: null,
  name: `${side === "captain" ? "Kapitän" : "Gegenpartei"} Tisch ${table ?? "?"}`,
});

export async function recordAudit(tx: Transaction, e: AuditEntry) {
  await tx.insert(auditLog).values({
    tournamentId: e.tournamentId ?? null,
    seasonId: e.seasonId ?? null,
    actorId: e.actor.id,
    actorName: e.actor.name,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId,
    reason: e.reason ?? "",
    before: e.before ?? null,
    after: e.after ?? null,
  });
}
