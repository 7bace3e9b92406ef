// Registers an offline service worker (src/lib/offline-worker.ts) and hands it the page and the script and style
// files this page loaded, so that the page opens again after a reload without network. Marks
// <html data-offline-ready="1"> once they are cached.
export function registerTableWorker() {
  registerOfflineWorker("/tisch/sw.js", "/tisch/");
}

export function registerOfflineWorker(script: string, scope: string) {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  void (async () => {
    try {
      // Not navigator.serviceWorker.ready: it waits for a worker of the URL the document was first loaded at, which
      // after a client-side navigation (the sheet list to a sheet) lies outside the scope and never resolves.
      const worker = await activeWorker(await navigator.serviceWorker.register(script, { scope }));
      const own = (u: string) => {
        const url = new URL(u, location.href);
        return url.origin === location.origin && url.pathname.startsWith("/_next/static/");
      };
      const urls = [location.pathname, ...performance.getEntriesByType("resource").map((e) => e.name).filter(own)];
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        document.documentElement.dataset.offlineReady = "1";
      };
      worker.postMessage({ type: "cache", urls }, [channel.port2]);
    } catch {
      // Without a service worker the page still works online, and the deals are still kept in IndexedDB.
    }
  })();
}

/** The registration's worker once it is active. */
function activeWorker(reg: ServiceWorkerRegistration): Promise<ServiceWorker> {
  if (reg.active) return Promise.resolve(reg.active);
  const pending = (reg.installing ?? reg.waiting)!;
  return new Promise((resolve) => {
    pending.addEventListener("statechange", () => {
      if (pending.state === "activated") resolve(pending);
    });
  });
}
