// The Host header names a host and an optional port (RFC 9110 7.2); the server builds URLs from it (the tRPC
// request, the QR codes' address, the shared refresh's key). A malformed one ("a b", "[::1", "x:99999") is a bad
// request, answered 400 before any of that code runs, never a 500.

/** A host name, IPv4 or bracketed IPv6 address, then an optional port of 1 to 5 digits. */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._~!$&'()*+,;=%-]+)(?::(\d{1,5}))?$/i;

/** Whether `host` is a well-formed Host header; a missing or empty one is "no host", which is fine. */
export function isWellFormedHost(host: string | undefined): boolean {
  if (host === undefined || host === "") return true;
  const match = HOST.exec(host);
  if (!match || Number(match[1] ?? 0) > 65535) return false;
  try {
    return new URL(`http://${host}/`).pathname === "/";
  } catch {
    return false;
  }
}

/** The origin to resolve a request's path against: its Host when well-formed, else localhost. */
export function requestOrigin(host: string | undefined): string {
  return host && isWellFormedHost(host) ? `http://${host}` : "http://localhost";
}
