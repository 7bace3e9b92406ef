// The absolute address of a public page, for QR codes: PUBLIC_URL when set, else the address the organizer's
// browser used, except "localhost" and other loopback addresses, which no tablet can open: then the laptop's own
// network address with the same port (src/server/http/hall-address.ts).
import "server-only";
import { networkInterfaces } from "node:os";
import { headers } from "next/headers";
import { config } from "../config";
import { hallAddress } from "../http/hall-address";

export interface HallOrigin {
  /** "http://192.168.1.10:3000", without a slash at the end. */
  origin: string;
  /** The organizer uses a loopback address and the machine has no network address: tablets cannot open the codes. */
  noNetworkAddress: boolean;
}

/** The origin printed links get on this request; pages that print many codes ask once. */
export async function hallOrigin(): Promise<HallOrigin> {
  const c = config();
  const h = await headers();
  const host = h.get("host") ?? "localhost";
  const hall = hallAddress({ host, publicUrl: c.PUBLIC_URL, interfaces: networkInterfaces() });
  if (hall.origin) return { origin: hall.origin, noNetworkAddress: false };
  const forwarded = c.TRUST_PROXY ? h.get("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
  return { origin: `${forwarded || "http"}://${host}`, noNetworkAddress: hall.noNetworkAddress };
}

/** `path` ("/t/demo") on the address tablets and phones in the hall can open. */
export async function publicUrl(path: string): Promise<string> {
  return `${(await hallOrigin()).origin}${path}`;
}
