// Polling fallback while a season's event stream is down: the content tag of its public data (equal on every app
// server) and this server's event id. Served from the season's snapshot cache.
import { getLiveSeason } from "@/app/s/season-live";
import { unavailableOrRethrow } from "@/server/db/unavailable";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function GET(_request: Request, { params }: { params: Promise<{ seasonSlug: string }> }) {
  const { seasonSlug: slug } = await params;
  let found;
  try {
    found = await getLiveSeason(slug);
  } catch (e) {
    return unavailableOrRethrow("live", e);
  }
  if (!found) return Response.json({ error: { de: "Wertung nicht gefunden.", en: "Ranking list not found." } }, { status: 404 });
  return Response.json({ etag: found.etag, eventId: found.eventId }, { headers: { "cache-control": "no-store" } });
}
