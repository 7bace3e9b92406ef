"use client";
// A game sheet as the other players follow it by its share link: read-only, refreshed by the sheet's live stream
// as each deal reaches the server, and every few seconds while the stream is down.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { useTRPC } from "@/trpc/client";
import { useEventStream } from "../live/use-event-stream";
import { Card } from "../ui";
import { SheetDeals } from "./sheet-deals";
import { sheetRows } from "./sheet-rows";
import { SheetScores } from "./sheet-scores";
import { replayOf, type SheetView } from "./sheet-view";

const REFRESH_MS = 4000;

/** The server answered that the link opens no sheet (revoked or replaced by its owner). */
const isGone = (error: unknown) => (error as { data?: { code?: string } } | null)?.data?.code === "NOT_FOUND";

/** The sheet has no version of its own: the stream sends the current event on every connect, and it refetches. */
const NO_VERSION = { current: null };

export function SharedSheet({ token, initial }: { token: string; initial: SheetView }) {
  const t = useTranslations("sheets");
  const locale = useLocale();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey: trpc.sheet.shared.queryKey({ token }) }), [queryClient, trpc, token]);
  const online = useEventStream(`/api/live/spielblock/${encodeURIComponent(token)}`, NO_VERSION, refetch);
  const { data: view, error } = useQuery({
    ...trpc.sheet.shared.queryOptions({ token }),
    initialData: initial,
    // A revoked link stays revoked: no more asking once the server said so.
    refetchInterval: (q) => (online || isGone(q.state.error) ? false : REFRESH_MS),
    retry: (n, e) => !isGone(e) && n < 3,
  });
  const gone = isGone(error);
  const records = view.deals.map((d) => d.record);
  const replay = replayOf(view, records);
  const rows = sheetRows(view, replay, t, locale);
  return (
    <div className="space-y-5">
      <h1 className="text-3xl font-bold">{view.title}</h1>
      <SheetScores view={view} totals={replay.totals} nextDealer={view.status === "open" ? replay.nextDealer : null} winners={replay.winners} />
      {gone ? (
        <p role="alert" className="rounded-lg bg-red-100 px-4 py-3 text-lg text-red-900" data-testid="link-gone">
          {t("shared.gone")}
        </p>
      ) : (
        <p className="text-stone-700" data-testid="live-status" data-online={online === null ? "" : String(online)}>
          {online === false ? t("shared.readOnlyOffline") : t("shared.readOnly")}
        </p>
      )}
      <Card>
        <h2 className="mb-3 text-xl font-semibold">{t("shared.deals")}</h2>
        <SheetDeals view={view} rows={rows} />
      </Card>
    </div>
  );
}
