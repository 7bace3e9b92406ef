import { describe, expect, it } from "vitest";
import { checkDraft, draftRecord, emptyDraft, fieldOf, type DealDraft, type MatchSetting } from "./deal-draft";

const setting: MatchSetting = { rules: { preset: "house" }, matchFormat: { kind: "deals", deals: 2 } };
const draft = (patch: Partial<DealDraft>): DealDraft => ({ ...emptyDraft(), declarer: 1, trump: "H", points: "100", ...patch });

describe("the entry form's engine check", () => {
  it("builds the record a captain means: one side's points, the other derived by the engine", () => {
    expect(draftRecord(draft({ side: 1 }), 0)).toEqual({
      game: "klammern",
      players: 4,
      dealer: 0,
      summary: { declarer: 1, trump: "H", chosen: "original", melds: [], bella: null, cardPoints: [null, 100] },
    });
    const ok = checkDraft(setting, [], draft({}), 0, 0);
    expect(ok.ok).toBe(true);
    expect(ok.credited).toEqual([164, 0]); // declarer side (East/West) has 64 < 100: Beet
  });

  it("lists what is still to tap instead of reporting it as an error", () => {
    const c = checkDraft(setting, [], emptyDraft(), 0, 0);
    expect(c.ok).toBe(false);
    expect(c.missing).toEqual(["Spieler", "Trumpf", "Kartenpunkte"]);
    expect(c.errors).toEqual({});
  });

  it("puts the engine's reason next to the field: impossible card points", () => {
    const c = checkDraft(setting, [], draft({ points: "163" }), 0, 0);
    expect(c.ok).toBe(false);
    expect(c.errors.points?.[0]?.de).toMatch(/163 Kartenpunkte/);
    expect(c.errors.points?.[0]?.en).toMatch(/163 card points/);
  });

  it("puts a meld's reason on that meld: a Terz topped by an 8 cannot exist", () => {
    const c = checkDraft(setting, [], draft({ melds: [{ seat: 0, kind: "terz", suit: "S", top: "8" }] }), 0, 0);
    expect(c.ok).toBe(false);
    expect(Object.keys(c.errors)).toEqual(["melds.0"]);
  });

  it("checks the deal in the context of the match: no deal after the last one", () => {
    const first = checkDraft(setting, [], draft({}), 0, 0);
    const second = checkDraft(setting, [first.record], draft({ declarer: 2 }), 1, 0);
    expect(second.ok).toBe(true);
    expect(second.over).toBe(true);
    const third = checkDraft(setting, [first.record, second.record], draft({ declarer: 3 }), 2, 0);
    expect(third.ok).toBe(false);
    expect(third.errors.general?.length).toBeGreaterThan(0);
  });

  it("maps engine paths to form fields", () => {
    expect(fieldOf("summary.cardPoints[1]")).toBe("points");
    expect(fieldOf("summary.melds[2].top")).toBe("melds.2");
    expect(fieldOf("summary.bella")).toBe("bella");
    expect(fieldOf("dealer")).toBe("general");
  });
});
