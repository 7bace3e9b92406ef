// A season's public data for its pages and live routes: computed once per change of the season and shared by every
// viewer (its topic on the live bus is the season's id: a write to one of its tournaments, or to the season,
// announces it; services/_shared/publish-change.ts), like a tournament's snapshot (src/server/live).
import "server-only";
import { createHash } from "node:crypto";
import { getDb } from "@/server/db";
import { getLive, type Live } from "@/server/live";
import { SnapshotCache } from "@/server/live/cache";
import { seasonById } from "@/server/services/seasons/season-access";
import { publicSeason, SEASON_SLUG, seasonBySlug, type PublicSeason } from "@/server/services/seasons/get-public-season";

export interface SeasonSnapshot {
  data: PublicSeason;
  /** Equal data, equal tag on every app server: the polling fallback refreshes only on a real change. */
  etag: string;
}

// One cache per live machinery (kept with it, so every bundle of the app shares it). The 60 s age limit of the
// cache also moves a rolling window on to the next day.
const caches = new WeakMap<Live, SnapshotCache<SeasonSnapshot>>();

function cacheOf(live: Live): SnapshotCache<SeasonSnapshot> {
  let cache = caches.get(live);
  if (!cache) {
    cache = new SnapshotCache(live.hub, async (seasonId) => {
      const db = await getDb();
      const season = await seasonById(db, seasonId);
      if (!season) throw new Error(`season ${seasonId} vanished`);
      const data = await publicSeason(db, season);
      return { data, etag: createHash("sha1").update(JSON.stringify(data)).digest("base64url").slice(0, 16) };
    });
    caches.set(live, cache);
  }
  return cache;
}

/** The season's id for its exact slug, or null (any other text, another case, an unknown slug). */
export async function seasonIdBySlug(slug: string): Promise<string | null> {
  if (!SEASON_SLUG.test(slug)) return null;
  return (await seasonBySlug(await getDb(), slug))?.id ?? null;
}

/** The public season at exactly `slug`, or null. `eventId` is read before the data, so a change racing the render
 * makes the page's event stream catch up rather than miss it. */
export async function getLiveSeason(slug: string): Promise<(SeasonSnapshot & { eventId: string }) | null> {
  const id = await seasonIdBySlug(slug);
  if (!id) return null;
  const live = await getLive();
  const eventId = live.hub.eventId(id);
  return { ...(await cacheOf(live).get(id)), eventId };
}

/** The address of the season's event stream and of its polling fallback (`<stream>/stand`). */
export const seasonStream = (slug: string) => `/api/live/s/${encodeURIComponent(slug)}`;
