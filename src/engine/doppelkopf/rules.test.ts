import { describe, expect, it } from "vitest";
import { resolveRules } from "./rules";

const ok = (raw: unknown) => {
  const r = resolveRules(raw);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};
const code = (raw: unknown) => {
  const r = resolveRules(raw);
  return r.ok ? null : r.errors[0]!.code + " " + r.errors[0]!.path;
};

describe("rules: presets and options", () => {
  it("house is the default: 40 cards, Schweinchen, seed multipliers, deadlines 9..5", () => {
    for (const raw of [undefined, null, {}, { preset: "house" }]) {
      const r = ok(raw);
      expect(r.preset).toBe("house");
      expect(r.deck).toBe(40);
      expect(r.handSize).toBe(10);
      expect(r.schweinchen).toBe(true);
      expect(r.deadlines).toEqual([9, 8, 7, 6, 5]);
      expect(r.soloMultipliers).toEqual({ "buben-solo": 2, "damen-solo": 3, "stilles-solo": 4, "trumpf-solo": 5 });
      expect(r.absagePoints).toBe("winners");
      expect(r.hochzeitAlone).toBe("normal");
    }
  });
  it("ddv: 48 cards, deadlines 11..7 (TSR 6.2.2, 6.3.4), all multipliers 1, Absagen of both parties", () => {
    const r = ok({ preset: "ddv" });
    expect([r.deck, r.handSize, r.schweinchen, r.vorbehalt, r.absagePoints, r.hochzeitAlone, r.specialPoints]).toEqual([48, 12, false, "ddv", "all", "solo", "ddv"]);
    expect(r.deadlines).toEqual([11, 10, 9, 8, 7]);
    expect(Object.values(r.soloMultipliers).every((m) => m === 1)).toBe(true);
    expect(r.soli).toContain("fleischlos");
  });
  it("single options override a preset", () => {
    expect(ok({ preset: "house", hochzeitPartner: "first-fehl" }).hochzeitPartner).toBe("first-fehl");
    expect(ok({ preset: "ddv", schweinchen: true }).schweinchen).toBe(true);
    expect(ok({ preset: "house", soloMultipliers: { "trumpf-solo": 4 } }).soloMultipliers["damen-solo"]).toBe(3);
    expect(ok({ preset: "house", soloMultipliers: { "trumpf-solo": 4 } }).multiplier[3]).toBe(4);
  });
  it("a deck change without deadlines moves the deadlines with the hand size", () => {
    expect(ok({ preset: "house", deck: 48 }).deadlines).toEqual([11, 10, 9, 8, 7]);
    expect(ok({ preset: "ddv", deck: 40 }).deadlines).toEqual([9, 8, 7, 6, 5]);
    expect(ok({ preset: "ddv", deck: 40, deadlines: [10, 9, 8, 7, 6] }).deadlines).toEqual([10, 9, 8, 7, 6]);
  });
  it.each([
    [{ preset: "skat" }, "RULES_INVALID rules.preset"],
    [{ preset: "house", foo: 1 }, "RULES_INVALID rules.foo"],
    [{ schweinchen: "yes" }, "RULES_INVALID rules.schweinchen"],
    [{ hochzeitPartner: "first-any" }, "RULES_INVALID rules.hochzeitPartner"],
    [{ deck: 32 }, "RULES_INVALID rules.deck"],
    [{ deadlines: [9, 8, 7, 6] }, "RULES_INVALID rules.deadlines"],
    [{ deadlines: [9, 8, 9, 6, 5] }, "RULES_INVALID rules.deadlines"],
    [{ deadlines: [11, 8, 7, 6, 5] }, "RULES_INVALID rules.deadlines"],
    [{ soli: ["ramsch"] }, "RULES_INVALID rules.soli"],
    [{ soloMultipliers: { "trumpf-solo": 0 } }, "RULES_INVALID rules.soloMultipliers.trumpf-solo"],
    [{ soloMultipliers: { normal: 2 } }, "RULES_INVALID rules.soloMultipliers.normal"],
    [{ specialPoints: "all" }, "RULES_INVALID rules.specialPoints"],
    ["house", "RULES_INVALID rules"],
  ])("rejects %j", (raw, expected) => {
    expect(code(raw)).toBe(expected);
  });
});
