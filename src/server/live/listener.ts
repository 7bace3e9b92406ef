// One LISTEN per app process. PostgreSQL: a dedicated connection with the pool's settings (its own pg.Client, so
// that closing the pool at shutdown never waits for it), re-established after it drops (and then every page is told to catch up, since notifications sent meanwhile are lost).
// PGlite: its in-process listen(), the same channel and payloads.
import { Client } from "pg";
import type { DbHandle } from "../db";
import { LIVE_CHANNEL } from "../services/_shared/changes";

export interface ListenerEvents {
  payload(payload: string): void;
  /** The listener was away and is back: notifications may have been missed. */
  resync(): void;
}

export interface Listener {
  /** Resolves once LISTEN is in place (the first time). Rejects, and the listener stops, when the first attempt
   * fails: the caller (the first live request) answers 503 and the next request builds a new listener. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function listen(handle: DbHandle, events: ListenerEvents): Listener {
  if (handle.pglite) {
    const unsubscribe = handle.pglite.listen(LIVE_CHANNEL, events.payload);
    return {
      ready: unsubscribe.then(() => undefined),
      close: async () => {
        // A closed PGlite cannot unlisten any more; nothing is left to release then.
        if (!handle.pglite!.closed) await (await unsubscribe)().catch(() => {});
      },
    };
  }
  if (handle.pool) return listenPg(handle.pool, events);
  throw new Error("live: database handle has neither pool nor pglite");
}

type Pool = NonNullable<DbHandle["pool"]>;

function listenPg(pool: Pool, events: ListenerEvents): Listener {
  let closed = false;
  let client: Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let delay = 250;
  let first = true;
  let resolveReady!: () => void;
  let rejectReady!: (e: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  /** True while the current client has LISTEN in place; failures before that are connect()'s to handle. */
  let listening = false;
  let lostAt = 0;
  const onNotification = (msg: { channel: string; payload?: string }) => {
    if (msg.channel === LIVE_CHANNEL && msg.payload) events.payload(msg.payload);
  };

  const connect = async () => {
    retry = null;
    if (closed) return;
    try {
      // keepAlive: a silently dead connection (a NAT or load balancer dropped it) is noticed and replaced.
      const c = new Client({ ...pool.options, keepAlive: true });
      c.on("error", (err: Error) => lost(c, err));
      c.on("end", () => lost(c, new Error("connection ended")));
      c.on("notification", onNotification);
      client = c;
      listening = false;
      await c.connect();
      if (closed) return void c.end().catch(() => {});
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
      listening = true;
      delay = 250;
      if (first) {
        first = false;
        resolveReady();
      } else {
        console.error(`[live] listener back after ${Math.round((Date.now() - lostAt) / 1000)} s; live pages catch up`);
        lostAt = 0;
        events.resync();
      }
    } catch (e) {
      const c = client;
      client = null;
      c?.end().catch(() => {});
      if (first) {
        closed = true; // nobody holds this listener yet: stop rather than retry in the background forever
        return rejectReady(e as Error);
      }
      console.error(`[live] LISTEN failed, retrying in ${delay} ms: ${(e as Error).message}`);
      schedule();
    }
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => void connect(), delay);
    retry.unref?.();
    delay = Math.min(delay * 2, 5000);
  };
  const lost = (c: Client, err: Error) => {
    if (client !== c || closed || !listening) return;
    client = null;
    listening = false;
    lostAt ||= Date.now();
    console.error(`[live] listener connection lost, reconnecting: ${err.message}`);
    c.removeAllListeners("notification");
    c.end().catch(() => {});
    schedule();
  };

  void connect();
  return {
    ready,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners("notification");
        await c.end().catch(() => {});
      }
    },
  };
}
