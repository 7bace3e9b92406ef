// Which address the QR codes and printed links carry, so that a tablet in the hall can open them. The organizer
// usually opens the app as "localhost" on the laptop; a code with that address opens nothing on a tablet. Then the
// laptop's own network address (same port) goes on the cards instead. Pure: scripts/start.ts and publicUrl() pass
// in os.networkInterfaces(), the tests a list of their own.

/** One entry of os.networkInterfaces() (Node before 18.4 gave the family as a number). */
export interface InterfaceAddress {
  address: string;
  family: string | number;
  internal: boolean;
}

export type Interfaces = Record<string, readonly InterfaceAddress[] | undefined>;

export interface HallAddress {
  /** The origin for printed links ("http://192.168.1.10:3000"); null: keep the address of the request. */
  origin: string | null;
  /** The request came to a loopback address, PUBLIC_URL is unset and the machine has no network address: codes
   * made now open on this machine only. */
  noNetworkAddress: boolean;
}

/** Host (and port) of a Host header as the URL parser reads it; null when it is none. */
function parseHost(host: string): { hostname: string; port: string } | null {
  let h = host.trim().toLowerCase();
  // A bare IPv6 address ("::1") has more than one colon and no brackets: it carries no port.
  if (!h.startsWith("[") && h.split(":").length > 2) h = `[${h}]`;
  try {
    const url = new URL(`http://${h}`);
    return { hostname: url.hostname, port: url.port };
  } catch {
    return null;
  }
}

/** localhost (also "x.localhost" and with a trailing dot), 127.0.0.0/8, ::1 and ::ffff:127.x.x.x, with or without port. */
export function isLoopbackHost(host: string): boolean {
  const parsed = parseHost(host);
  if (!parsed) return false;
  const name = parsed.hostname.replace(/\.$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (/^127\.\d+\.\d+\.\d+$/.test(name)) return true; // the URL parser already wrote 127.1 as 127.0.0.1
  if (name === "[::1]") return true;
  // An IPv4-mapped loopback address, as the URL parser writes it: [::ffff:7f00:1].
  return /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(name);
}

/** The machine's first IPv4 address on a network. A self-assigned one (169.254.x.x, no DHCP) only when there is
 * no other, since a tablet on the hall's Wi-Fi rarely reaches it. */
export function lanIPv4(interfaces: Interfaces): string | null {
  const all = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((a) => !a.internal && (a.family === "IPv4" || a.family === 4) && !a.address.startsWith("127."));
  return (all.find((a) => !a.address.startsWith("169.254.")) ?? all[0])?.address ?? null;
}

/**
 * PUBLIC_URL wins; a request to a network address keeps it (a tablet can reach it too); a request to a loopback
 * address gets the machine's network address with the request's port, or null and the warning flag.
 */
export function hallAddress({
  host,
  publicUrl,
  interfaces,
}: {
  /** The Host header of the organizer's request ("localhost:3000"). */
  host: string;
  publicUrl?: string | null;
  interfaces: Interfaces;
}): HallAddress {
  if (publicUrl) return { origin: new URL(publicUrl).origin, noNetworkAddress: false };
  if (!isLoopbackHost(host)) return { origin: null, noNetworkAddress: false };
  const lan = lanIPv4(interfaces);
  if (!lan) return { origin: null, noNetworkAddress: true };
  const port = parseHost(host)?.port;
  return { origin: `http://${lan}${port ? `:${port}` : ""}`, noNetworkAddress: false };
}

