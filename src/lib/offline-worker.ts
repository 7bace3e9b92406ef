// The source of a small service worker for pages that must open again without network (the table entry, a game
// sheet): network first for the pages it keeps (the last copy when offline), cache first for Next's immutable
// static files. API requests are never touched: deals travel through the device's IndexedDB queue, not the cache.
// `pages` is a regular expression source matched against the page's path; each page is kept under its own path.
export function offlineWorker({ cache, pages }: { cache: string; pages: string }): string {
  return `
const CACHE = ${JSON.stringify(cache)};
const PAGES = new RegExp(${JSON.stringify(pages)});
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
  if (req.mode === "navigate" && PAGES.test(url.pathname)) {
    const page = url.pathname;
    e.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok) { const copy = res.clone(); caches.open(CACHE).then((c) => c.put(page, copy)); }
          return res;
        })
        .catch(() => caches.match(page).then((hit) => hit || Response.error())),
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
}

export const workerResponse = (source: string) =>
  new Response(source, { headers: { "content-type": "application/javascript; charset=utf-8", "cache-control": "no-cache" } });
