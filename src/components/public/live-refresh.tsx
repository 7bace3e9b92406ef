"use client";
// Keeps a public page current without reload: listens to the event stream at `stream` (a tournament's,
// /api/live/t/<slug>, or a season's, /api/live/s/<slug>) and re-renders the server components on each change
// (router.refresh(); the data comes from the shared snapshot cache). While the stream is down it polls the content
// tag at `<stream>/stand` every few seconds; when the stream returns, the server sends the current event at once if
// the page missed anything (Last-Event-ID).
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { useEventStream } from "../live/use-event-stream";

const POLL_MS = 4000;

export function LiveRefresh({ stream, eventId, etag, dark = false }: { stream: string; eventId: string; etag: string; dark?: boolean }) {
  const t = useTranslations("public");
  const router = useRouter();
  const seen = useRef({ eventId, etag });
  // The page re-rendered with newer data: remember what it shows.
  useEffect(() => {
    seen.current = { eventId, etag };
  }, [eventId, etag]);

  // Several events in quick succession cause one refresh.
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refresh = useCallback(() => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      router.refresh();
    }, 50);
  }, [router]);
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);

  const online = useEventStream(
    stream,
    () => seen.current.eventId,
    (id) => {
      seen.current = { ...seen.current, eventId: id };
      refresh();
    },
  );

  // While the stream is down: poll the snapshot's content tag.
  useEffect(() => {
    if (online !== false) return;
    const poll = setInterval(async () => {
      try {
        const res = await fetch(`${stream}/stand`, { cache: "no-store" });
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
    return () => clearInterval(poll);
  }, [online, stream, refresh]);

  const tone = dark ? "text-white/80" : "text-stone-600";
  return (
    <span className={`no-print inline-flex items-center gap-2 text-sm ${tone}`} data-testid="live-status" data-online={online === null ? "" : String(online)}>
      <span aria-hidden className={`inline-block h-2.5 w-2.5 rounded-full ${online === false ? "bg-amber-500" : "bg-green-600"}`} />
      {online === false ? t("liveRefresh.offline") : t("liveRefresh.live")}
    </span>
  );
}
