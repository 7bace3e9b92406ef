import { getDb } from "@/server/db";
import { seasonExportResponse } from "../export-response";

export const dynamic = "force-dynamic";

/** GET /api/export/s/<slug>/standings.csv (docs/exports.md). */
export async function GET(_request: Request, { params }: { params: Promise<{ seasonSlug: string }> }) {
  const { seasonSlug: slug } = await params;
  return seasonExportResponse(await getDb(), slug, "standings.csv");
}
