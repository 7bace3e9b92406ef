"use server";
// The language switch: the browser keeps the choice in a cookie for a year; a signed-in user keeps it on the
// account too, so it follows them to the next browser they sign in on.
import { cookies, headers } from "next/headers";
import { LOCALE_COOKIE } from "@/i18n/locales";
import { clientAddressFrom } from "@/server/auth/client-address";
import { getSessionUser } from "@/server/auth/session";
import { getDb } from "@/server/db";
import { setLocale, setLocaleInput } from "@/server/services/accounts/set-locale";

export async function chooseLocale(locale: string): Promise<{ ok: boolean }> {
  const parsed = setLocaleInput.safeParse({ locale });
  if (!parsed.success) return { ok: false };
  (await cookies()).set(LOCALE_COOKIE, parsed.data.locale, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "lax" });
  const user = await getSessionUser();
  if (user) {
    await setLocale({ ctx: { db: await getDb(), user, clientAddress: clientAddressFrom(await headers()) }, input: parsed.data });
  }
  return { ok: true };
}
