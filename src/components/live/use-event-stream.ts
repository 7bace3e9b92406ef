"use client";
// One live event stream (server-sent events from src/server/live/sse.ts): calls `onChange` with the event id of
// every change, reconnects when the stream failed for good or went silent (stream-watch.ts), and reports whether
// it is connected (null before the first answer), so the page can say it is behind and poll while it is not.
import { useEffect, useRef, useState } from "react";
import { watchStream } from "./stream-watch";

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
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      clearTimeout(reconnect);
      reconnect = undefined;
      stream?.close();
      watch.heard();
      const v = latest.current.since();
      const es = new EventSource(v === null ? url : `${url}?v=${encodeURIComponent(v)}`);
      stream = es;
      const heard = (e: Event) => {
        watch.heard((e as MessageEvent).data);
        setOnline(true);
      };
      es.addEventListener("hb", heard);
      es.addEventListener("change", (e) => {
        heard(e);
        latest.current.onChange((e as MessageEvent).lastEventId);
      });
      es.onopen = () => setOnline(true);
      es.onerror = () => {
        setOnline(false);
        // The browser retries by itself unless the stream failed for good (e.g. an HTTP error): then we do.
        if (es.readyState === EventSource.CLOSED && !reconnect) reconnect = setTimeout(connect, RECONNECT_MS);
      };
    };
    // Silent too long, or the browser says it lost the network: behind, and a new stream (the old one may hang
    // open without a word; a new one fails at once while offline, and the browser keeps trying it).
    const behind = () => {
      setOnline(false);
      connect();
    };
    const watch = watchStream(behind);
    const woken = () => document.visibilityState === "visible" && watch.silent() && behind();
    addEventListener("offline", behind);
    addEventListener("online", connect);
    document.addEventListener("visibilitychange", woken);
    connect();
    return () => {
      removeEventListener("offline", behind);
      removeEventListener("online", connect);
      document.removeEventListener("visibilitychange", woken);
      watch.stop();
      clearTimeout(reconnect);
      stream?.close();
    };
  }, [url]);
  return online;
}
