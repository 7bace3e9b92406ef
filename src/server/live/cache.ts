// Per-tournament snapshot cache: computed once per change, shared by every viewer, dropped by the hub the
// moment a change arrives. A computation that a newer change overtook still answers its own callers but is not
// kept, so a stale snapshot never outlives the change that made it stale.
import type { LiveHub } from "./hub";

interface Entry<T> {
  version: number;
  at: number;
  value: Promise<T>;
}

export interface SnapshotCacheOptions {
  /** Safety net if a notification is ever lost: recompute after this long anyway (default 60 s). */
  maxAgeMs?: number;
  now?: () => number;
  /** While false (the listener is not up yet), nothing is cached: every call computes. */
  trusted?: () => boolean;
}

export class SnapshotCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly trusted: () => boolean;
  /** How many times `load` ran (tests and the benchmark read it). */
  computations = 0;

  constructor(
    private readonly hub: LiveHub,
    private readonly load: (tournamentId: string) => Promise<T>,
    options: SnapshotCacheOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.trusted = options.trusted ?? (() => true);
    hub.onInvalidate((tournamentId) => this.entries.delete(tournamentId));
  }

  get(tournamentId: string): Promise<T> {
    const version = this.hub.version(tournamentId);
    const hit = this.entries.get(tournamentId);
    if (hit && hit.version === version && this.now() - hit.at < this.maxAgeMs) return hit.value;
    this.computations++;
    const value = this.load(tournamentId);
    if (!this.trusted()) return value;
    const entry: Entry<T> = { version, at: this.now(), value };
    this.entries.set(tournamentId, entry);
    // A failed computation is not cached; the next viewer tries again.
    value.catch(() => {
      if (this.entries.get(tournamentId) === entry) this.entries.delete(tournamentId);
    });
    return value;
  }

  /** The version a cached value belongs to (what an event stream's Last-Event-ID is compared with). */
  version(tournamentId: string): number {
    return this.hub.version(tournamentId);
  }
}
