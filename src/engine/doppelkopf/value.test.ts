import { describe, expect, it } from "vitest";
import { gameTypeId } from "./game-types";
import { resolveRules, type ResolvedRules } from "./rules";
import { scoreGame, targetOf, type SpecialPoint } from "./value";

const rules = (raw: unknown): ResolvedRules => {
  const r = resolveRules(raw);
  if (!r.ok) throw new Error("rules");
  return r.value;
};
const HOUSE = rules({ preset: "house" });
const DDV = rules({ preset: "ddv" });

function game(r: ResolvedRules, o: { type?: string; re?: number[]; level?: [number, number]; reAugen: number; tricks?: [number, number]; special?: SpecialPoint[]; alone?: boolean }) {
  return scoreGame(r, {
    typeId: gameTypeId(o.type ?? "normal"),
    hochzeitAlone: o.alone ?? false,
    reSeats: o.re ?? [0, 2],
    level: o.level ?? [0, 0],
    reAugen: o.reAugen,
    tricks: o.tricks ?? [o.reAugen === 0 ? 0 : 1, o.reAugen === 240 ? 0 : 1],
    special: o.special ?? [],
  });
}

describe("winning targets (TSR 7.1.1 / 7.1.2)", () => {
  it.each([
    // [re level, kontra level, Re target, Kontra target, TSR case]
    [0, 0, 121, 120, "7.1.1 (1), 7.1.2 (1): nothing announced"],
    [1, 0, 121, 120, "7.1.1 (2), 7.1.2 (2): only Re"],
    [1, 1, 121, 120, "7.1.1 (3), 7.1.2 (3): Re and Kontra"],
    [0, 1, 120, 121, "7.1.1 (4), 7.1.2 (4): only Kontra"],
    [2, 0, 151, 90, "7.1.1 (5), 7.1.2 (7): Re said keine 90"],
    [3, 1, 181, 60, "keine 60"],
    [4, 0, 211, 30, "keine 30"],
    [5, 0, "all-tricks", "one-trick", "7.1.1 (6), 7.1.2 (8): schwarz"],
    [0, 2, 90, 151, "7.1.1 (7): Kontra said keine 90"],
    [2, 2, 151, 151, "both parties keine 90 (TSR 6.4.5)"],
  ] as [number, number, number | string, number | string, string][])("Re %i, Kontra %i: Re needs %s, Kontra %s (%s)", (re, ko, tRe, tKo) => {
    expect(targetOf([re, ko], 0)).toBe(tRe);
    expect(targetOf([re, ko], 1)).toBe(tKo);
  });
  it("120:120 without announcements: Kontra wins (the seed)", () => {
    expect(game(HOUSE, { reAugen: 120 }).detail.winner).toBe("kontra");
    expect(game(HOUSE, { reAugen: 121 }).detail.winner).toBe("re");
  });
  it("only Kontra announced: Re wins with 120", () => {
    expect(game(HOUSE, { reAugen: 120, level: [0, 1] }).detail.winner).toBe("re");
  });
  it("nobody wins when neither reaches its Absage target (TSR 7.1.3)", () => {
    const r = game(DDV, { reAugen: 140, level: [2, 2] });
    expect(r.detail.winner).toBe(null);
    // only the * items: Re reached 120 against Kontra's keine 90
    expect(r.detail.items).toEqual([{ item: "120-gegen-k90", party: "re", points: 1 }]);
    expect(r.score).toEqual([1, -1, 1, -1]);
  });
});

describe("game value items", () => {
  it("won, below 90, Re announced (+2): 4 points each (house)", () => {
    const r = game(HOUSE, { reAugen: 160, level: [1, 0] });
    expect(r.detail.items.map((i) => i.item)).toEqual(["gewonnen", "unter-90", "re-angesagt"]);
    expect(r.score).toEqual([4, -4, 4, -4]);
  });
  it("Kontra announced counts +2 for Re when Re wins (whoever won)", () => {
    const r = game(HOUSE, { reAugen: 125, level: [0, 1] });
    expect(r.detail.value).toBe(3);
  });
  it("Absagen: house +1 per winners' Absage; ddv +1 per Absage of either party (TSR 7.2.2 d)", () => {
    // Re k90, Kontra k90; Re gets 160 (Kontra 80 < 151 and Re >= 151): Re wins
    const house = game(HOUSE, { reAugen: 160, level: [2, 2] });
    const ddv = game(DDV, { reAugen: 160, level: [2, 2] });
    // won 1, below 90 1, re 2, kontra 2, absage re k90 1, 120 against k90 1 = 8 (+1 ddv for Kontra's k90)
    expect(house.detail.value).toBe(8);
    expect(ddv.detail.value).toBe(9);
    expect(ddv.detail.items.filter((i) => i.item === "absage-k90").map((i) => i.by)).toEqual(["re", "kontra"]);
  });
  it("reached against Absagen: Kontra 120 against Re's keine 90 (TSR 7.2.2 e/f)", () => {
    // Re said keine 60 (implies keine 90): Re needs 181, Kontra 60. Re 110 -> Kontra 130 wins.
    const r = game(HOUSE, { reAugen: 110, level: [3, 0] });
    expect(r.detail.winner).toBe("kontra");
    expect(r.detail.items.map((i) => i.item)).toEqual(["gewonnen", "120-gegen-k90", "90-gegen-k60", "re-angesagt"]);
    // 5 items + gegen die Alten 1; house: the losers' Absagen give no points
    expect(r.detail.value).toBe(6);
    expect(game(DDV, { reAugen: 110, level: [3, 0] }).detail.value).toBe(8); // ddv: +2 for Re's k90 and k60
  });
  it("schwarz: all levels for the winners", () => {
    const r = game(DDV, { reAugen: 240, level: [5, 0], tricks: [12, 0] });
    // won, <90, <60, <30, schwarz, re +2, 4 Absagen = 1+4+2+4
    expect(r.detail.value).toBe(11);
  });
  it("schwarz announced but the other party took a trick with 0 Augen: they win with one trick", () => {
    const r = game(DDV, { reAugen: 240, level: [5, 0], tricks: [11, 1] });
    expect(r.detail.winner).toBe("kontra");
  });
});

