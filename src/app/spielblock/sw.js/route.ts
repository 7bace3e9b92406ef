// The game sheets' service worker, served from /spielblock/sw.js (scope /spielblock/): a sheet's page opens again
// after a reload without network, with the deals this device keeps (src/lib/offline-worker.ts).
import { offlineWorker, workerResponse } from "@/lib/offline-worker";

const WORKER = offlineWorker({ cache: "stichfest-spielblock-v1", pages: "^/spielblock/[0-9a-f-]{36}$" });

export function GET() {
  return workerResponse(WORKER);
}
