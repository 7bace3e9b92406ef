// The process's live machinery, created once (kept on globalThis like the database, so every bundle of the app
// and the custom server share it).
import "server-only";
import { getDbHandle } from "../db";
import type { PublicTournament } from "../services/public-tournament-data";
import { createLive, type Live } from "./live";

export { publishChange, type Change, type ChangeKind } from "./changes";
export type { LiveEvent } from "./hub";
export type { Live } from "./live";

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

/** The public snapshot of the tournament at `slug`, or null: computed once per change, shared by all viewers. */
export async function getLiveTournament(slug: string): Promise<{ live: Live; snapshot: PublicTournament } | null> {
  const live = await getLive();
  const t = await live.resolve(slug);
  if (!t) return null;
  return { live, snapshot: await live.snapshots.get(t.id) };
}
