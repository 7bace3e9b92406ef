import { describe, expect, it } from "vitest";
import { scoreRecord } from "../records";
import { cardPointsPossible, dealTotal } from "./summary";

const rec = (summary: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  game: "klammern",
  players: 4,
  dealer: 0,
  summary: { declarer: 1, trump: "H", chosen: "original", cardPoints: [100, 64], ...summary },
  ...extra,
});
const codes = (r: ReturnType<typeof scoreRecord>) => (r.ok ? [] : r.errors.map((e) => `${e.code}@${e.path}`));

describe("card points", () => {
  it("deal totals", () => {
    expect(dealTotal(22)).toBe(164);
    expect(dealTotal(20)).toBe(162);
  });
  it.each([
    [1, false],
    [163, false],
    [0, true],
    [2, true],
    [5, true], // a trick 7-8-J-Q of a plain suit (2 + 3) is makeable
    [10, true], // last trick of four blank cards
    [153, true],
    [154, true],
    [164, true],
  ])("4 players: %i possible = %s", (points, ok) => {
    expect(cardPointsPossible(points, -1, 4, 22)).toBe(ok);
  });
  it("with trick counts: no tricks means no points; all tricks means all points", () => {
    expect(cardPointsPossible(0, 0, 4, 22)).toBe(true);
    expect(cardPointsPossible(3, 0, 4, 22)).toBe(false);
    expect(cardPointsPossible(164, 8, 4, 22)).toBe(true);
    expect(cardPointsPossible(150, 8, 4, 22)).toBe(false);
    expect(cardPointsPossible(10, 1, 4, 22)).toBe(true);
  });

  const cases: { name: string; summary: Record<string, unknown>; rules?: Record<string, unknown>; errors: string[] }[] = [
    { name: "valid", summary: {}, errors: [] },
    { name: "sum not 164", summary: { cardPoints: [100, 60] }, errors: ["CARD_POINTS_SUM@summary.cardPoints"] },
    { name: "1 and 163 are not makeable", summary: { cardPoints: [1, 163] }, errors: ["CARD_POINTS_IMPOSSIBLE@summary.cardPoints[0]", "CARD_POINTS_IMPOSSIBLE@summary.cardPoints[1]"] },
    { name: "one side entered, the other derived", summary: { cardPoints: [100, null] }, errors: [] },
    {
      name: "derived side impossible",
      summary: { cardPoints: [null, 163] },
      errors: ["CARD_POINTS_IMPOSSIBLE@summary.cardPoints[0]", "CARD_POINTS_IMPOSSIBLE@summary.cardPoints[1]"],
    },
    { name: "jassPoints 20: 162 total", summary: { cardPoints: [100, 62] }, rules: { jassPoints: 20 }, errors: [] },
    { name: "jassPoints 20: 164 is wrong", summary: { cardPoints: [100, 64] }, rules: { jassPoints: 20 }, errors: ["CARD_POINTS_SUM@summary.cardPoints"] },
    { name: "side without tricks but with points", summary: { cardPoints: [164, 0], tricks: [8, 0] }, errors: [] },
    { name: "points without tricks", summary: { cardPoints: [150, 14], tricks: [8, 0] }, errors: ["CARD_POINTS_IMPOSSIBLE@summary.cardPoints[0]", "CARD_POINTS_WITHOUT_TRICKS@summary.cardPoints[1]"] },
    { name: "tricks must add up to 8", summary: { tricks: [4, 3] }, errors: ["TRICKS_SUM@summary.tricks"] },
    { name: "negative points", summary: { cardPoints: [-1, 165] }, errors: ["FIELD_INVALID@summary.cardPoints[0]"] },
    { name: "wrong number of sides", summary: { cardPoints: [164] }, errors: ["FIELD_INVALID@summary.cardPoints"] },
    { name: "missing card points", summary: { cardPoints: undefined }, errors: ["FIELD_MISSING@summary.cardPoints"] },
  ];
  it.each(cases)("$name", ({ summary, rules, errors }) => {
    expect(codes(scoreRecord(rec(summary, rules ? { rules } : {})))).toEqual(errors);
  });
});

