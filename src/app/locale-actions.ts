"use server";
// The language switch. Signed in, the choice is saved on the account only: it follows the user to any browser and
// ends there with the sign-out, so a shared browser goes back to its own language. Signed out, the browser keeps
// the choice in a cookie for a year.
import { refresh } from "next/cache";
import { cookies, headers } from "next/headers";
import { LOCALE_COOKIE } from "@/i18n/locales";
import { clientAddressFrom } from "@/server/auth/client-address";
import { getSessionUser } from "@/server/auth/session";
import { getDb } from "@/server/db";
import { setLocale, setLocaleInput } from "@/server/services/accounts/set-locale";

export async function chooseLocale(locale: string): Promise<{ ok: boolean }> {
  const parsed = setLocaleInput.safeParse({ locale });
  if (!parsed.success) return { ok: false };
  const user = await getSessionUser();
  if (user) {
    await setLocale({ ctx: { db: await getDb(), user, clientAddress: clientAddressFrom(await headers()) }, input: parsed.data });
  } else {
    (await cookies()).set(LOCALE_COOKIE, parsed.data.locale, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "lax" });
  }
  return { ok: true };
}

/** The header's form: switches, and has the browser's page rendered anew in the new language (with the page's
 * scripts the router refreshes; without them the form's answer is the page itself). */
export async function switchLocale(form: FormData): Promise<void> {
  const { ok } = await chooseLocale(String(form.get("locale")));
  if (ok) refresh();
}
