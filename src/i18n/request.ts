// next-intl's request configuration (no locale in the URL): the language comes from the cookie, else the browser.
import { getRequestConfig } from "next-intl/server";
import { cookies, headers } from "next/headers";
import { LOCALE_COOKIE, pickLocale } from "./locales";
import { messages } from "./messages";

export default getRequestConfig(async () => {
  const locale = pickLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get("accept-language"));
  // The hall's clock: server and browser render times alike.
  return { locale, messages: messages[locale], timeZone: "Europe/Berlin" };
});
