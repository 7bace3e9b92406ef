// A sheet started signed out belongs to the device: a random secret in an HttpOnly cookie, of which the database keeps
// only the SHA-256. The context reads the cookie on each request; a well-formed secret names the device whether or
// not any sheet has it yet.
import { createHash, randomBytes } from "node:crypto";

export const SHEET_DEVICE_COOKIE = "stichfest_spielblock";

/** 32 random bytes, base64url: 43 characters. */
export const newSheetDeviceSecret = () => randomBytes(32).toString("base64url");

const WELL_FORMED = /^[\w-]{43}$/;

export const isSheetDeviceSecret = (value: string | null | undefined): value is string => !!value && WELL_FORMED.test(value);

/** The hash the sheets of this device carry, or null for a missing or malformed secret. */
export function sheetDeviceHash(secret: string | null | undefined): string | null {
  return isSheetDeviceSecret(secret) ? createHash("sha256").update(secret).digest("hex") : null;
}
