// Before "ready": one request for the home page through the server itself, so that the first visitor does not
// wait while Next loads and first runs the page's modules.
import type { AddressInfo } from "node:net";

/** The loopback address that reaches a server bound to `address` (all interfaces, or one of them). */
export function reachableAddress(address: AddressInfo): string {
  if (address.address === "0.0.0.0") return "127.0.0.1";
  if (address.address === "::") return "[::1]";
  return address.family === "IPv6" ? `[${address.address}]` : address.address;
}

/** GETs "/" on the server; a failure is logged in one line and does not stop the start (the page tells more). */
export async function warmUp(address: AddressInfo): Promise<void> {
  try {
    const res = await fetch(`http://${reachableAddress(address)}:${address.port}/`, { signal: AbortSignal.timeout(120_000) });
    await res.arrayBuffer();
    if (!res.ok) console.error(`[stichfest] the home page answered ${res.status} at start`);
  } catch (e) {
    console.error(`[stichfest] the home page did not answer at start: ${(e as Error).message}`);
  }
}
