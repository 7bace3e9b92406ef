// Server-sent event streams, built to hold ten thousand open connections in one process: per connection only
// its stream controller in a set; one hub subscription per tournament shared by all its streams; each event
// encoded once and the same bytes queued to every stream; one heartbeat timer for all streams.
import type { LiveEvent, LiveHub } from "./hub";

const encoder = new TextEncoder();
/** A named event with empty data (17 bytes): it keeps proxies from closing an idle stream and, unlike a comment,
 * reaches the page, whose watchdog (components/live/stream-watch.ts) takes a silent stream for a dead one. */
const HEARTBEAT = encoder.encode("event: hb\ndata:\n\n");
/** The browser's EventSource waits this long before reconnecting after a drop. */
const RETRY_MS = 2000;
export const HEARTBEAT_MS = 15_000;

/** The heartbeat period: 15 s, or `LIVE_HEARTBEAT_MS` (500 ms to 60 s), which the browser tests shorten. */
export function heartbeatPeriod(value: string | undefined): number {
  const ms = Number(value);
  return Number.isInteger(ms) && ms >= 500 && ms <= 60_000 ? ms : HEARTBEAT_MS;
}
/** A client that lets this many events pile up is dropped; it reconnects and catches up by version. */
const MAX_QUEUED = 64;

export function encodeEvent(event: Pick<LiveEvent, "id" | "kinds" | "ids">): Uint8Array {
  const data = JSON.stringify({ v: event.id, kinds: event.kinds, ids: event.ids });
  return encoder.encode(`id: ${event.id}\nevent: change\ndata: ${data}\n\n`);
}

/** Where one viewer's bytes go: a web stream's controller (the Next routes) or the socket (node-stream.ts). */
export interface StreamSink {
  /** Queues the bytes; false when the viewer is too far behind, and is then dropped (it reconnects, catches up). */
  send(bytes: Uint8Array): boolean;
  close(): void;
}

export class SseBroadcaster {
  private readonly byTournament = new Map<string, { streams: Set<StreamSink>; unsubscribe: () => void }>();
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private open = 0;
  /** A stream's first message: the retry hint and a heartbeat that names the period, so the page's watchdog
   * follows this server's. */
  private readonly hello: Uint8Array;

  constructor(
    private readonly hub: LiveHub,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {
    this.hello = encoder.encode(`retry: ${RETRY_MS}\nevent: hb\ndata: ${heartbeatMs}\n\n`);
  }

  get count(): number {
    return this.open;
  }

  /**
   * Attaches a viewer to the tournament's events; returns its detach. `since` is the event id the client has seen
   * (Last-Event-ID on a reconnect, or the id the page was rendered at): if the tournament moved on since, the
   * current event goes out at once so the client catches up; otherwise only the retry hint and the period.
   */
  attachSink(tournamentId: string, since: string | null, sink: StreamSink): () => void {
    const current = this.hub.eventId(tournamentId);
    sink.send(this.hello);
    if (since !== current) sink.send(encodeEvent({ id: current, kinds: ["tournament"], ids: [] }));
    this.attach(tournamentId, sink);
    return () => this.detach(tournamentId, sink);
  }

  /** The same as a web stream, for a Next route's Response. */
  stream(tournamentId: string, since: string | null, signal?: AbortSignal): ReadableStream<Uint8Array> {
    let detach: (() => void) | null = null;
    const remove = () => {
      detach?.();
      detach = null;
    };
    return new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          const sink: StreamSink = {
            send: (bytes) => {
              if ((controller.desiredSize ?? 0) < -MAX_QUEUED) return false;
              controller.enqueue(bytes);
              return true;
            },
            close: () => controller.close(),
          };
          detach = this.attachSink(tournamentId, since, sink);
          signal?.addEventListener("abort", remove, { once: true });
        },
        cancel: remove,
      },
      { highWaterMark: 1 },
    );
  }

  private attach(tournamentId: string, sink: StreamSink) {
    let entry = this.byTournament.get(tournamentId);
    if (!entry) {
      const streams = new Set<StreamSink>();
      const unsubscribe = this.hub.subscribe(tournamentId, (event) => this.send(tournamentId, streams, encodeEvent(event)));
      this.byTournament.set(tournamentId, (entry = { streams, unsubscribe }));
    }
    entry.streams.add(sink);
    this.open++;
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
      this.heartbeat.unref?.();
    }
  }

  private detach(tournamentId: string, sink: StreamSink) {
    const entry = this.byTournament.get(tournamentId);
    if (!entry || !entry.streams.delete(sink)) return;
    this.open--;
    if (entry.streams.size === 0) {
      entry.unsubscribe();
      this.byTournament.delete(tournamentId);
    }
    if (this.open === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  private send(tournamentId: string, streams: Set<StreamSink>, bytes: Uint8Array) {
    const dead: StreamSink[] = [];
    for (const sink of streams) {
      try {
        if (!sink.send(bytes)) {
          dead.push(sink);
          sink.close();
        }
      } catch {
        dead.push(sink); // closed by the other side already
      }
    }
    for (const sink of dead) this.detach(tournamentId, sink);
  }

  private beat() {
    for (const [t, e] of [...this.byTournament]) this.send(t, e.streams, HEARTBEAT);
  }

  close() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const e of this.byTournament.values()) {
      e.unsubscribe();
      for (const c of e.streams) {
        try {
          c.close();
        } catch {
          // closed already
        }
      }
    }
    this.byTournament.clear();
    this.open = 0;
  }
}

