import { sheetExportResponse } from "../sheet-export-response";

export const dynamic = "force-dynamic";

/** GET /api/export/spielblock/<token>/deals.jsonl (docs/sheets.md). */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  return sheetExportResponse((await params).token, "deals.jsonl");
}
