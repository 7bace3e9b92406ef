// The languages the UI speaks, and which one a request gets. German is the default (the players' language);
// English is a choice per user (saved on the account, applied while signed in) and per browser (a cookie the switch
// writes while nobody is signed in, else the browser's Accept-Language). Pure, so the rule is tested without a server.

export const LOCALES = ["de", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";
/** next-intl's own cookie name; the language switch writes it while nobody is signed in. */
export const LOCALE_COOKIE = "NEXT_LOCALE";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The chosen language (cookie) wins; else the first supported language of Accept-Language by its weight;
 * else German. "en-GB" counts as English, "*" says nothing. */
export function pickLocale(cookie: string | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split("-")[0] ?? "", weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((r) => r.lang).find(isLocale) ?? DEFAULT_LOCALE;
}

/** The language of a request: a signed-in user's saved choice, else the browser's (cookie, then Accept-Language),
 * else German. The account's choice never reaches the cookie, so it ends with the sign-out (docs/i18n.md). */
export function requestLocale(saved: string | null | undefined, cookie: string | undefined, acceptLanguage: string | null | undefined): Locale {
  return isLocale(saved) ? saved : pickLocale(cookie, acceptLanguage);
}
