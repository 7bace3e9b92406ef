// The live event stream of one tournament (server-sent events): ids and versions only, fed by LISTEN/NOTIFY.
import { unavailableOrRethrow } from "@/server/db/unavailable";
import { getLive } from "@/server/live";
import { liveStreamResponse } from "@/server/live/sse";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  try {
    return await liveStreamResponse(await getLive(), request, slug);
  } catch (e) {
    return unavailableOrRethrow("live", e); // the browser's EventSource retries on its own
  }
}
