// What a write tells the live pages (publishChange sends it, the live bus in src/server/live reads it): which
// tournament changed, what kind of thing, and the ids. Never content: every listener re-reads what it shows from the
// database, so a notification can leak nothing and can be lost or merged without harm.

export const LIVE_CHANNEL = "stichfest_live";

export const changeKinds = ["deal", "match", "round", "standings", "tournament", "sheet"] as const;
export type ChangeKind = (typeof changeKinds)[number];

export interface Change {
  /** The topic: a tournament, or for kind "sheet" a game sheet (its followers listen by the sheet's id). */
  tournamentId: string;
  kind: ChangeKind;
  /** Ids of the changed rows (deal, match, round ids); empty means "something in this tournament". */
  ids?: readonly string[];
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes and more; beyond this many ids we send none (= reload all). */
const MAX_IDS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeChange(change: Change): string {
  const ids = change.ids ?? [];
  return JSON.stringify({ t: change.tournamentId, k: change.kind, ids: ids.length > MAX_IDS ? [] : ids });
}

/** Parses a payload from the channel; anything malformed is dropped (null), never thrown. */
export function decodeChange(payload: string): Change | null {
  try {
    const p = JSON.parse(payload) as { t?: unknown; k?: unknown; ids?: unknown };
    if (typeof p.t !== "string" || !UUID.test(p.t)) return null;
    if (!changeKinds.includes(p.k as ChangeKind)) return null;
    const ids = Array.isArray(p.ids) ? p.ids.filter((id): id is string => typeof id === "string" && UUID.test(id)) : [];
    return { tournamentId: p.t, kind: p.k as ChangeKind, ids };
  } catch {
    return null;
  }
}