describe("fields", () => {
  it.each([
    { name: "declarer outside the table", summary: { declarer: 4 }, errors: ["SEAT_OUT_OF_RANGE@summary.declarer"] },
    { name: "declarer missing", summary: { declarer: undefined }, errors: ["FIELD_MISSING@summary.declarer"] },
    { name: "bad trump", summary: { trump: "X" }, errors: ["FIELD_INVALID@summary.trump"] },
    { name: "bad chosen", summary: { chosen: "solo" }, errors: ["FIELD_INVALID@summary.chosen"] },
    { name: "besser means Kreuz", summary: { chosen: "besser", trump: "H" }, errors: ["BESSER_NOT_KREUZ@summary.trump"] },
    { name: "bella seat outside", summary: { bella: 7 }, errors: ["SEAT_OUT_OF_RANGE@summary.bella"] },
    { name: "void deal", summary: { void: true, declarer: null, trump: null, chosen: null, cardPoints: null }, errors: [] },
    { name: "void deal with points", summary: { void: true, declarer: null, trump: null, chosen: null }, errors: ["FIELD_INVALID@summary.cardPoints"] },
  ])("$name", ({ summary, errors }) => {
    expect(codes(scoreRecord(rec(summary)))).toEqual(errors);
  });
  it("dealer outside the table, players invalid, both summary and play", () => {
    expect(codes(scoreRecord({ ...rec({}), dealer: 4 }))).toEqual(["SEAT_OUT_OF_RANGE@dealer"]);
    expect(codes(scoreRecord({ ...rec({}), players: 5 }))).toEqual(["PLAYERS_INVALID@players"]);
    expect(codes(scoreRecord({ ...rec({}), play: { hands: [] } }))).toEqual(["RECORD_MODE@summary"]);
  });
});

describe("melds", () => {
  const t = (seat: number, suit: string, top: string, kind = "terz") => ({ seat, kind, suit, top });
  it.each([
    { name: "a Terz topped by an 8 does not exist", melds: [t(0, "S", "8")], errors: ["MELD_IMPOSSIBLE@summary.melds[0].top"] },
    { name: "a Fünfzig topped by a 9 does not exist", melds: [t(0, "S", "9", "fuenfzig")], errors: ["MELD_IMPOSSIBLE@summary.melds[0].top"] },
    { name: "the same card in two hands", melds: [t(0, "S", "K"), t(1, "S", "Q")], errors: ["MELD_CARD_TWICE@summary.melds[1]"] },
    { name: "runs of one seat in one suit that touch", melds: [t(0, "S", "9"), t(0, "S", "Q")], errors: ["MELD_RUNS_TOUCH@summary.melds[1]"] },
    { name: "runs with a gap are fine", melds: [t(0, "S", "9"), t(0, "S", "K")], errors: [] },
    { name: "two seats' runs may touch", melds: [t(0, "S", "9"), t(1, "S", "Q")], errors: [] },
    { name: "the same meld twice", melds: [t(0, "S", "K"), t(0, "S", "K")], errors: ["MELD_DUPLICATE@summary.melds[1]"] },
    {
      name: "melds of one seat that do not fit in 8 cards",
      melds: [t(0, "H", "K", "fuenfzig"), t(0, "C", "A"), t(0, "D", "A", "fuenfzig")], // 4 + 3 + 4 = 11 cards
      errors: ["MELD_TOO_MANY_CARDS@summary.melds"],
    },
    {
      name: "three Fünfzigs of one seat (12 cards)",
      melds: [t(2, "S", "A", "fuenfzig"), t(2, "H", "A", "fuenfzig"), t(2, "D", "A", "fuenfzig")],
      errors: ["MELD_TOO_MANY_CARDS@summary.melds"],
    },
    {
      name: "exactness: Terz 9-J in trump by seat 0 and Bella by seat 0",
      melds: [t(0, "H", "J")],
      bella: 0,
      errors: ["BELLA_CONFLICT@summary.bella"],
    },
    { name: "Bella while another seat's meld holds trump Q", melds: [t(2, "H", "Q")], bella: 0, errors: ["BELLA_CONFLICT@summary.bella"] },
    { name: "Bella inside the holder's own Terz", melds: [t(0, "H", "K")], bella: 0, errors: [] },
    {
      name: "no distribution possible: TH is excluded from seats 0 and 1, seats 2 and 3 are full",
      melds: [
        t(0, "H", "9"), // 7 8 9 H: TH is not seat 0's (else the run would be longer)
        t(1, "H", "K"), // J Q K H: TH is not seat 1's either
        t(2, "C", "A", "fuenfzig"),
        t(2, "S", "A", "fuenfzig"), // seat 2: eight cards
        t(3, "D", "A", "fuenfzig"),
        t(3, "C", "T", "fuenfzig"), // seat 3: eight cards
      ],
      errors: ["MELD_HANDS_IMPOSSIBLE@summary.melds"],
    },
  ])("$name", ({ melds, bella, errors }) => {
    const summary: Record<string, unknown> = { melds };
    if (bella !== undefined) summary.bella = bella;
    expect(codes(scoreRecord(rec(summary)))).toEqual(errors);
  });
});
