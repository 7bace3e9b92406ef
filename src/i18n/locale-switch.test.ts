// A shared browser in the hall, request by request: the language switch (the real server action, with the request's
// cookies, the session and the account service stood in for) and the language each request then gets (requestLocale,
// as request.ts resolves it). An account's language lasts while it is signed in, not after it signs out.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LOCALE_COOKIE, requestLocale, type Locale } from "./locales";

type Account = { id: string; locale: Locale | null };

const browser = vi.hoisted(() => ({
  jar: new Map<string, string>(),
  acceptLanguage: "de-DE,de;q=0.9",
  signedIn: null as { id: string; locale: "de" | "en" | null } | null,
}));

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (browser.jar.has(name) ? { name, value: browser.jar.get(name)! } : undefined),
    set: (name: string, value: string) => void browser.jar.set(name, value),
  }),
  headers: async () => new Headers({ "accept-language": browser.acceptLanguage }),
}));
vi.mock("@/server/auth/session", () => ({ getSessionUser: async () => browser.signedIn }));
vi.mock("@/server/db", () => ({ getDb: async () => ({}) }));
vi.mock("@/server/services/accounts/set-locale", async () => {
  const { z } = await import("zod");
  return {
    setLocaleInput: z.object({ locale: z.enum(["de", "en"]) }),
    setLocale: async ({ ctx, input }: { ctx: { user: Account }; input: { locale: Locale } }) => {
      ctx.user.locale = input.locale;
    },
  };
});

const { chooseLocale } = await import("@/app/locale-actions");

/** The language the browser's next page comes in. */
const page = () => requestLocale(browser.signedIn?.locale, browser.jar.get(LOCALE_COOKIE), browser.acceptLanguage);

describe("the language of a shared browser", () => {
  beforeEach(() => {
    browser.jar.clear();
    browser.acceptLanguage = "de-DE,de;q=0.9";
    browser.signedIn = null;
  });

  it("is the account's while it is signed in, and the browser's again after it signs out", async () => {
    const emma: Account = { id: "emma", locale: null };
    browser.signedIn = emma;
    expect(page()).toBe("de");
    expect(await chooseLocale("en")).toEqual({ ok: true });
    expect(emma.locale).toBe("en");
    expect(page()).toBe("en");
    browser.signedIn = null; // signed out
    expect(browser.jar.has(LOCALE_COOKIE)).toBe(false);
    expect(page()).toBe("de");
    browser.signedIn = emma; // back on any browser: the account's choice again
    expect(page()).toBe("en");
  });

  it("keeps the choice someone made while signed out, through another's session", async () => {
    await chooseLocale("en");
    expect(page()).toBe("en");
    const german: Account = { id: "hans", locale: "de" };
    browser.signedIn = german;
    expect(page()).toBe("de");
    await chooseLocale("de"); // saved on his account, the browser's own choice untouched
    browser.signedIn = null;
    expect(page()).toBe("en");
  });

  it("refuses a language it does not speak, and writes nothing", async () => {
    expect(await chooseLocale("fr")).toEqual({ ok: false });
    expect(browser.jar.size).toBe(0);
  });
});

describe("requestLocale", () => {
  it("puts the account's saved choice before the browser's cookie and Accept-Language", () => {
    expect(requestLocale("en", "de", "de")).toBe("en");
    expect(requestLocale(null, "en", "de")).toBe("en");
    expect(requestLocale(undefined, undefined, "en-GB")).toBe("en");
    expect(requestLocale("fr", undefined, undefined)).toBe("de");
  });
});
