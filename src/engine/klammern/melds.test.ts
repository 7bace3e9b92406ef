import { describe, expect, it } from "vitest";
import type { Card } from "../cards";
import { compareMelds, findMelds } from "./melds";
import { dealKlammern, firstDealer } from "./deal";
import { cards } from "./test-utils";

describe("meld detection", () => {
  it.each([
    { hand: "7H 8H 9H", melds: ["terz H 9"] },
    { hand: "7H 8H 9H TH", melds: ["fuenfzig H T"] },
    { hand: "7H 8H 9H TH JH QH KH AH", melds: ["fuenfzig H A"] }, // a longer run is one Fünfzig
    { hand: "7H 8H 9H JH QH KH", melds: ["terz H 9", "terz H K"] }, // a card between: two melds
    { hand: "9S TS JS QC KC AC", melds: ["terz C A", "terz S J"] },
    { hand: "7H 8H TH JH", melds: [] },
    { hand: "QD KD AD 7C 8C 9C TC", melds: ["fuenfzig C T", "terz D A"] },
  ])("$hand", ({ hand, melds }) => {
    expect(findMelds(cards(hand)).map((m) => `${m.kind} ${m.suit} ${m.top}`)).toEqual(melds);
  });
});

describe("meld comparison", () => {
  const ctx = { players: 4, dealer: 3, trump: "H" as const };
  const m = (seat: number, kind: "terz" | "fuenfzig", suit: "C" | "S" | "H" | "D", top: "9" | "T" | "J" | "Q" | "K" | "A") => ({ seat, kind, suit, top });
  it("Fünfzig beats any Terz", () => expect(compareMelds(m(1, "fuenfzig", "S", "T"), m(0, "terz", "S", "A"), ctx)).toBeGreaterThan(0));
  it("same kind: higher top wins", () => expect(compareMelds(m(1, "terz", "S", "K"), m(0, "terz", "D", "Q"), ctx)).toBeGreaterThan(0));
  it("equal: earlier seat after the dealer wins", () => expect(compareMelds(m(1, "terz", "H", "K"), m(0, "terz", "S", "K"), ctx)).toBeLessThan(0));
  it("trumpMeldWinsTie: the trump meld wins a tie", () =>
    expect(compareMelds(m(1, "terz", "H", "K"), m(0, "terz", "S", "K"), { ...ctx, trumpMeldWinsTie: true })).toBeGreaterThan(0));
});

describe("dealing", () => {
  it("4 players: 3-2-3, all 32 cards, Original = dealer's middle card of the last packet", () => {
    const d = dealKlammern(123, 4, 1);
    expect(d.hands.flat().sort()).toHaveLength(32);
    expect(new Set(d.hands.flat()).size).toBe(32);
    // forehand (seat 2) gets deck[0..2], then seats 3, 0, 1; second packet from deck[12]; third from deck[20]
    expect(d.hands[2]!.slice(0, 3)).toEqual(d.deck.slice(0, 3));
    expect(d.hands[2]!.slice(3, 5)).toEqual(d.deck.slice(12, 14));
    expect(d.hands[1]!.slice(5)).toEqual(d.deck.slice(29, 32));
    expect(d.original).toBe(d.deck[30]);
    expect(d.rest).toEqual([]);
  });
  it.each([2, 3] as const)("%i players: 3 each, Original, 3 each, then 3 each; the rest stays out", (n) => {
    const d = dealKlammern(5, n, 0);
    expect(d.hands.every((h) => h.length === 9)).toBe(true);
    expect(d.original).toBe(d.deck[3 * n]);
    expect(d.hands.flat()).not.toContain(d.original);
    expect(d.rest).toHaveLength(32 - 9 * n - 1);
  });
  it("draw for the first dealer: the lowest card deals (7 lowest, Karo < Herz < Pik < Kreuz)", () => {
    expect(firstDealer(["AC", "7H", "7D", "8D"] as Card[])).toBe(2);
    expect(firstDealer(["7C", "7S", "8D"] as Card[])).toBe(1);
  });
});
