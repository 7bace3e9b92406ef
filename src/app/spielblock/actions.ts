"use server";
// The device's game-sheet secret, set before a sheet is started signed out: a random token in an HttpOnly cookie
// (scripts on the page cannot read it); the database keeps only its SHA-256 (services/sheets/sheet-device.ts).
import { cookies } from "next/headers";
import { isSheetDeviceSecret, newSheetDeviceSecret, SHEET_DEVICE_COOKIE } from "@/server/services/sheets/sheet-device";

const secure = () => (process.env.NEXTAUTH_URL ?? "").startsWith("https://");

/** Gives this device its secret unless it has one; a device keeps the same secret for all its sheets. */
export async function ensureSheetDevice(): Promise<void> {
  const jar = await cookies();
  const held = jar.get(SHEET_DEVICE_COOKIE)?.value;
  // 400 days is the longest a browser keeps a cookie; each new sheet on the device starts them again.
  jar.set(SHEET_DEVICE_COOKIE, isSheetDeviceSecret(held) ? held : newSheetDeviceSecret(), { httpOnly: true, sameSite: "lax", secure: secure(), path: "/", maxAge: 400 * 24 * 3600 });
}
