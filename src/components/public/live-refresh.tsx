"use client";
// Keeps a public page current without reload: listens to the event stream at `stream` (a tournament's,
// /api/live/t/<slug>, or a season's, /api/live/s/<slug>). On each change the page asks for its live parts
// (LivePart) that changed since the version it shows and puts them in place (server/live/parts.ts); told to reload
// (its version forgotten, its page changed outside the parts), it re-renders its server components instead
// (router.refresh(), from the shared render).
// While the stream is down or silent (the status then says the page is behind) it polls the content tag at
// `<stream>/stand` every few seconds and asks likewise when it moved; when the stream returns, the server sends the
// current event at once if the page missed anything.
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { PARTS_HEADER, VERSION_ATTRIBUTE, type PartsAnswer } from "@/lib/live-parts";
import { useEventStream } from "../live/use-event-stream";
import { forgetSentParts, showSentParts } from "./live-part";
import type { LiveRefreshWords } from "./words";

const POLL_MS = 4000;
const HELLO_MS = 1000;

/** Whether version `a` is older than `b` (`<process>.<count>`; another process's counts do not compare). */
function older(a: string, b: string): boolean {
  const [pa, na] = a.split(".");
  const [pb, nb] = b.split(".");
  return pa === pb && Number(na) < Number(nb);
}

/** `words`: liveRefreshWords(), translated by the page (no next-intl in the browser). */
export function LiveRefresh({
  stream,
  eventId,
  etag,
  words,
  dark = false,
}: {
  stream: string;
  eventId: string;
  etag: string;
  words: LiveRefreshWords;
  dark?: boolean;
}) {
  const router = useRouter();
  // The content tag the polling compares with.
  const seen = useRef(etag);
  // The version the page's parts show: the render's, then each answer's.
  const shown = useRef(eventId);
  // Stopped when the page goes (another page's parts must not receive this one's answers).
  const page = useRef<AbortController | null>(null);

  // One question for the changed parts at a time; events meanwhile make one more. The first, once the page has
  // loaded (`hello`), only tells the server the page's version, so that the first change already comes as parts.
  const asking = useRef({ busy: false, again: false });
  const askParts = useCallback(
    async (hello = false) => {
      if (asking.current.busy) return void (asking.current.again = true);
      asking.current.busy = true;
      const signal = page.current?.signal;
      try {
        do {
          asking.current.again = false;
          const res = await fetch(location.pathname + location.search, { headers: { [PARTS_HEADER]: shown.current }, cache: "no-store", signal });
          // Anything but the server's answer (an error page, a proxy's) re-renders the page as well.
          const answer = res.ok ? ((await res.json().catch(() => null)) as PartsAnswer | null) : null;
          if (signal?.aborted) return;
          if (!answer || "reload" in answer) return void ((!hello || asking.current.again) && router.refresh());
          showSentParts(answer.parts);
          shown.current = answer.v;
        } while (asking.current.again);
      } catch {
        // offline, or the page went: the stream's return or the polling asks again
      } finally {
        asking.current.busy = false;
      }
    },
    [router],
  );

  useEffect(() => {
    // A render older than the parts already shown (a refresh an answer overtook) keeps them and asks for what is newer.
    if (older(eventId, shown.current)) return void askParts();
    // The page re-rendered with newer data: what it renders replaces what was sent.
    seen.current = etag;
    shown.current = eventId;
    forgetSentParts();
  }, [eventId, etag, askParts]);

  useEffect(() => {
    const controller = new AbortController();
    page.current = controller;
    const hello = setTimeout(() => void askParts(true), HELLO_MS);
    return () => {
      clearTimeout(hello);
      controller.abort();
      forgetSentParts();
    };
  }, [askParts]);

  // Several events in quick succession cause one question.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refresh = useCallback(() => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      void askParts();
    }, 50);
  }, [askParts]);
  useEffect(() => () => clearTimeout(pending.current), []);

  // A new stream names the version the parts show, not the last event heard: an event whose question failed (the
  // network went) is sent again when the stream returns.
  const online = useEventStream(stream, shown, (id) => id !== shown.current && refresh());

  // While the stream is down: poll the snapshot's content tag.
  useEffect(() => {
    if (online !== false) return;
    const poll = setInterval(async () => {
      try {
        const res = await fetch(`${stream}/stand`, { cache: "no-store" });
        if (!res.ok) return;
        const body = (await res.json()) as { etag: string };
        if (body.etag !== seen.current) {
          seen.current = body.etag;
          refresh();
        }
      } catch {
        // offline: try again next time
      }
    }, POLL_MS);
    return () => clearInterval(poll);
  }, [online, stream, refresh]);

  const tone = dark ? "text-white/80" : "text-stone-600";
  return (
    <span
      className={`no-print inline-flex items-center gap-2 text-sm ${tone}`}
      data-testid="live-status"
      data-online={online === null ? "" : String(online)}
      {...{ [VERSION_ATTRIBUTE]: eventId }}
    >
      <span aria-hidden className={`inline-block h-2.5 w-2.5 rounded-full ${online === false ? "bg-amber-500" : "bg-green-600"}`} />
      {online === false ? words.offline : words.live}
    </span>
  );
}
