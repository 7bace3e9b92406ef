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
      await navigator.serviceWorker.register(script, { scope });
      const reg = await navigator.serviceWorker.ready;
      const own = (u: string) => {
        const url = new URL(u, location.href);
        return url.origin === location.origin && url.pathname.startsWith("/_next/static/");
      };
      const urls = [location.pathname, ...performance.getEntriesByType("resource").map((e) => e.name).filter(own)];
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        document.documentElement.dataset.offlineReady = "1";
      };
      reg.active?.postMessage({ type: "cache", urls }, [channel.port2]);
    } catch {
      // Without a service worker the page still works online, and the deals are still kept in IndexedDB.
    }
  })();
}
