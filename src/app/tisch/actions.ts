"use server";
// Captain sign-in as a server action: it sets the HttpOnly session cookie (a random token; the database keeps only
// its SHA-256) and a long-lived device cookie that identifies this device for "one device holds a table".
import { randomBytes } from "node:crypto";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import type { Bilingual } from "@/lib/bilingual";
import { readBi } from "@/lib/bilingual";
import { clientAddressFrom } from "@/server/auth/client-address";
import { getDb } from "@/server/db";
import { DomainError } from "@/server/errors";
import { captainSignIn, captainSignInInput } from "@/server/services/table-entry/captain-sign-in";
import { leaveTable } from "@/server/services/table-entry/leave-table";
import { CAPTAIN_COOKIE, DEVICE_COOKIE } from "@/server/services/table-entry/load-captain-session";

const secure = () => (process.env.NEXTAUTH_URL ?? "").startsWith("https://");

export async function signInWithCode(code: string): Promise<{ error: Bilingual }> {
  const jar = await cookies();
  let device = jar.get(DEVICE_COOKIE)?.value ?? "";
  if (device.length < 16 || device.length > 100) {
    device = randomBytes(18).toString("base64url");
    jar.set(DEVICE_COOKIE, device, { httpOnly: true, sameSite: "lax", secure: secure(), path: "/", maxAge: 365 * 24 * 3600 });
  }
  try {
    const { token } = await captainSignIn({
      ctx: { db: await getDb(), user: null, clientAddress: clientAddressFrom(await headers()) },
      // Validated here (no tRPC router in between): an empty entry is an input error, not a wrong code.
      input: captainSignInInput.parse({ code: typeof code === "string" ? code : "", deviceId: device }),
    });
    // A day is longer than any tournament day; the session ends earlier when the round closes or the code is revoked.
    jar.set(CAPTAIN_COOKIE, token, { httpOnly: true, sameSite: "lax", secure: secure(), path: "/", maxAge: 24 * 3600 });
  } catch (e) {
    if (e instanceof DomainError) return { error: { de: e.de, en: e.en } };
    if (e instanceof z.ZodError) return { error: readBi(e.issues[0]?.message) ?? { de: "Bitte den Tischcode eingeben.", en: "Please enter the table code." } };
    throw e;
  }
  redirect("/tisch/spiel");
}

/** The captain leaves the table on this device: the session ends, the table is free for the next device, and the
 * device is back at the code entry. */
export async function leaveTableAction(): Promise<void> {
  const jar = await cookies();
  await leaveTable(await getDb(), jar.get(CAPTAIN_COOKIE)?.value);
  jar.delete(CAPTAIN_COOKIE);
  redirect("/tisch");
}
