// The per-process fan-out: changes from the listener, coalesced per tournament (at most one event per window,
// carrying the union of kinds and ids), delivered to the in-process subscribers (event streams, caches).
import { randomBytes } from "node:crypto";
import type { Change, ChangeKind } from "../services/_shared/changes";

export interface LiveEvent {
  tournamentId: string;
  /** Counts the changes this process has seen for the tournament; the cache's generation too. */
  version: number;
  /** `<process>.<version>`: a stream's Last-Event-ID. Another process (or a restart) never matches, so a client
   * that reconnects elsewhere always catches up once. */
  id: string;
  kinds: ChangeKind[];
  ids: string[];
}

export type Subscriber = (event: LiveEvent) => void;

interface Pending {
  kinds: Set<ChangeKind>;
  ids: Set<string>;
  timer: ReturnType<typeof setTimeout> | null;
}

export interface HubOptions {
  /** Coalescing window per tournament in ms (default 250: at most four events a second). */
  windowMs?: number;
  now?: () => number;
}

export class LiveHub {
  readonly processId = randomBytes(4).toString("hex");
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly invalidators = new Set<(tournamentId: string, version: number) => void>();
  private readonly versions = new Map<string, number>();
  private readonly lastSent = new Map<string, number>();
  private readonly pending = new Map<string, Pending>();
  /** Changes received from the database (for the benchmark and tests). */
  received = 0;

  constructor(options: HubOptions = {}) {
    this.windowMs = options.windowMs ?? 250;
    this.now = options.now ?? Date.now;
  }

  version(tournamentId: string): number {
    return this.versions.get(tournamentId) ?? 0;
  }

  eventId(tournamentId: string): string {
    return `${this.processId}.${this.version(tournamentId)}`;
  }

  /** Called at once on every change (not coalesced), before any subscriber hears of it: caches drop the entry
   * here so that a page reloading on the event always sees the new data. */
  onInvalidate(fn: (tournamentId: string, version: number) => void): () => void {
    this.invalidators.add(fn);
    return () => this.invalidators.delete(fn);
  }

  subscribe(tournamentId: string, fn: Subscriber): () => void {
    let set = this.subscribers.get(tournamentId);
    if (!set) this.subscribers.set(tournamentId, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0 && this.subscribers.get(tournamentId) === set) this.subscribers.delete(tournamentId);
    };
  }

  subscriberCount(tournamentId?: string): number {
    if (tournamentId) return this.subscribers.get(tournamentId)?.size ?? 0;
    let n = 0;
    for (const s of this.subscribers.values()) n += s.size;
    return n;
  }

  /** A change from the channel: invalidate now, deliver at once if the tournament was quiet for a window, else
   * merge into the event that goes out when the window ends. */
  receive(change: Change): void {
    this.received++;
    const t = change.tournamentId;
    const version = this.version(t) + 1;
    this.versions.set(t, version);
    for (const fn of this.invalidators) fn(t, version);

    let p = this.pending.get(t);
    if (!p) this.pending.set(t, (p = { kinds: new Set(), ids: new Set(), timer: null }));
    p.kinds.add(change.kind);
    for (const id of change.ids ?? []) p.ids.add(id);
    if (p.timer) return;
    const wait = (this.lastSent.get(t) ?? -Infinity) + this.windowMs - this.now();
    if (wait <= 0) this.flush(t);
    else {
      p.timer = setTimeout(() => this.flush(t), wait);
      p.timer.unref?.();
    }
  }

  /** After the listener was away: every tournament with listeners may have missed changes. */
  resyncAll(): void {
    const known = new Set([...this.subscribers.keys(), ...this.versions.keys()]);
    for (const t of known) this.receive({ tournamentId: t, kind: "tournament", ids: [] });
  }

  private flush(tournamentId: string): void {
    const p = this.pending.get(tournamentId);
    if (!p) return;
    this.pending.delete(tournamentId);
    if (p.timer) clearTimeout(p.timer);
    this.lastSent.set(tournamentId, this.now());
    const version = this.version(tournamentId);
    const event: LiveEvent = {
      tournamentId,
      version,
      id: `${this.processId}.${version}`,
      kinds: [...p.kinds],
      ids: [...p.ids],
    };
    const set = this.subscribers.get(tournamentId);
    if (!set) return;
    for (const fn of set) {
      try {
        fn(event);
      } catch (e) {
        console.error(`[live] subscriber failed: ${(e as Error).message}`);
      }
    }
  }

  close(): void {
    for (const p of this.pending.values()) if (p.timer) clearTimeout(p.timer);
    this.pending.clear();
    this.subscribers.clear();
    this.invalidators.clear();
  }
}
