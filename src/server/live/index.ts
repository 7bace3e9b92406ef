// The process's live machinery, created once (kept on globalThis like the database, so every bundle of the app
// and the custom server share it).
import "server-only";
import { getDb, getDbHandle } from "../db";
import type { ServiceContext } from "../services/_shared/context";
import { loadPublicDeals } from "../services/public/find-player";
import { createLive, type Live, type Snapshot } from "./live";

export type { Change, ChangeKind } from "../services/_shared/changes";
export type { LiveEvent } from "./hub";
export type { Live, Snapshot } from "./live";

const KEY = Symbol.for("stichfest.live");
type Holder = { [KEY]?: Promise<Live> };

export function getLive(): Promise<Live> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => createLive(await getDbHandle()))().catch((e) => {
    holder[KEY] = undefined; // let the next request try again
    throw e;
  });
  return holder[KEY];
}

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
