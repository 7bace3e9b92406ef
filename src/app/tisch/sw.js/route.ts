// The table-entry service worker, served from /tisch/sw.js so that its scope is /tisch/ and nothing else.
// Network first for the entry page (cached copy when offline), cache first for Next's immutable static files;
// API requests are never touched (deals travel through the IndexedDB queue, not the cache).
const WORKER = `
const CACHE = "stichfest-tisch-v1";
const PAGE = "/tisch/spiel";
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (e) => e.waitUntil(self.clients.claim()));
self.addEventListener("message", (e) => {
  if (!e.data || e.data.type !== "cache") return;
  const urls = (e.data.urls || []).filter((u) => typeof u === "string");
  e.waitUntil(
    caches.open(CACHE)
      .then((c) => Promise.all(urls.map((u) => c.add(u).catch(() => undefined))))
      .then(() => e.ports[0] && e.ports[0].postMessage("cached")),
  );
});
self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (req.mode === "navigate" && url.pathname === PAGE) {
    e.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok) { const copy = res.clone(); caches.open(CACHE).then((c) => c.put(PAGE, copy)); }
          return res;
        })
        .catch(() => caches.match(PAGE).then((hit) => hit || Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith("/_next/static/")) {
    e.respondWith(
      caches.match(req).then((hit) => hit || fetch(req).then((res) => {
        if (res.ok) { const copy = res.clone(); caches.open(CACHE).then((c) => c.put(req, copy)); }
        return res;
      })),
    );
  }
});
`;

export function GET() {
  return new Response(WORKER, {
    headers: { "content-type": "application/javascript; charset=utf-8", "cache-control": "no-cache" },
  });
}
