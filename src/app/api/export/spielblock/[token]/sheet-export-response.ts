// A game sheet's exports by its share link (docs/sheets.md): the body, 404 for a link that addresses no sheet, 503
// while the database is away, a generic 500 only for a real failure.
import { getDb } from "@/server/db";
import { databaseUnavailableResponse, isDatabaseUnavailable, reportUnavailable } from "@/server/db/unavailable";
import { DomainError } from "@/server/errors";
import { exportSheetCsv, exportSheetJsonl } from "@/server/services/sheets/export-sheet";

export async function sheetExportResponse(token: string, kind: "deals.jsonl" | "deals.csv"): Promise<Response> {
  const call = { ctx: { db: await getDb(), user: null, clientAddress: "" }, input: { token: token.slice(0, 64) } };
  try {
    const body = kind === "deals.jsonl" ? await exportSheetJsonl(call) : await exportSheetCsv(call);
    return new Response(body, {
      headers: {
        "content-type": kind === "deals.jsonl" ? "application/x-ndjson; charset=utf-8" : "text/csv; charset=utf-8",
        "cache-control": "no-store",
        "content-disposition": `inline; filename="spielblock-${kind}"`,
        "x-content-type-options": "nosniff",
      },
    });
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") return Response.json({ error: { de: e.de, en: e.en } }, { status: 404 });
    if (isDatabaseUnavailable(e)) {
      reportUnavailable("export", e);
      return databaseUnavailableResponse();
    }
    console.error("[export] failed:", e);
    return Response.json({ error: { de: "Ein interner Fehler ist aufgetreten.", en: "An internal error occurred." } }, { status: 500 });
  }
}
