// The Host values under which the app is reached: what the shared refresh may key its renders by. The answer to a
// refresh carries the address the request used (the projector's QR code, live/public-url.ts), so the Host is part of
// the key; were every Host a key, one client could make as many renders as it sends names. The app's own hosts are
// few: the addresses in NEXTAUTH_URL and PUBLIC_URL, the loopback names and the machine's network addresses on the
// port it serves, and the address it listens on. A request naming another host is answered by Next, unshared.
import type { Interfaces } from "./hall-address";

export interface OwnHostsOptions {
  /** The port the app listens on (PORT). */
  port: number;
  /** The address it listens on (HOST); "0.0.0.0" and "::" say nothing. */
  listen?: string;
  /** NEXTAUTH_URL, PUBLIC_URL. */
  origins: readonly string[];
  /** os.networkInterfaces (read again after `refreshMs`: a laptop joins the hall's network after the start). */
  interfaces: () => Interfaces;
  refreshMs?: number;
  now?: () => number;
}

/** `host` as a Host header names it on `port` (no port for 80, brackets around IPv6), lower case. */
function hostOn(host: string, port: number): string {
  const name = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return (port === 80 ? name : `${name}:${port}`).toLowerCase();
}

/** Whether a Host header names the app; a request without one counts as the app's (HTTP/1.0). */
export function ownHosts(o: OwnHostsOptions): (host: string | undefined) => boolean {
  const fixed = new Set<string>(["localhost", "127.0.0.1", "::1"].map((h) => hostOn(h, o.port)));
  if (o.listen && o.listen !== "0.0.0.0" && o.listen !== "::") fixed.add(hostOn(o.listen, o.port));
  for (const origin of o.origins) {
    try {
      fixed.add(new URL(origin).host.toLowerCase());
    } catch {
      // not an address: names no host
    }
  }
  const now = o.now ?? Date.now;
  let network = new Set<string>();
  let readAt = -Infinity;
  return (host) => {
    if (host === undefined || host === "") return true;
    const h = host.toLowerCase();
    if (fixed.has(h)) return true;
    if (now() - readAt >= (o.refreshMs ?? 10_000)) {
      readAt = now();
      network = new Set(
        Object.values(o.interfaces())
          .flatMap((list) => list ?? [])
          .map((a) => hostOn(a.address.split("%")[0]!, o.port)),
      );
    }
    return network.has(h);
  };
}
