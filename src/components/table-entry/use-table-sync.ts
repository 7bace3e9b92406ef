"use client";
// Sends the device's saved deals to the server one at a time, in order, retrying with backoff while there is no
// network. The server answers a repeated key with its first answer, so a retry after a lost answer is harmless.
// A refusal (conflict, rejected deal, lost hold) stops sending until the captain decides.
//
// Everything it holds belongs to one match: a tablet that stays at its table takes the next round's code, and the
// new match starts from its own stored version, never the previous round's (which the server would refuse as a
// conflict). A send still under way for the previous match finishes in the store but changes nothing shown.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Bilingual } from "@/lib/bilingual";
import { errorDataOf } from "@/trpc/errors";
import { listQueued, loadMeta, putQueued, removeQueued, saveMeta, type QueuedDeal } from "./offline-queue";
import { adoptedVersion, isCurrentView } from "./sync-version";

export type SendDeal = (deal: QueuedDeal, matchVersion: number) => Promise<{ matchVersion: number }>;

const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000];
/** Answers that say "not now" rather than "not this deal". */
const RETRYABLE = new Set(["INTERNAL_SERVER_ERROR", "TOO_MANY_REQUESTS", "TIMEOUT", "SERVICE_UNAVAILABLE", "BAD_GATEWAY", "GATEWAY_TIMEOUT"]);

