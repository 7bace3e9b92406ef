import { describe, expect, it } from "vitest";
import { scoreKlammernMatch } from "./match";

const deal = (dealer: number, cardPoints: (number | null)[], extra: Record<string, unknown> = {}) => ({
  game: "klammern",
  players: 4,
  dealer,
  summary: { declarer: (dealer + 1) % 4, trump: "H", chosen: "original", cardPoints, ...extra },
});
const voidDeal = (dealer: number) => ({ game: "klammern", players: 4, dealer, summary: { void: true } });
const codes = (r: ReturnType<typeof scoreKlammernMatch>) => r.errors.map((e) => `${e.code}@${e.path}`);

describe("match: fixed number of deals", () => {
  it("16 deals by default, dealer rotates, winner and match points", () => {
    const deals = Array.from({ length: 16 }, (_, i) => deal(i % 4, [100, 64].map((x, s) => ((i + 1) % 2 === s ? 100 : 64))));
    const r = scoreKlammernMatch({ players: 4, format: { type: "deals" }, deals });
    expect(codes(r)).toEqual([]);
    expect(r.over).toBe(true);
    expect(r.dealsCounted).toBe(16);
    expect(r.draw).toBe(true); // every declarer makes 100 against 64, alternating sides
    expect(r.matchPoints).toEqual([1, 1]);
    expect(r.nextDealer).toBeNull();
  });
  it("a deal after the match is over", () => {
    const deals = Array.from({ length: 3 }, (_, i) => deal(i % 4, [null, 100]));
    const r = scoreKlammernMatch({ players: 4, format: { type: "deals", deals: 2 }, deals });
    expect(codes(r)).toEqual(["MATCH_OVER@deals[2]"]);
    expect(r.winner).toBe(1);
    expect(r.matchPoints).toEqual([0, 2]);
  });
  it("dealer not next in rotation", () => {
    const r = scoreKlammernMatch({ players: 4, format: { type: "deals" }, deals: [deal(0, [null, 100]), deal(2, [null, 100])] });
    expect(codes(r)).toEqual(["MATCH_DEALER_NOT_NEXT@deals[1].dealer"]);
  });
  it("void deals rotate the dealer and count (allPass next-dealer)", () => {
    const r = scoreKlammernMatch({ players: 4, format: { type: "deals", deals: 2 }, deals: [voidDeal(0), deal(1, [null, 100])] });
    expect(codes(r)).toEqual([]);
    expect(r.over).toBe(true);
  });
  it("same-dealer: the same dealer deals again and the void deal does not count", () => {
    const r = scoreKlammernMatch({ players: 4, rules: { allPass: "same-dealer" }, format: { type: "deals", deals: 2 }, deals: [voidDeal(0), deal(0, [null, 100])] });
    expect(codes(r)).toEqual([]);
    expect(r.dealsCounted).toBe(1);
    expect(r.nextDealer).toBe(1);
  });
  it("errors inside a deal carry the deal's path", () => {
    const r = scoreKlammernMatch({ players: 4, format: { type: "deals" }, deals: [deal(0, [1, 163])] });
    expect(codes(r)).toEqual(["CARD_POINTS_IMPOSSIBLE@deals[0].summary.cardPoints[0]", "CARD_POINTS_IMPOSSIBLE@deals[0].summary.cardPoints[1]"]);
  });
  it("a deal with other rules than the match", () => {
    const r = scoreKlammernMatch({ players: 4, format: { type: "deals" }, deals: [{ ...deal(0, [62, 100]), rules: { jassPoints: 20 } }] });
    expect(codes(r)).toEqual(["MATCH_RULES_MISMATCH@deals[0].rules"]);
  });
});

describe("match: game to a target", () => {
  it("ends at the end of the deal that reaches the target; highest total wins", () => {
    const deals = Array.from({ length: 5 }, (_, i) => deal(i % 4, [null, 150]));
    const r = scoreKlammernMatch({ players: 4, format: { type: "target", target: 701 }, deals });
    // dealers 0..3,0: side 1 declares three times (14:150 made), side 0 twice (14:150 Beet: 0:164)
    expect(r.totals).toEqual([42, 778]);
    expect(r.over).toBe(true);
    expect(r.winner).toBe(1);
  });
  it("an exact tie at the top plays on", () => {
    // side 1 made 150 twice; then side 0 ... use a target of 300 and equal totals
    const deals = [deal(0, [14, 150]), deal(1, [150, 14])];
    const r = scoreKlammernMatch({ players: 4, format: { type: "target", target: 160 }, deals });
    expect(r.totals).toEqual([164, 164]);
    expect(r.over).toBe(false);
  });
  it("default target from the rules (701 with 4 players, variant target)", () => {
    expect(scoreKlammernMatch({ players: 4, deals: [] }).format).toEqual({ type: "target", target: 701 });
    expect(scoreKlammernMatch({ players: 3, deals: [] }).format).toEqual({ type: "target", target: 501 });
    expect(scoreKlammernMatch({ players: 2, deals: [] }).format).toEqual({ type: "target", target: 301 });
    expect(scoreKlammernMatch({ players: 4, rules: { target: 1001 }, deals: [] }).format).toEqual({ type: "target", target: 1001 });
  });
});

describe("held Stehbeet points", () => {
  const rules = { stehbeet: "held" };
  it("go to the side that scores most in the next deal that is not void", () => {
    const r = scoreKlammernMatch({
      players: 4,
      rules,
      format: { type: "deals" },
      deals: [deal(0, [82, 82]), voidDeal(1), deal(2, [null, 60])],
    });
    expect(codes(r)).toEqual([]);
    expect(r.deals[0]!.held).toBe(82);
    expect(r.deals[1]!.held).toBe(82);
    expect(r.deals[2]!.heldAward).toEqual({ side: 0, points: 82 });
    // deal 2: declarer seat 3 is beaten 60:104, side 0 gets 164 and the held 82
    expect(r.totals).toEqual([82 + 164 + 82, 0]);
  });
  it("stay held while deals keep ending in Stehbeet (and add up)", () => {
    const r = scoreKlammernMatch({ players: 4, rules, format: { type: "deals" }, deals: [deal(0, [82, 82]), deal(1, [82, 82]), deal(2, [60, 104])] });
    expect(r.deals[1]!.held).toBe(164);
    // deal 2: declarer seat 3 (side 1) makes 104: side 1 scores most
    expect(r.deals[2]!.heldAward).toEqual({ side: 1, points: 164 });
  });
  it("are dropped at the end of the game", () => {
    const r = scoreKlammernMatch({ players: 4, rules, format: { type: "deals", deals: 1 }, deals: [deal(0, [82, 82])] });
    expect(r.over).toBe(true);
    expect(r.held).toBe(0);
  });
});
