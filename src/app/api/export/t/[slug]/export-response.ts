// One answer shape for the four public exports (docs/exports.md): the body on success, 404 for a slug that
// addresses no public or unlisted tournament, 503 with Retry-After while the database is away, a generic 500
// only for a real failure (logged, never detailed).
import type { Database } from "@/server/db";
import { databaseUnavailableResponse, isDatabaseUnavailable, reportUnavailable } from "@/server/db/unavailable";
import { DomainError } from "@/server/errors";
import { exportDeals } from "@/server/services/exports/export-deals";
import { exportRounds } from "@/server/services/exports/export-rounds";
import { exportStandings } from "@/server/services/exports/export-standings";
import { exportStandingsCsv } from "@/server/services/exports/export-standings-csv";

export type ExportKind = "standings.json" | "standings.csv" | "rounds.json" | "deals.jsonl";

const TYPES: Record<ExportKind, string> = {
  "standings.json": "application/json; charset=utf-8",
  "standings.csv": "text/csv; charset=utf-8",
  "rounds.json": "application/json; charset=utf-8",
  "deals.jsonl": "application/x-ndjson; charset=utf-8",
};

export async function exportResponse(db: Database, slug: string, kind: ExportKind): Promise<Response> {
  const ctx = { db, user: null, clientAddress: "" };
  const input = { slug };
  try {
    const body =
      kind === "standings.json"
        ? JSON.stringify(await exportStandings({ ctx, input }), null, 2)
        : kind === "rounds.json"
          ? JSON.stringify(await exportRounds({ ctx, input }), null, 2)
          : kind === "standings.csv"
            ? await exportStandingsCsv({ ctx, input })
            : streamOf(await exportDeals({ ctx, input }));
    return new Response(body, {
      status: 200,
      headers: {
        "content-type": TYPES[kind],
        "cache-control": "no-store",
        "content-disposition": `inline; filename="${slug}-${kind}"`,
        "x-content-type-options": "nosniff",
      },
    });
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") return problem(404, e.de, e.en);
    if (isDatabaseUnavailable(e)) {
      reportUnavailable("export", e);
      return databaseUnavailableResponse();
    }
    console.error("[export] failed:", e);
    return problem(500, "Ein interner Fehler ist aufgetreten.", "An internal error occurred.");
  }
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

function problem(status: number, de: string, en: string): Response {
  return new Response(JSON.stringify({ error: { de, en } }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}
