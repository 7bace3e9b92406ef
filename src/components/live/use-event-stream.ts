"use client";
// One live event stream (server-sent events from src/server/live/sse.ts): calls `onChange` with the event id of
// every change, reconnects when the stream failed for good, and reports whether it is connected (null before the
// first answer), so the page can fall back to polling while it is not.
import { useEffect, useRef, useState } from "react";

const RECONNECT_MS = 5000;

/** `since` gives the event id the page shows at each (re)connect; the server catches it up at once if it moved on. */
export function useEventStream(url: string, since: () => string | null, onChange: (eventId: string) => void): boolean | null {
  const [online, setOnline] = useState<boolean | null>(null);
  const latest = useRef({ since, onChange });
  useEffect(() => {
    latest.current = { since, onChange };
  });

  useEffect(() => {
    let stream: EventSource | null = null;
    let reconnect: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const connect = () => {
      if (stopped) return;
      reconnect = null;
      const v = latest.current.since();
      const es = new EventSource(v === null ? url : `${url}?v=${encodeURIComponent(v)}`);
      stream = es;
      es.addEventListener("change", (e) => latest.current.onChange((e as MessageEvent).lastEventId));
      es.onopen = () => setOnline(true);
      es.onerror = () => {
        setOnline(false);
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
      if (reconnect) clearTimeout(reconnect);
    };
  }, [url]);
  return online;
}
