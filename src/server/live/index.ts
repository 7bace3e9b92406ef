// The process's live machinery for the app's pages and routes (process-live.ts holds the one instance).
import "server-only";
import { getDb } from "../db";
import type { ServiceContext } from "../services/_shared/context";
import { loadPublicDeals } from "../services/public/find-player";
import type { Snapshot } from "./live";
import { getLive } from "./process-live";

export type { Change, ChangeKind } from "./changes";
export type { LiveEvent } from "./hub";
export type { Live, Snapshot } from "./live";
export { getLive } from "./process-live";

/** The public snapshot of the tournament at exactly `slug` (public or unlisted), or null; computed once per
 * change and shared by all viewers. `eventId` is read first, so a change racing the render makes the page's
 * event stream catch up rather than miss it. */
export async function getLiveTournament(slug: string): Promise<(Snapshot & { eventId: string }) | null> {
  const live = await getLive();
  const t = await live.resolve(slug);
  if (!t) return null;
  const eventId = live.hub.eventId(t.id);
  return { ...(await live.snapshots.get(t.id)), eventId };
}

/** A service context for the public pages: no user, so every verb called with it sees only public data. */
export async function publicContext(): Promise<ServiceContext> {
  return { db: await getDb(), user: null, clientAddress: "public" };
}

/** The deals of the given tables for the player page (score and engine detail only). */
export async function publicDeals(matchIds: readonly string[]) {
  return loadPublicDeals(await getDb(), matchIds);
}
