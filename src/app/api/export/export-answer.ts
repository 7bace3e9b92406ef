// One answer shape for every public export (docs/exports.md), a tournament's or a season's: the body on success,
// 404 for an address that names nothing public, 503 with Retry-After while the database is away, a generic 500
// only for a real failure (logged, never detailed).
import { databaseUnavailableResponse, isDatabaseUnavailable, reportUnavailable } from "@/server/db/unavailable";
import { DomainError } from "@/server/errors";

export const EXPORT_TYPES = {
  "standings.json": "application/json; charset=utf-8",
  "standings.csv": "text/csv; charset=utf-8",
  "rounds.json": "application/json; charset=utf-8",
  "deals.jsonl": "application/x-ndjson; charset=utf-8",
} as const;

/** `slug-kind` is the file's name; `body` builds it (a service's NOT_FOUND becomes the 404). */
export async function exportAnswer(slug: string, kind: keyof typeof EXPORT_TYPES, body: () => Promise<BodyInit>): Promise<Response> {
  try {
    return new Response(await body(), {
      status: 200,
      headers: {
        "content-type": EXPORT_TYPES[kind],
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

function problem(status: number, de: string, en: string): Response {
  return new Response(JSON.stringify({ error: { de, en } }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}
