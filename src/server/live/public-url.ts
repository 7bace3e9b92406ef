// The absolute address of a public page, for QR codes: PUBLIC_URL when set, else the address the organizer's
// browser used (at a venue that is the laptop's network address, which the tablets can reach; "localhost",
// the default of NEXTAUTH_URL, would not work on a tablet).
import "server-only";
import { headers } from "next/headers";
import { config } from "../config";

export async function publicUrl(path: string): Promise<string> {
  const c = config();
  if (c.PUBLIC_URL) return new URL(path, c.PUBLIC_URL).toString();
  const h = await headers();
  const host = h.get("host") ?? "localhost";
  const forwarded = c.TRUST_PROXY ? h.get("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
  return `${forwarded || "http"}://${host}${path}`;
}