type LiveLike = { resolve(slug: string): Promise<{ id: string } | null>; streams: SseBroadcaster };

/** The tournament an event stream's address names: its exact slug (public or unlisted); null for any other. */
export async function liveStreamTarget(live: Pick<LiveLike, "resolve">, slug: string): Promise<string | null> {
  const t = /^[a-z0-9-]{1,120}$/.test(slug) ? await live.resolve(slug) : null;
  return t?.id ?? null;
}

/** The game sheet an event stream's address names: its exact share token; null for any other. */
export async function sheetStreamTarget(token: string, sheetId: (token: string) => Promise<string | null>): Promise<string | null> {
  return /^[A-Za-z0-9_-]{16,64}$/.test(token) ? sheetId(token) : null;
}

/** The season an event stream's address names: its exact slug (its topic is the season's id, which every write to
 * one of its tournaments announces too); null for any other. */
export async function seasonStreamTarget(slug: string, seasonId: (slug: string) => Promise<string | null>): Promise<string | null> {
  return /^[a-z0-9-]{1,120}$/.test(slug) ? seasonId(slug) : null;
}

/** The event stream for a tournament addressed by its exact slug, or null. `since` = the event id the client has seen. */
export async function openLiveStream(live: LiveLike, slug: string, since: string | null, signal?: AbortSignal) {
  const id = await liveStreamTarget(live, slug);
  return id ? live.streams.stream(id, since, signal) : null;
}

export const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  connection: "keep-alive",
  // nginx and similar proxies would otherwise buffer the stream.
  "x-accel-buffering": "no",
  "x-content-type-options": "nosniff",
} as const;

/**
 * The event stream endpoint, web-standard (Request in, Response out), mounted by the Next route handlers
 * src/app/api/live/t/[slug]/route.ts (a tournament), src/app/api/live/s/[seasonSlug]/route.ts (a season) and
 * src/app/api/live/spielblock/[token]/route.ts (a game sheet by its share token). 404 for anything that is not
 * exactly a tournament's or a season's slug or a sheet's token; nothing is sent but ids and versions. The catch-up
 * point is Last-Event-ID (the browser's reconnect) or ?v= (the first connect, with the event id the page was
 * rendered at).
 */
export async function liveStreamResponse(live: LiveLike, request: Request, slug: string): Promise<Response> {
  return streamResponse(request, (since) => openLiveStream(live, slug, since, request.signal));
}

/** The event stream of the game sheet whose share token is `token` (its id found by `sheetId`). */
export async function sheetStreamResponse(
  live: Pick<LiveLike, "streams">,
  request: Request,
  token: string,
  sheetId: (token: string) => Promise<string | null>,
): Promise<Response> {
  return streamResponse(request, async (since) => {
    const id = await sheetStreamTarget(token, sheetId);
    return id ? live.streams.stream(id, since, request.signal) : null;
  });
}

/** The event stream of the season whose exact slug is `slug` (its id found by `seasonId`). */
export async function seasonStreamResponse(
  live: Pick<LiveLike, "streams">,
  request: Request,
  slug: string,
  seasonId: (slug: string) => Promise<string | null>,
): Promise<Response> {
  return streamResponse(request, async (since) => {
    const id = await seasonStreamTarget(slug, seasonId);
    return id ? live.streams.stream(id, since, request.signal) : null;
  });
}

/** Where a client catches up from: Last-Event-ID on a reconnect, else ?v= (the event id the page was rendered at). */
export const catchUpPoint = (lastEventId: string | null | undefined, url: URL) => lastEventId ?? url.searchParams.get("v");

export const NOT_FOUND_TEXT = "Nicht gefunden / Not found\n";

async function streamResponse(request: Request, open: (since: string | null) => Promise<ReadableStream<Uint8Array> | null>): Promise<Response> {
  const body = await open(catchUpPoint(request.headers.get("last-event-id"), new URL(request.url)));
  if (!body) return new Response(NOT_FOUND_TEXT, { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(body, { headers: SSE_HEADERS });
}
