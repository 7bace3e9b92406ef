// The public pages' refreshes as Next rendered them (http/shared-refresh.ts), kept per version of a tournament
// like the snapshots, and bounded: one client sending requests that differ in what the key holds (an address, a
// router state) must not grow the process without limit, nor may the renders of a tournament nobody watches any
// more stay for ever. So the cache holds at most `maxEntries` renders and `maxBytes` of them over all tournaments,
// the least recently asked for going first, and drops a tournament's renders once no viewer asked for one for
// `idleMs`.
import type { LiveHub } from "./hub";

/** What is kept of Next's answer: status, Next's own headers (not the per-request security headers) and body. */
export interface Rendered {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export interface RenderCacheOptions {
  /** Renders kept over all tournaments, those still rendering included (default 500). */
  maxEntries?: number;
  /** Bytes of finished renders kept over all tournaments (default 64 MB). */
  maxBytes?: number;
  /** A tournament's renders go when no viewer asked for one this long (default 10 min). */
  idleMs?: number;
  /** Safety net if a notification is ever lost: a render older than this is not served (default 60 s). */
  maxAgeMs?: number;
  now?: () => number;
  /** While false (the listener is not up yet), nothing is kept. */
  trusted?: () => boolean;
}

interface Entry {
  id: string;
  tournamentId: string;
  version: number;
  at: number;
  value: Promise<Rendered | null>;
  /** Counted once the render is complete. */
  bytes: number;
}

interface Watched {
  lastRequest: number;
  ids: Set<string>;
}

/** Bookkeeping per kept render besides its body and headers (the entry, its key twice, the maps' slots). */
const ENTRY_OVERHEAD = 512;

export class RenderCache {
  /** By `<tournament>\n<key>`, least recently used first (a hit moves its entry to the end). */
  private readonly entries = new Map<string, Entry>();
  private readonly tournaments = new Map<string, Watched>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly idleMs: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly trusted: () => boolean;
  private keptBytes = 0;

  constructor(
    private readonly hub: LiveHub,
    options: RenderCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.idleMs = options.idleMs ?? 10 * 60_000;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.trusted = options.trusted ?? (() => true);
    hub.onInvalidate((tournamentId) => this.dropTournament(tournamentId));
  }

  /** Renders kept, those still rendering included. */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes of the finished renders kept. */
  get bytes(): number {
    return this.keptBytes;
  }

  /** The render kept for `key` of the tournament's current version; a viewer's request, so the tournament is
   * watched from now on for another `idleMs`. */
  get(tournamentId: string, key: string): Promise<Rendered | null> | undefined {
    this.sweep();
    const watched = this.tournaments.get(tournamentId);
    if (!watched) return undefined;
    watched.lastRequest = this.now();
    const id = `${tournamentId}\n${key}`;
    const hit = this.entries.get(id);
    if (!hit) return undefined;
    if (hit.version !== this.hub.version(tournamentId) || this.now() - hit.at >= this.maxAgeMs) {
      this.remove(hit);
      return undefined;
    }
    this.entries.delete(id);
    this.entries.set(id, hit);
    return hit.value;
  }

  /** Keeps a render in progress for `key` of the tournament's current version. It counts in bytes once complete;
   * one that ends in nothing to share (null) or fails is not kept. */
  keep(tournamentId: string, key: string, value: Promise<Rendered | null>): void {
    if (!this.trusted()) return;
    this.sweep();
    const id = `${tournamentId}\n${key}`;
    const old = this.entries.get(id);
    if (old) this.remove(old);
    const entry: Entry = { id, tournamentId, version: this.hub.version(tournamentId), at: this.now(), value, bytes: 0 };
    this.entries.set(id, entry);
    let watched = this.tournaments.get(tournamentId);
    if (!watched) this.tournaments.set(tournamentId, (watched = { lastRequest: this.now(), ids: new Set() }));
    watched.lastRequest = this.now();
    watched.ids.add(id);
    while (this.entries.size > this.maxEntries) this.remove(this.oldest());
    value.then(
      (rendered) => {
        if (this.entries.get(id) !== entry) return; // dropped meanwhile (a change, the caps)
        if (!rendered) return this.remove(entry);
        entry.bytes = sizeOf(id, rendered);
        this.keptBytes += entry.bytes;
        while (this.keptBytes > this.maxBytes) this.remove(this.oldest((e) => e.bytes > 0));
      },
      () => {
        if (this.entries.get(id) === entry) this.remove(entry);
      },
    );
  }

  /** Drops the renders of every tournament no viewer asked for within `idleMs` (also run on each get and keep). */
  sweep(): void {
    const now = this.now();
    for (const [tournamentId, watched] of this.tournaments) if (now - watched.lastRequest >= this.idleMs) this.dropTournament(tournamentId);
  }

  private dropTournament(tournamentId: string): void {
    const watched = this.tournaments.get(tournamentId);
    if (!watched) return;
    for (const id of watched.ids) {
      const entry = this.entries.get(id);
      if (entry) this.remove(entry);
    }
    this.tournaments.delete(tournamentId);
  }

  /** The least recently used entry (of those `which` accepts: rendering ones weigh nothing yet). */
  private oldest(which: (entry: Entry) => boolean = () => true): Entry {
    for (const entry of this.entries.values()) if (which(entry)) return entry;
    throw new Error("no entry to drop");
  }

  private remove(entry: Entry): void {
    if (this.entries.get(entry.id) !== entry) return;
    this.entries.delete(entry.id);
    this.keptBytes -= entry.bytes;
    const watched = this.tournaments.get(entry.tournamentId);
    watched?.ids.delete(entry.id);
    if (watched && watched.ids.size === 0) this.tournaments.delete(entry.tournamentId);
  }
}

function sizeOf(id: string, rendered: Rendered): number {
  let bytes = ENTRY_OVERHEAD + 2 * id.length + rendered.body.length;
  for (const [name, value] of Object.entries(rendered.headers)) bytes += name.length + String(value).length;
  return bytes;
}
