"use client";
// A game sheet as the other players follow it by its share link: read-only, refreshed every few seconds, so each
// deal appears shortly after it reaches the server.
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/client";
import { Card } from "../ui";
import { SheetDeals } from "./sheet-deals";
import { sheetRows } from "./sheet-rows";
import { SheetScores } from "./sheet-scores";
import { replayOf, type SheetView } from "./sheet-view";

const REFRESH_MS = 4000;

export function SharedSheet({ token, initial }: { token: string; initial: SheetView }) {
  const trpc = useTRPC();
  const { data: view } = useQuery({ ...trpc.sheet.shared.queryOptions({ token }), initialData: initial, refetchInterval: REFRESH_MS });
  const records = view.deals.map((d) => d.record);
  const replay = replayOf(view, records);
  const rows = sheetRows(view, replay);
  return (
    <div className="space-y-5">
      <h1 className="text-3xl font-bold">{view.title}</h1>
      <SheetScores view={view} totals={replay.totals} nextDealer={view.status === "open" ? replay.nextDealer : null} winners={replay.winners} />
      <p className="text-stone-700">Nur zum Mitlesen; der Stand aktualisiert sich von selbst.</p>
      <Card>
        <h2 className="mb-3 text-xl font-semibold">Spiele</h2>
        <SheetDeals view={view} rows={rows} />
      </Card>
    </div>
  );
}
