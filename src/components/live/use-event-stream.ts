"use client";
// One live event stream (server-sent events from src/server/live/sse.ts): calls `onChange` with the event id of
// every change, opens a new stream when this one went silent (stream-watch.ts) or the browser lost or found its
// network, and reports whether it is connected (null before the first answer), so the page can say it is behind
// and poll while it is not. A stream that failed for good (an HTTP error) is replaced by the watchdog as well.
import { useEffect, useRef, useState } from "react";
import { CHECK_MS, watchStream } from "./stream-watch";

/** `since` holds the event id the page shows, read at each (re)connect: the server catches it up at once if it
 * moved on. */
export function useEventStream(url: string, since: { readonly current: string | null }, onChange: (eventId: string) => void): boolean | null {
  const [online, setOnline] = useState<boolean | null>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    let stream: EventSource | undefined;
    const connect = () => {
      stream?.close();
      watch.heard();
      const v = since.current;
      const es = (stream = new EventSource(v === null ? url : `${url}?v=${encodeURIComponent(v)}`));
      const heard = (e: Event) => {
        watch.heard((e as MessageEvent).data);
        setOnline(true);
      };
      es.addEventListener("hb", heard);
      es.addEventListener("change", (e) => {
        heard(e);
        latest.current((e as MessageEvent).lastEventId);
      });
      es.onerror = () => setOnline(false);
    };
    // Behind, and a new stream: the old one may hang open without a word; while offline the new one fails at once
    // and the browser keeps trying it.
    const behind = () => {
      setOnline(false);
      connect();
    };
    const watch = watchStream(behind);
    // The controller serves as the listeners' options: its `signal` removes them all (fewer bytes on the page).
    const done = new AbortController();
    addEventListener("offline", behind, done);
    addEventListener("online", behind, done);
    // Shown again (a phone woken from sleep): at once, not at the next check.
    document.addEventListener("visibilitychange", watch.check, done);
    const checking = setInterval(watch.check, CHECK_MS);
    connect();
    return () => {
      done.abort();
      clearInterval(checking);
      stream?.close();
    };
  }, [url, since]);
  return online;
}
