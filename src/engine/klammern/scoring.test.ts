import { describe, expect, it } from "vitest";
import { scoreRecord } from "../records";
import type { KlammernDealDetail } from "./scoring";

type Summary = Record<string, unknown>;
const rec = (players: number, dealer: number, summary: Summary, rules?: Record<string, unknown>) => ({
  game: "klammern",
  players,
  dealer,
  ...(rules ? { rules } : {}),
  summary,
});
function score(players: number, dealer: number, summary: Summary, rules?: Record<string, unknown>) {
  const r = scoreRecord(rec(players, dealer, summary, rules));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return { score: r.score, detail: r.detail as KlammernDealDetail };
}

const base4 = { declarer: 1, trump: "H", chosen: "original" };

describe("deal scoring, 4 players", () => {
  const cases: { name: string; summary: Summary; rules?: Record<string, unknown>; score: number[]; outcome: string; held?: number }[] = [
    { name: "made: every side scores its points", summary: { ...base4, cardPoints: [60, 104] }, score: [60, 104], outcome: "made" },
    { name: "Beet: the opponents also get the declarer's points", summary: { ...base4, cardPoints: [100, 64] }, score: [164, 0], outcome: "beet" },
    { name: "Stehbeet (default declarer-zero)", summary: { ...base4, cardPoints: [82, 82] }, score: [82, 0], outcome: "stehbeet" },
    {
      name: "Stehbeet, held: declarer's points are held",
      summary: { ...base4, cardPoints: [82, 82] },
      rules: { stehbeet: "held" },
      score: [82, 0],
      outcome: "stehbeet",
      held: 82,
    },
    {
      name: "melds decide: best side scores all its melds (partner's too)",
      summary: {
        ...base4,
        cardPoints: [70, 94],
        melds: [
          { seat: 1, kind: "terz", suit: "S", top: "K" },
          { seat: 3, kind: "terz", suit: "C", top: "9" },
          { seat: 0, kind: "terz", suit: "D", top: "Q" },
        ],
      },
      score: [70, 134],
      outcome: "made",
    },
    {
      name: "best-only: only the single best meld counts",
      summary: {
        ...base4,
        cardPoints: [70, 94],
        melds: [
          { seat: 1, kind: "terz", suit: "S", top: "K" },
          { seat: 3, kind: "terz", suit: "C", top: "9" },
        ],
      },
      rules: { meldScoring: "best-only" },
      score: [70, 114],
      outcome: "made",
    },
    {
      name: "a Fünfzig beats a higher Terz: the meld turns a made game into a Beet",
      summary: {
        ...base4,
        cardPoints: [70, 94],
        melds: [
          { seat: 1, kind: "terz", suit: "S", top: "A" },
          { seat: 2, kind: "fuenfzig", suit: "C", top: "T" },
        ],
      },
      score: [214, 0],
      outcome: "beet",
    },
    {
      name: "equal height: earlier seat after the dealer wins (dealer 3: seat 0 before seat 1)",
      summary: {
        ...base4,
        cardPoints: [70, 94],
        melds: [
          { seat: 1, kind: "terz", suit: "H", top: "K" },
          { seat: 0, kind: "terz", suit: "S", top: "K" },
        ],
      },
      score: [90, 94],
      outcome: "made",
    },
    {
      name: "trumpMeldWinsTie: the trump Terz wins the tie",
      summary: {
        ...base4,
        cardPoints: [70, 94],
        melds: [
          { seat: 1, kind: "terz", suit: "H", top: "K" },
          { seat: 0, kind: "terz", suit: "S", top: "K" },
        ],
      },
      rules: { trumpMeldWinsTie: true },
      score: [70, 114],
      outcome: "made",
    },
    {
      name: "Bella counts for its side independent of melds",
      summary: { ...base4, cardPoints: [90, 74], bella: 2 },
      score: [90 + 20 + 74, 0],
      outcome: "beet",
    },
    {
      name: "Bella makes the game",
      summary: { ...base4, cardPoints: [80, 84], bella: 1 },
      score: [80, 104],
      outcome: "made",
    },
  ];
  it.each(cases)("$name", ({ summary, rules, score: expected, outcome, held }) => {
    const r = score(4, 3, summary, rules);
    expect(r.score).toEqual(expected);
    expect(r.detail.outcome).toBe(outcome);
    expect(r.detail.held).toBe(held ?? 0);
  });
  it("jassPoints 20: a deal is worth 162", () => {
    expect(score(4, 0, { ...base4, cardPoints: [62, 100] }, { jassPoints: 20 }).score).toEqual([62, 100]);
  });
});

describe("deal scoring, 3 players (Beet variants)", () => {
  // 3 players: side = seat. Declarer 0, dealer 2 (forehand 0). Card points need not add to a fixed total.
  const s3 = { declarer: 0, trump: "H", chosen: "original" };
  it("beetThree each: each opponent receives the declarer's points", () => {
    const r = score(3, 2, { ...s3, cardPoints: [40, 50, 30] });
    expect(r.detail.outcome).toBe("beet");
    expect(r.score).toEqual([0, 90, 70]);
    expect(r.detail.winner).toBe(1);
  });
  it("beetThree best: only the best opponent receives them", () => {
    const r = score(3, 2, { ...s3, cardPoints: [40, 50, 30] }, { beetThree: "best" });
    expect(r.score).toEqual([0, 90, 30]);
  });
  it("beetThree best, opponents tied: the earlier seat after the dealer receives them", () => {
    // dealer 0: order after dealer 1, 2, 0; declarer 1; opponents 2 and 0 tie -> seat 2
    const r = score(3, 0, { declarer: 1, trump: "H", chosen: "original", cardPoints: [50, 40, 50] }, { beetThree: "best" });
    expect(r.score).toEqual([50, 0, 90]);
  });
  it("Stehbeet with 3: tie with the best opponent", () => {
    const r = score(3, 2, { ...s3, cardPoints: [50, 50, 20] });
    expect(r.detail.outcome).toBe("stehbeet");
    expect(r.score).toEqual([0, 50, 20]);
  });
  it("2 players: made", () => {
    const r = score(2, 1, { declarer: 0, trump: "S", chosen: "klein", cardPoints: [70, 50] });
    expect(r.score).toEqual([70, 50]);
  });
});
