import { getDb } from "@/server/db";
import { exportResponse } from "../export-response";

export const dynamic = "force-dynamic";

/** GET /api/export/t/<slug>/standings.csv (docs/exports.md). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return exportResponse(await getDb(), slug, "standings.csv");
}
