import { describe, expect, it } from "vitest";
import { KLAMMERN_DEFAULT_RULES, parseKlammernRules, targetFor } from "./rules";

describe("rules object", () => {
  it("defaults = preset house", () => {
    expect(parseKlammernRules(undefined)).toEqual({ ok: true, value: KLAMMERN_DEFAULT_RULES });
    expect(parseKlammernRules({ preset: "house" })).toEqual({ ok: true, value: KLAMMERN_DEFAULT_RULES });
    expect(KLAMMERN_DEFAULT_RULES).toMatchObject({
      jassPoints: 22,
      allPass: "next-dealer",
      undertrump: "required",
      partnerException: false,
      trumpMeldWinsTie: false,
      meldScoring: "best-side-all",
      beetThree: "each",
      stehbeet: "declarer-zero",
    });
  });
  it.each([
    ["jassPoints", 20],
    ["allPass", "same-dealer"],
    ["undertrump", "optional"],
    ["partnerException", true],
    ["trumpMeldWinsTie", true],
    ["meldScoring", "best-only"],
    ["beetThree", "best"],
    ["stehbeet", "held"],
    ["target", 1001],
  ])("option %s = %j", (key, value) => {
    const r = parseKlammernRules({ [key]: value });
    expect(r.ok && (r.value as unknown as Record<string, unknown>)[key]).toBe(value);
  });
  it.each([
    [{ jassPoints: 21 }, "RULES_BAD_VALUE", "rules.jassPoints"],
    [{ undertrump: "yes" }, "RULES_BAD_VALUE", "rules.undertrump"],
    [{ partnerException: "true" }, "RULES_BAD_VALUE", "rules.partnerException"],
    [{ preset: "ddv" }, "RULES_BAD_VALUE", "rules.preset"],
    [{ target: 0 }, "RULES_BAD_VALUE", "rules.target"],
    [{ jasspoints: 20 }, "RULES_UNKNOWN_OPTION", "rules.jasspoints"],
    [[], "RULES_INVALID", "rules"],
  ])("%j is an error", (input, code, path) => {
    const r = parseKlammernRules(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ code, path });
  });
  it("target defaults by players", () => {
    expect([2, 3, 4].map((n) => targetFor(KLAMMERN_DEFAULT_RULES, n))).toEqual([301, 501, 701]);
  });
});
