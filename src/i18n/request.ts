// next-intl's request configuration (no locale in the URL): a signed-in user's saved language, else the
// browser's choice (cookie), else its Accept-Language, else German (requestLocale).
import { getRequestConfig } from "next-intl/server";
import { cookies, headers } from "next/headers";
import { getSessionUser } from "@/server/auth/session";
import { isDatabaseUnavailable } from "@/server/db/unavailable";
import { LOCALE_COOKIE, requestLocale } from "./locales";
import { messages } from "./messages";

/** The user's saved language; none while the database is away (the page's own error handling reports that). */
async function savedLocale(): Promise<string | undefined> {
  try {
    return (await getSessionUser())?.locale ?? undefined;
  } catch (e) {
    if (isDatabaseUnavailable(e)) return undefined;
    throw e;
  }
}

export default getRequestConfig(async () => {
  const locale = requestLocale(await savedLocale(), (await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get("accept-language"));
  // The hall's clock: server and browser render times alike.
  return { locale, messages: messages[locale], timeZone: "Europe/Berlin" };
});
