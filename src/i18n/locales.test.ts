import { describe, expect, it } from "vitest";
import { pickLocale } from "./locales";

describe("pickLocale", () => {
  it("takes the chosen language from the cookie before the browser's", () => {
    expect(pickLocale("en", "de-DE,de;q=0.9")).toBe("en");
    expect(pickLocale("de", "en-US,en;q=0.9")).toBe("de");
  });

  it("follows the browser's languages by weight when nothing was chosen", () => {
    expect(pickLocale(undefined, "en-GB,en;q=0.9,de;q=0.8")).toBe("en");
    expect(pickLocale(undefined, "fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7")).toBe("en");
    expect(pickLocale(undefined, "de;q=0.5,en;q=0.9")).toBe("en");
    expect(pickLocale(undefined, "fr,de;q=0.1")).toBe("de");
  });

  it("falls back to German for anything else", () => {
    expect(pickLocale(undefined, undefined)).toBe("de");
    expect(pickLocale("fr", "fr-FR,*;q=0.5")).toBe("de");
    expect(pickLocale("", "en;q=0")).toBe("de");
    expect(pickLocale(undefined, "en;q=abc")).toBe("de");
  });
});
