// Polling fallback while the event stream is down: the snapshot's content tag (equal on every app server) and
// this server's event id. Served from the snapshot cache, so polling viewers cost no extra computation.
import { unavailableOrRethrow } from "@/server/db/unavailable";
import { getLiveTournament } from "@/server/live";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  let found;
  try {
    found = /^[a-z0-9-]{1,120}$/.test(slug) ? await getLiveTournament(slug) : null;
  } catch (e) {
    return unavailableOrRethrow("live", e);
  }
  if (!found) return Response.json({ error: { de: "Turnier nicht gefunden.", en: "Tournament not found." } }, { status: 404 });
  return Response.json({ etag: found.etag, eventId: found.eventId }, { headers: { "cache-control": "no-store" } });
}
