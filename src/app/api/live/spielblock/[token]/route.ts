// The live event stream of one game sheet, addressed by its share token (server-sent events): ids and versions
// only, fed by LISTEN/NOTIFY like a tournament's.
import { getDb } from "@/server/db";
import { unavailableOrRethrow } from "@/server/db/unavailable";
import { getLive } from "@/server/live";
import { sheetStreamResponse } from "@/server/live/sse";
import { sheetIdByToken } from "@/server/services/sheets/read-sheets";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    const db = await getDb();
    return await sheetStreamResponse(await getLive(), request, token, (t) => sheetIdByToken(db, t));
  } catch (e) {
    return unavailableOrRethrow("live", e); // the browser's EventSource retries on its own
  }
}
