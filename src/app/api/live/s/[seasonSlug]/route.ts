// The live event stream of one season (server-sent events): ids and versions only. Its topic is the season's id,
// which every write to one of its tournaments and every change of the season itself announces.
import { seasonIdBySlug } from "@/app/s/season-live";
import { unavailableOrRethrow } from "@/server/db/unavailable";
import { getLive } from "@/server/live";
import { seasonStreamResponse } from "@/server/live/sse";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function GET(request: Request, { params }: { params: Promise<{ seasonSlug: string }> }) {
  const { seasonSlug: slug } = await params;
  try {
    return await seasonStreamResponse(await getLive(), request, slug, seasonIdBySlug);
  } catch (e) {
    return unavailableOrRethrow("live", e); // the browser's EventSource retries on its own
  }
}