describe("special points and solo scoring", () => {
  const dk = (party: "re" | "kontra"): SpecialPoint => ({ kind: "doppelkopf", party });
  it("special points net and add to the winners' value; the value can turn negative (the seed)", () => {
    const r = game(HOUSE, { reAugen: 125, special: [dk("kontra"), dk("kontra"), { kind: "fuchs-gefangen", party: "kontra" }] });
    expect(r.detail.value).toBe(-2);
    expect(r.score).toEqual([-2, 2, -2, 2]);
  });
  it("gegen die Alten: Kontra wins a normal game (+1)", () => {
    const r = game(DDV, { reAugen: 100 });
    expect(r.detail.special).toEqual([{ kind: "gegen-die-alten", party: "kontra" }]);
    expect(r.detail.value).toBe(2); // won 1 (Re's 100 are not below 90) + gegen die Alten 1
    expect(game(DDV, { type: "hochzeit", re: [0, 1], reAugen: 100 }).detail.value).toBe(2); // TSR 4.4.3 a: a normal game
    expect(game(HOUSE, { type: "stilles-solo", re: [1], reAugen: 100 }).score).toEqual([8, -24, 8, 8]); // 2 x m 4
  });
  it("house solo multipliers: Bubensolo 2, Damensolo 3, stilles Solo 4, Trumpfsolo 5; soloist 3 shares", () => {
    for (const [type, m] of [["buben-solo", 2], ["damen-solo", 3], ["stilles-solo", 4], ["trumpf-solo", 5]] as const) {
      const r = game(HOUSE, { type, re: [1], reAugen: 130 });
      expect(r.detail.multiplier).toBe(m);
      expect(r.score).toEqual([-m, 3 * m, -m, -m]);
    }
  });
  it("ddv solo: only the value points of TSR 7.2.2, tripled for the soloist; no special points", () => {
    const r = game(DDV, { type: "damen-solo", re: [3], reAugen: 70, special: [dk("kontra")] });
    // Kontra wins: 1 + Re below 90 = 2
    expect(r.score).toEqual([2, 2, 2, -6]);
    expect(r.detail.special).toEqual([]);
  });
  it("house: special points do not count in Damen- and Bubensolo", () => {
    expect(game(HOUSE, { type: "damen-solo", re: [0], reAugen: 150, special: [dk("re")] }).detail.value).toBe(1);
    expect(game(HOUSE, { type: "trumpf-solo", re: [0], reAugen: 150, special: [dk("re")] }).detail.value).toBe(2);
  });
  it("Hochzeit alone: house normal game with three shares; ddv a solo without special points", () => {
    const h = game(HOUSE, { type: "hochzeit", re: [2], alone: true, reAugen: 130, special: [dk("re")] });
    expect(h.score).toEqual([-2, -2, 6, -2]);
    const d = game(DDV, { type: "hochzeit", re: [2], alone: true, reAugen: 130, special: [dk("re")] });
    expect(d.score).toEqual([-1, -1, 3, -1]);
  });
  it("every game sums to zero with equal parity (TSR 7.3.3)", () => {
    for (const r of [HOUSE, DDV])
      for (let a = 0; a <= 240; a += 10)
        for (const level of [[0, 0], [1, 1], [3, 2], [5, 0]] as [number, number][]) {
          const s = game(r, { reAugen: a, level, type: a % 20 ? "normal" : "trumpf-solo", re: a % 20 ? [0, 1] : [2] }).score;
          expect(s.reduce((x, y) => x + y, 0)).toBe(0);
          expect(new Set(s.map((x) => Math.abs(x) % 2)).size).toBe(1);
        }
  });
});
