// The table-entry service worker, served from /tisch/sw.js so that its scope is /tisch/ and nothing else: the entry
// page opens again after a reload without network (src/lib/offline-worker.ts).
import { offlineWorker, workerResponse } from "@/lib/offline-worker";

const WORKER = offlineWorker({ cache: "stichfest-tisch-v1", pages: "^/tisch/spiel$" });

export function GET() {
  return workerResponse(WORKER);
}