export function useTableSync<V>(matchId: string | null, send: SendDeal, onSent: () => void) {
  const [queue, setQueue] = useState<QueuedDeal[]>([]);
  /** Sent and acknowledged, but not yet in the server's view of the table: still shown, so nothing flickers. */
  const [acked, setAcked] = useState<QueuedDeal[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [refused, setRefused] = useState<(Bilingual & { code?: string }) | null>(null);
  const [retryIn, setRetryIn] = useState<number | null>(null);
  const [cachedView, setCachedView] = useState<V | null>(null);
  /** The match the refs below belong to; an answer for another one is stored but not shown. */
  const current = useRef<string | null>(null);
  /** The version the next deal is sent against. */
  const version = useRef<number | null>(null);
  /** The newest version the server reported for this match: set once the server has confirmed that this device's
   * session is for this match (the device may still remember the previous round's table), and only then is sent. */
  const serverVersion = useRef<number | null>(null);
  /** The match whose queue is being sent right now, if any. */
  const running = useRef<string | null>(null);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sendRef = useRef(send);
  const onSentRef = useRef(onSent);
  useEffect(() => {
    sendRef.current = send;
    onSentRef.current = onSent;
  });

  const persistVersion = useCallback(async (match: string, v: number, view?: V) => {
    if (current.current === match) version.current = v;
    const meta = await loadMeta<V>(match);
    await saveMeta({ matchId: match, version: v, view: view ?? meta?.view ?? null });
  }, []);

  const kick = useCallback(async () => {
    if (!matchId || running.current === matchId || current.current !== matchId) return;
    running.current = matchId;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setRetryIn(null);
    const mine = () => current.current === matchId;
    try {
      for (;;) {
        const list = await listQueued(matchId);
        if (!mine()) return;
        setQueue(list);
        const head = list[0];
        if (!head || head.refused) return;
        if (version.current === null || serverVersion.current === null) {
          // Not yet confirmed by the server (a reload without network): ask for its view, whose arrival sends.
          onSentRef.current();
          const wait = BACKOFF_MS[Math.min(attempt.current++, BACKOFF_MS.length - 1)]!;
          timer.current = setTimeout(() => void kick(), wait);
          return;
        }
        try {
          const res = await sendRef.current(head, version.current);
          await removeQueued(head.key);
          await persistVersion(matchId, res.matchVersion);
          if (!mine()) return;
          attempt.current = 0;
          setAcked((a) => [...a, head]);
          onSentRef.current();
        } catch (e) {
          if (!mine()) return;
          const data = (e as { data?: { code?: string } } | null)?.data;
          if (!data?.code || RETRYABLE.has(data.code)) {
            // No answer: keep the deal, try again later.
            const wait = BACKOFF_MS[Math.min(attempt.current, BACKOFF_MS.length - 1)]!;
            attempt.current++;
            setRetryIn(wait);
            timer.current = setTimeout(() => void kick(), wait);
            return;
          }
          const { de, en } = errorDataOf(e);
          setRefused({ de, en, code: data.code });
          await putQueued({ ...head, refused: { de, en } });
          if (mine()) setQueue(await listQueued(matchId));
          return;
        }
      }
    } finally {
      if (running.current === matchId) running.current = null;
    }
  }, [matchId, persistVersion]);

  // A new match: forget the previous one's state, load what this device kept for this one (works without
  // network), then start sending.
  useEffect(() => {
    current.current = matchId;
    version.current = null;
    serverVersion.current = null;
    attempt.current = 0;
    setQueue([]);
    setAcked([]);
    setRefused(null);
    setRetryIn(null);
    setCachedView(null);
    setLoaded(false);
    if (!matchId) return;
    let live = true;
    void (async () => {
      const [list, meta] = await Promise.all([listQueued(matchId), loadMeta<V>(matchId)]);
      if (!live) return;
      setQueue(list);
      if (meta) {
        // The server's view may have arrived first (it is never older than what was stored).
        version.current ??= meta.version;
        setCachedView(meta.view);
      }
      setRefused(list.find((d) => d.refused)?.refused ?? null);
      setLoaded(true);
      void kick();
    })();
    const online = () => {
      attempt.current = 0;
      void kick();
    };
    window.addEventListener("online", online);
    return () => {
      live = false;
      window.removeEventListener("online", online);
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [matchId, kick]);

  /** The server's view arrived (with the idempotency keys of its deals): with nothing waiting, a newer version is
   * the one to send against; a stale view (fetched before the last acknowledgement) changes nothing. */
  const serverView = useCallback(
    async (v: number, view: V, keys: ReadonlySet<string | null>) => {
      if (!matchId || current.current !== matchId) return;
      serverVersion.current = Math.max(serverVersion.current ?? v, v);
      setAcked((a) => (a.some((d) => keys.has(d.key)) ? a.filter((d) => !keys.has(d.key)) : a));
      const waiting = await listQueued(matchId);
      if (current.current !== matchId) return;
      const adopt = adoptedVersion(version.current, v, waiting.length);
      if (adopt !== null) await persistVersion(matchId, adopt, view);
      else if (isCurrentView(version.current, v)) await saveMeta({ matchId, version: version.current ?? v, view });
      void kick();
    },
    [matchId, kick, persistVersion],
  );

  const enqueue = useCallback(
    async (number: number, record: Record<string, unknown>) => {
      if (!matchId) return;
      await putQueued({ key: crypto.randomUUID(), matchId, number, record, savedAt: Date.now(), refused: null });
      if (current.current === matchId) setQueue(await listQueued(matchId));
      void kick();
    },
    [matchId, kick],
  );

  /** Takes back the last deal that has not left the device yet. */
  const dropLast = useCallback(async () => {
    if (!matchId) return;
    const list = await listQueued(matchId);
    const last = list.at(-1);
    if (last) await removeQueued(last.key);
    const rest = await listQueued(matchId);
    setQueue(rest);
    if (!rest.some((d) => d.refused)) setRefused(null);
  }, [matchId]);

  /** After a refusal, once the captain has seen the waiting deals listed and agreed: forget them (he re-enters them
   * from the current state). Sending goes on against the server's newest version, without a reload. */
  const discardAll = useCallback(async () => {
    if (!matchId) return;
    for (const d of await listQueued(matchId)) await removeQueued(d.key);
    setQueue([]);
    setAcked([]);
    setRefused(null);
    version.current = serverVersion.current;
    onSentRef.current();
  }, [matchId]);

  return { queue, acked, loaded, refused, retryIn, cachedView, enqueue, dropLast, discardAll, serverView, retry: kick };
}
