// The live machinery on one database handle: hub, listener, public snapshot cache and event streams. Free of
// Next.js and of "server-only", so that the benchmark and the tests can build it on their own database.
import { createHash } from "node:crypto";
import type { DbHandle } from "../db";
import { loadPublicTournament, tournamentBySlug, type PublicTournament } from "../services/public/public-tournament-data";
import { SnapshotCache } from "./cache";
import { decodeChange } from "../services/_shared/changes";
import { LiveHub } from "./hub";
import { listen, type Listener } from "./listener";
import { PartsCache } from "./parts";
import { RenderCache } from "./renders";
import { heartbeatPeriod, SseBroadcaster } from "./sse";

/** The public snapshot and its content tag: equal data gives an equal tag on every app server, so a polling
 * page behind a load balancer refreshes only when something really changed. */
export interface Snapshot {
  data: PublicTournament;
  etag: string;
}

async function loadSnapshot(handle: DbHandle, tournamentId: string): Promise<Snapshot> {
  const data = await loadPublicTournament(handle.db, tournamentId);
  return { data, etag: createHash("sha1").update(JSON.stringify(data)).digest("base64url").slice(0, 16) };
}

export interface Live {
  handle: DbHandle;
  hub: LiveHub;
  listener: Listener;
  snapshots: SnapshotCache<Snapshot>;
  streams: SseBroadcaster;
  /** The public pages' refreshes as Next rendered them, kept per version like the snapshots and bounded
   * (http/shared-refresh.ts, renders.ts). */
  renders: RenderCache;
  /** The public pages' live parts per window and version, for sending a viewer what changed (parts.ts). */
  parts: PartsCache;
  /** The tournament for an exact slug (public or unlisted), cached: slugs never change. */
  resolve(slug: string): Promise<{ id: string; slug: string } | null>;
  close(): Promise<void>;
}

/** Builds the machinery on a given database handle (tests and the benchmark use their own). */
export async function createLive(handle: DbHandle, options: { windowMs?: number } = {}): Promise<Live> {
  const hub = new LiveHub({ windowMs: options.windowMs });
  let listening = false;
  const listener = listen(handle, {
    payload: (p) => {
      const change = decodeChange(p);
      if (change) hub.receive(change);
    },
    resync: () => hub.resyncAll(),
  });
  await listener.ready;
  listening = true;
  const snapshots = new SnapshotCache(hub, (id) => loadSnapshot(handle, id), { trusted: () => listening });
  const streams = new SseBroadcaster(hub, heartbeatPeriod(process.env.LIVE_HEARTBEAT_MS));
  const renders = new RenderCache(hub, { trusted: () => listening });
  const parts = new PartsCache({ trusted: () => listening });
  // The renders of a tournament nobody watches any more go even when no request comes to sweep them.
  const sweeping = setInterval(() => (renders.sweep(), parts.sweep()), 60_000);
  sweeping.unref();
  const slugs = new Map<string, { id: string; slug: string }>();
  return {
    handle,
    hub,
    listener,
    snapshots,
    streams,
    renders,
    parts,
    async resolve(slug) {
      const hit = slugs.get(slug);
      if (hit) return hit;
      const t = await tournamentBySlug(handle.db, slug);
      if (!t) return null; // unknown slugs are not remembered, so guessing cannot fill the map
      const found = { id: t.id, slug: t.slug };
      if (slugs.size > 10_000) slugs.clear();
      slugs.set(slug, found);
      return found;
    },
    async close() {
      listening = false;
      clearInterval(sweeping);
      streams.close();
      hub.close();
      await listener.close();
    },
  };
}
