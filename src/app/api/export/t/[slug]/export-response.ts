// A tournament's four public exports (docs/exports.md), answered by export-answer.ts: 404 for a slug that addresses
// no public or unlisted tournament.
import type { Database } from "@/server/db";
import { exportDeals } from "@/server/services/exports/export-deals";
import { exportRounds } from "@/server/services/exports/export-rounds";
import { exportStandings } from "@/server/services/exports/export-standings";
import { exportStandingsCsv } from "@/server/services/exports/export-standings-csv";
import { exportAnswer } from "../../export-answer";

export type ExportKind = "standings.json" | "standings.csv" | "rounds.json" | "deals.jsonl";

export async function exportResponse(db: Database, slug: string, kind: ExportKind): Promise<Response> {
  const ctx = { db, user: null, clientAddress: "" };
  const input = { slug };
  return exportAnswer(slug, kind, async () =>
    kind === "standings.json"
      ? JSON.stringify(await exportStandings({ ctx, input }), null, 2)
      : kind === "rounds.json"
        ? JSON.stringify(await exportRounds({ ctx, input }), null, 2)
        : kind === "standings.csv"
          ? exportStandingsCsv({ ctx, input })
          : streamOf(await exportDeals({ ctx, input })),
  );
}

/** The lines as a byte stream that reads the next page only when the client has taken the last one (pull), so a
 * big tournament never sits in memory. A failure mid-way is logged and cuts the body short: the status is sent. */
function streamOf(pages: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const iterator = pages[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (e) {
        console.error("[export] failed while streaming:", e);
        controller.error(new Error("export failed"));
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
