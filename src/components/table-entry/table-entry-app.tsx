"use client";
// The table's entry page: the game's own entry (games/table-entries.ts: a Klammern match with its deal form, a
// Doppelkopf Spielliste) over one machinery: the device's waiting deals, sending, status lines, undo, leaving, and
// the confirmation. Works from the device's own store when the network is gone (offline-queue.ts).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import { errorDataOf } from "@/trpc/errors";
import { useTRPC, useTRPCClient } from "@/trpc/client";
import { Button, ErrorText } from "../ui";
import { tableEntryOf } from "../games/table-entries";
import { Banner } from "./banner";
import { DiscardWaiting } from "./discard-waiting";
import type { CaptainView, ShownDeal } from "./captain-view";
import { LeaveTable, type LeaveAction } from "./leave-table";
import { usePick } from "@/i18n/use-pick";
import { useTableText } from "./use-labels";
import { lastMatch, rememberMatch } from "./offline-queue";
import { useTableSync } from "./use-table-sync";
import { registerTableWorker } from "./register-worker";

export function TableEntryApp({ leave }: { leave?: LeaveAction }) {
  const { t } = useTableText();
  const pick = usePick();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [matchId, setMatchId] = useState<string | null>(null);
  useEffect(() => {
    setMatchId(lastMatch());
    registerTableWorker();
  }, []);
  const query = useQuery({
    ...trpc.table.match.queryOptions({}),
    retry: false,
    refetchOnWindowFocus: true,
    // A device waiting for the organizer's approval learns of it without a reload.
    refetchInterval: (q) => (q.state.data?.session.status === "pending" ? 5000 : false),
  });
  const authError = query.error ? errorDataOf(query.error) : null;
  const signedOut = (query.error as { data?: { code?: string } } | null)?.data?.code;
  useEffect(() => {
    if (query.data) {
      rememberMatch(query.data.match.id);
      setMatchId(query.data.match.id);
    }
  }, [query.data]);

  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey: trpc.table.match.queryKey() }), [queryClient, trpc]);
  const send = useCallback(
    (d: { key: string; number: number; record: Record<string, unknown>; matchId: string }, matchVersion: number) =>
      client.table.submitDeal.mutate({ matchId: d.matchId, matchVersion, number: d.number, record: d.record, idempotencyKey: d.key }),
    [client],
  );
  const sync = useTableSync<CaptainView>(matchId, send, refetch);
  const { serverView } = sync;
  useEffect(() => {
    if (query.data && query.data.match.id === matchId)
      void serverView(query.data.match.version, query.data, new Set(query.data.deals.map((d) => d.idempotencyKey)));
  }, [query.data, matchId, serverView]);

  const view = query.data ?? (signedOut ? null : sync.cachedView);
  const offline = !query.data && !!view;

  // Server deals, then the device's deals that the server has not acknowledged yet.
  const shown: ShownDeal[] = useMemo(() => {
    if (!view) return [];
    const keys = new Set(view.deals.map((d) => d.idempotencyKey));
    const byKey = new Map<string, { q: (typeof sync.queue)[number]; waiting: boolean }>();
    for (const q of sync.acked) byKey.set(q.key, { q, waiting: false });
    for (const q of sync.queue) byKey.set(q.key, { q, waiting: true });
    const local = [...byKey.values()].filter(({ q }) => !keys.has(q.key)).sort((a, b) => a.q.number - b.q.number);
    return [
      ...view.deals.map((d) => ({ number: d.number, record: d.record, waiting: false, refused: null })),
      ...local.map(({ q, waiting }) => ({ number: q.number, record: q.record, waiting, refused: q.refused ?? null })),
    ];
  }, [view, sync.queue, sync.acked]);
  const records = useMemo(() => shown.map((d) => d.record), [shown]);

  if (!view) {
    if (query.isPending && !signedOut) return <p className="text-xl">{t("app.loading")}</p>;
    return (
      <div className="space-y-4">
        <ErrorText error={authError ?? t("app.noConnection")} />
        <Link href="/tisch" className="inline-block min-h-12 rounded-lg bg-brand px-5 py-3 text-lg font-semibold text-white">
          {t("app.enterCode")}
        </Link>
      </div>
    );
  }

  const waiting = sync.queue.length;
  const nextNumber = shown.length + 1;
  const canWrite = view.session.side === "captain" && view.session.holdsTable && view.round.status === "published" && !view.match.confirmedAt;
  const { Entry, confirmerNote } = tableEntryOf(view.game);

  const banners = (
    <>
      <SyncStatus waiting={waiting} retryIn={sync.retryIn} offline={offline} />
      {view.session.status === "pending" && (
        <Banner tone="warn">
          {t("app.pending")}
        </Banner>
      )}
      {view.session.status === "replaced" && <Banner tone="warn">{t("app.replaced")}</Banner>}
      {view.session.side === "opponent" && (
        <Banner tone="info">{t(confirmerNote)}</Banner>
      )}
      {sync.refused && (
        <Banner tone="error">
          <p>
            {t("app.refused", { reason: pick(sync.refused) })}
          </p>
          <DiscardWaiting numbers={sync.queue.map((d) => d.number)} onDiscard={sync.discardAll} />
        </Banner>
      )}
    </>
  );
  const undo =
    canWrite && (shown.length > 0 || waiting > 0) && !view.match.confirmedAt ? (
      <UndoButton
        number={shown.length}
        onUndo={async () => {
          if (waiting > 0) return sync.dropLast();
          await client.table.undoDeal.mutate({ matchId: view.match.id, matchVersion: view.match.version });
          refetch();
        }}
      />
    ) : null;

  // Only where the device is still online with its session: offline, leaving could not reach the server.
  const leaving = leave && !offline ? <LeaveTable table={view.match.tableNumber} waiting={waiting} action={leave} /> : null;

  return (
    <Entry
      view={view}
      shown={shown}
      records={records}
      canWrite={canWrite}
      waiting={waiting}
      onSave={(record) => sync.enqueue(nextNumber, record)}
      refresh={refetch}
      banners={banners}
      undo={undo}
      leaving={leaving}
    />
  );
}

function SyncStatus({ waiting, retryIn, offline }: { waiting: number; retryIn: number | null; offline: boolean }) {
  const t = useTranslations("tableEntry");
  return (
    <p role="status" data-testid="sync-status" className={`rounded-lg px-4 py-3 text-lg font-semibold ${waiting ? "bg-amber-100 text-amber-900" : "bg-green-50 text-green-900"}`}>
      {waiting === 0 ? t("app.sync.allSent") : t("app.sync.waiting", { count: waiting })}
      {offline ? t("app.sync.offline") : ""}
      {waiting > 0 && retryIn ? t("app.sync.retry", { seconds: Math.round(retryIn / 1000) }) : ""}
    </p>
  );
}

function UndoButton({ number, onUndo }: { number: number; onUndo: () => Promise<void> }) {
  const t = useTranslations("tableEntry");
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<{ de: string; en: string } | null>(null);
  if (!asking)
    return (
      <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
        {t("app.undo.button")}
      </Button>
    );
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-300 bg-white p-3">
      <span className="text-lg">{t("app.undo.ask", { number })}</span>
      <Button
        type="button"
        variant="danger"
        onClick={async () => {
          try {
            await onUndo();
            setAsking(false);
            setError(null);
          } catch (e) {
            setError(errorDataOf(e));
          }
        }}
      >
        {t("app.undo.yes")}
      </Button>
      <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
        {t("app.undo.no")}
      </Button>
      <ErrorText error={error} />
    </div>
  );
}
