// The absolute address of a public page, for QR codes: the configured public URL (NEXTAUTH_URL) when set,
// else the host the request came to.
import "server-only";
import { headers } from "next/headers";
import { config } from "../config";

export async function publicUrl(path: string): Promise<string> {
  const configured = config().NEXTAUTH_URL;
  if (configured) return new URL(path, configured).toString();
  const h = await headers();
  const host = h.get("host") ?? "localhost";
  const proto = h.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  return `${proto}://${host}${path}`;
}
