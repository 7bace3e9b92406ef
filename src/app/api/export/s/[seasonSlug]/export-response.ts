// The answer of a season's exports (docs/exports.md), shaped like the tournaments': the body on success, 404 for a
// slug that addresses no season, 503 with Retry-After while the database is away, a generic 500 only for a real
// failure (logged, never detailed).
import type { Database } from "@/server/db";
import { databaseUnavailableResponse, isDatabaseUnavailable, reportUnavailable } from "@/server/db/unavailable";
import { DomainError } from "@/server/errors";
import { exportSeasonStandings } from "@/server/services/exports/export-season-standings";
import { exportSeasonStandingsCsv } from "@/server/services/exports/export-season-standings-csv";

export type SeasonExportKind = "standings.json" | "standings.csv";

const TYPES: Record<SeasonExportKind, string> = {
  "standings.json": "application/json; charset=utf-8",
  "standings.csv": "text/csv; charset=utf-8",
};

export async function seasonExportResponse(db: Database, slug: string, kind: SeasonExportKind): Promise<Response> {
  const ctx = { db, user: null, clientAddress: "" };
  const input = { slug };
  try {
    const body = kind === "standings.json" ? JSON.stringify(await exportSeasonStandings({ ctx, input }), null, 2) : await exportSeasonStandingsCsv({ ctx, input });
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

function problem(status: number, de: string, en: string): Response {
  return new Response(JSON.stringify({ error: { de, en } }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}
