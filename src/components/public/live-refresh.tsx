"use client";
// Keeps a public page current without reload: listens to the tournament's event stream and re-renders the
// server components on each change (router.refresh(); the data comes from the shared snapshot cache). While the
// stream is down it polls the snapshot's content tag every few seconds; when the stream returns, the server
// sends the current event at once if the page missed anything (Last-Event-ID).
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

const POLL_MS = 4000;
const RECONNECT_MS = 5000;

export function LiveRefresh({ slug, eventId, etag, dark = false }: { slug: string; eventId: string; etag: string; dark?: boolean }) {
  const router = useRouter();
  const [online, setOnline] = useState<boolean | null>(null);
  const seen = useRef({ eventId, etag });
  // The page re-rendered with newer data: remember what it shows.
  useEffect(() => {
    seen.current = { eventId, etag };
  }, [eventId, etag]);

  useEffect(() => {
    let stream: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let reconnect: ReturnType<typeof setTimeout> | null = null;
    let pending: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const base = `/api/live/t/${encodeURIComponent(slug)}`;

    // Several events in quick succession cause one refresh.
    const refresh = () => {
      if (pending) return;
      pending = setTimeout(() => {
        pending = null;
        router.refresh();
      }, 50);
    };
    const startPolling = () => {
      if (poll) return;
      poll = setInterval(async () => {
        try {
          const res = await fetch(`${base}/stand`, { cache: "no-store" });
          if (!res.ok) return;
          const body = (await res.json()) as { etag: string };
          if (body.etag !== seen.current.etag) {
            seen.current = { ...seen.current, etag: body.etag };
            refresh();
          }
        } catch {
          // offline: try again next time
        }
      }, POLL_MS);
    };
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = null;
    };
    const connect = () => {
      if (stopped) return;
      reconnect = null;
      const es = new EventSource(`${base}?v=${encodeURIComponent(seen.current.eventId)}`);
      stream = es;
      es.addEventListener("change", (e) => {
        seen.current = { ...seen.current, eventId: (e as MessageEvent).lastEventId };
        refresh();
      });
      es.onopen = () => {
        setOnline(true);
        stopPolling();
      };
      es.onerror = () => {
        setOnline(false);
        startPolling();
        // The browser retries by itself unless the stream failed for good (e.g. an HTTP error): then we do.
        if (es.readyState === EventSource.CLOSED && !reconnect) {
          es.close();
          reconnect = setTimeout(connect, RECONNECT_MS);
        }
      };
    };
    connect();
    return () => {
      stopped = true;
      stream?.close();
      stopPolling();
      if (reconnect) clearTimeout(reconnect);
      if (pending) clearTimeout(pending);
    };
  }, [slug, router]);

  const tone = dark ? "text-white/80" : "text-stone-600";
  return (
    <span className={`no-print inline-flex items-center gap-2 text-sm ${tone}`} data-testid="live-status" data-online={online === null ? "" : String(online)}>
      <span aria-hidden className={`inline-block h-2.5 w-2.5 rounded-full ${online === false ? "bg-amber-500" : "bg-green-600"}`} />
      {online === false ? "Verbindung unterbrochen – wird alle paar Sekunden aktualisiert" : "Live"}
    </span>
  );
}
