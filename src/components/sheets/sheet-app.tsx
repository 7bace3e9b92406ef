"use client";
// A game sheet on the phone or tablet at the table: the players' totals and who deals, the next deal's form (the
// engine scores as they type), every deal explained with the running totals, undo, the share link, and the end with
// the winner. Deals go through the table entry's offline queue (table-entry/use-table-sync.ts): saved on the device
// first, sent in order, each exactly once.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import { gameOf } from "@/games";
import { usePick } from "@/i18n/use-pick";
import { useTRPC, useTRPCClient } from "@/trpc/client";
import { Button, Card, ErrorText } from "../ui";
import { sheetViews } from "../games/sheet-views";
import { registerOfflineWorker } from "../table-entry/register-worker";
import { DiscardWaiting } from "../table-entry/discard-waiting";
import { useTableSync } from "../table-entry/use-table-sync";
import { ChoiceButtons } from "../results/choice-buttons";
import { CorrectDeal } from "./correct-deal";
import { SheetDeals } from "./sheet-deals";
import { sheetRows } from "./sheet-rows";
import { SheetScores } from "./sheet-scores";
import { SheetShare } from "./sheet-share";
import { replayOf, settingOf, type SheetView } from "./sheet-view";

/** `shareOrigin`: the address the other players reach this server by (the share link and its QR code). */
export function SheetApp({ initial, shareOrigin }: { initial: SheetView; shareOrigin: string }) {
  const t = useTranslations("sheets");
  const locale = useLocale();
  const pick = usePick();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const sheetId = initial.id;
  const query = useQuery({ ...trpc.sheet.get.queryOptions({ sheetId }), initialData: initial, refetchOnWindowFocus: true });
  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey: trpc.sheet.get.queryKey({ sheetId }) }), [queryClient, trpc, sheetId]);
  const send = useCallback(
    async (d: { key: string; number: number; record: Record<string, unknown> }, version: number) => ({
      matchVersion: (await client.sheet.enterDeal.mutate({ sheetId, version, number: d.number, record: d.record, idempotencyKey: d.key })).version,
    }),
    [client, sheetId],
  );
  const sync = useTableSync<SheetView>(`sheet:${sheetId}`, send, refetch);
  const { serverView } = sync;
  useEffect(() => {
    void serverView(query.data.version, query.data, new Set(query.data.deals.map((d) => d.key)));
  }, [query.data, serverView]);
  useEffect(() => registerOfflineWorker("/spielblock/sw.js", "/spielblock/"), []);
  // Opened again without network, the page is the copy the service worker kept; the device's last view from the
  // server may be newer.
  const cached = sync.cachedView;
  const view = cached && cached.id === sheetId && cached.version > query.data.version ? cached : query.data;

  // The server's deals, then this device's deals the server has not acknowledged yet.
  const shown = useMemo(() => {
    const keys = new Set(view.deals.map((d) => d.key));
    const local = new Map<string, { number: number; record: Record<string, unknown>; waiting: boolean; refused: boolean }>();
    for (const q of sync.acked) local.set(q.key, { number: q.number, record: q.record, waiting: false, refused: false });
    for (const q of sync.queue) local.set(q.key, { number: q.number, record: q.record, waiting: true, refused: !!q.refused });
    const mine = [...local.entries()].filter(([key]) => !keys.has(key)).map(([, d]) => d);
    return [...view.deals.map((d) => ({ number: d.number, record: d.record, waiting: false, refused: false })), ...mine.sort((a, b) => a.number - b.number)];
  }, [view, sync.queue, sync.acked]);
  const records = useMemo(() => shown.map((d) => d.record), [shown]);
  const replay = useMemo(() => replayOf(view, records), [view, records]);
  const names = view.players.map((p) => p.name);
  const rows = sheetRows(view, replay, t, locale, (i) => shown[i]?.waiting ?? false);
  const waiting = sync.queue.length;
  const number = shown.length + 1;
  const open = view.canWrite && !replay.over;
  const enqueue = (record: Record<string, unknown>) => void sync.enqueue(number, record);
  const [entry, setEntry] = useState<"summary" | "full">("summary");
  // A deal being corrected (only while nothing waits on this device: the server replays the deals it holds).
  const [correcting, setCorrecting] = useState<number | null>(null);
  const correctable = view.canCorrect && waiting === 0 && replay.errors.length === 0;
  const { NextDeal, FullEntry } = sheetViews(view.game);

  return (
    <div className="space-y-5">
      <h1 className="text-3xl font-bold">{view.title}</h1>
      <SheetScores view={view} totals={replay.totals} nextDealer={open ? replay.nextDealer : null} winners={replay.winners} />
      <p role="status" data-testid="sync-status" className={`rounded-lg px-4 py-3 text-lg font-semibold ${waiting ? "bg-amber-100 text-amber-900" : "bg-green-50 text-green-900"}`}>
        {waiting === 0 ? t("app.allSent") : t("app.waiting", { count: waiting })}
        {waiting > 0 && sync.retryIn ? t("app.retry", { seconds: Math.round(sync.retryIn / 1000) }) : ""}
      </p>
      {sync.refused ? (
        <div role="alert" className="rounded-lg bg-red-100 px-4 py-3 text-lg text-red-900">
          <p>{t("app.refused", { reason: pick(sync.refused) })}</p>
          <DiscardWaiting numbers={sync.queue.map((d) => d.number)} onDiscard={sync.discardAll} />
        </div>
      ) : null}
      {replay.errors.length && !sync.refused ? <ErrorText error={{ de: replay.errors[0]!.message, en: replay.errors[0]!.messageEn }} /> : null}

      {correcting !== null && correctable ? (
        <CorrectDeal
          key={correcting}
          view={view}
          replay={replay}
          records={records}
          number={correcting}
          onDone={(saved) => {
            setCorrecting(null);
            if (saved) refetch();
          }}
        />
      ) : null}
      {open && replay.nextDealer !== null && correcting === null ? (
        <ChoiceButtons<"summary" | "full">
          label={t("app.entry")}
          name="entry"
          value={entry}
          onChange={setEntry}
          options={[
            { value: "summary", label: t("app.summary") },
            { value: "full", label: t("app.full") },
          ]}
        />
      ) : null}
      {open && replay.nextDealer !== null && correcting === null ? (
        entry === "full" ? (
          <FullEntry view={view} number={number} dealer={replay.nextDealer} round={replay.nextRound ?? {}} names={names} onSave={enqueue} />
        ) : (
          <NextDeal key={number} view={view} records={records} number={number} dealer={replay.nextDealer} names={names} onSave={enqueue} />
        )
      ) : null}

      <Card>
        <h2 className="mb-3 text-xl font-semibold">{t("app.deals")}</h2>
        <SheetDeals
          view={view}
          rows={rows}
          onCorrect={
            correctable
              ? (n) => {
                  setCorrecting(n);
                  window.scrollTo({ top: 0, behavior: "smooth" });
                }
              : undefined
          }
        />
        {view.canCorrect && shown.length ? (
          <Button
            type="button"
            variant="secondary"
            className="mt-3"
            onClick={async () => {
              if (!window.confirm(t("app.confirmUndo", { number: shown.length }))) return;
              if (waiting > 0) await sync.dropLast();
              else {
                await client.sheet.undoDeal.mutate({ sheetId, version: view.version });
                refetch();
              }
            }}
          >
            {t("app.undo")}
          </Button>
        ) : null}
      </Card>
      {view.canWrite && gameOf(view.game).sheet.openEnded(settingOf(view)) && shown.length ? (
        <Button
          type="button"
          variant="secondary"
          onClick={async () => {
            if (!window.confirm(t("app.confirmFinish"))) return;
            await client.sheet.finish.mutate({ sheetId, version: view.version });
            refetch();
          }}
        >
          {t("app.finish")}
        </Button>
      ) : null}
      {view.canCorrect ? <SheetShare sheetId={sheetId} token={view.shareToken} origin={shareOrigin} onChanged={refetch} /> : null}
    </div>
  );
}
