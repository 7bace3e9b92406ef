import { describe, expect, it } from "vitest";
import { cardIndexOf, maskToCards } from "./card-tables";
import { applyPlay, legalMask, trickWinner } from "./play";
import { cards, trickSituation } from "./test-utils";

// Seat 1 leads; the seat to act is (leader + cards in trick). Trump is given per case.
const legalCases: {
  name: string;
  trump: string;
  trick: string;
  hand: string;
  legal: string;
  rules?: Record<string, unknown>;
}[] = [
  { name: "leader may play anything", trump: "H", trick: "", hand: "7C JH AS", legal: "7C AS JH" },
  { name: "must follow a plain suit (any card of it)", trump: "H", trick: "KC", hand: "7C AC JH 8S", legal: "7C AC" },
  { name: "no overtaking duty in a plain suit", trump: "H", trick: "AC", hand: "7C TC", legal: "7C TC" },
  { name: "trump led: must go higher if possible", trump: "H", trick: "AH", hand: "7H 9H JS", legal: "9H" },
  { name: "trump led: only lower trumps -> any trump", trump: "H", trick: "JH", hand: "7H AH KS", legal: "7H AH" },
  { name: "trump led, no trump: free discard", trump: "H", trick: "QH", hand: "7C AS", legal: "7C AS" },
  { name: "void in led suit: must trump", trump: "H", trick: "KC", hand: "7H QH AS", legal: "7H QH" },
  { name: "trick trumped: must overtrump", trump: "H", trick: "KC 9H", hand: "7H JH AS", legal: "JH" },
  { name: "trick trumped, only lower trumps: undertrump required", trump: "H", trick: "KC 9H", hand: "7H AH AS", legal: "7H AH" },
  {
    name: "undertrump optional: anything when only lower trumps",
    trump: "H",
    trick: "KC 9H",
    hand: "7H AH AS",
    legal: "AS 7H AH",
    rules: { undertrump: "optional" },
  },
  {
    name: "undertrump optional still forces overtrump when possible",
    trump: "H",
    trick: "KC 9H",
    hand: "7H JH AS",
    legal: "JH",
    rules: { undertrump: "optional" },
  },
  { name: "no led suit and no trump: free discard", trump: "H", trick: "KC", hand: "7S AD", legal: "7S AD" },
  { name: "partner holds the trick: no exception by default", trump: "H", trick: "KC AC 7C", hand: "7H AS", legal: "7H" },
  {
    name: "partnerException: void player whose partner holds the trick plays anything",
    trump: "H",
    trick: "KC AC 7C",
    hand: "7H AS",
    legal: "AS 7H",
    rules: { partnerException: true },
  },
  {
    name: "partnerException does not free a player who can follow",
    trump: "H",
    trick: "KC 7C AC",
    hand: "8C 7H",
    legal: "8C",
    rules: { partnerException: true },
  },
  {
    name: "partnerException: opponent holds the trick -> must trump",
    trump: "H",
    trick: "KC AC",
    hand: "7H AS",
    legal: "7H",
    rules: { partnerException: true },
  },
];

describe("legal plays", () => {
  it.each(legalCases)("$name", ({ trump, trick, hand, legal, rules }) => {
    const leader = 1;
    const toAct = (leader + cards(trick).length) % 4;
    const hands = ["", "", "", ""];
    hands[toAct] = hand;
    const m = trickSituation({ trump, hands, trick, leader, rules });
    expect(maskToCards(legalMask(m, toAct))).toEqual(maskToCards(cards(legal).reduce((a, c) => a | (1 << cardIndexOf(c)), 0)));
  });
});

const illegalCases: { name: string; trump: string; trick: string; hand: string; play: string; code: string }[] = [
  { name: "renounce", trump: "H", trick: "KC", hand: "7C JH", play: "JH", code: "MUST_FOLLOW" },
  { name: "not trumping when void", trump: "H", trick: "KC", hand: "7H AS", play: "AS", code: "MUST_TRUMP" },
  { name: "lower trump when overtrump possible", trump: "H", trick: "KC 9H", hand: "7H JH", play: "7H", code: "MUST_OVERTRUMP" },
  { name: "discard when overtrump possible", trump: "H", trick: "KC 9H", hand: "AS JH", play: "AS", code: "MUST_OVERTRUMP" },
  { name: "discard when only lower trumps", trump: "H", trick: "KC 9H", hand: "AS 7H", play: "AS", code: "MUST_UNDERTRUMP" },
  { name: "trump led, lower trump while holding higher", trump: "H", trick: "AH", hand: "7H 9H", play: "7H", code: "MUST_OVERTRUMP" },
  { name: "trump led, plain card while holding trump", trump: "H", trick: "AH", hand: "7H 9C", play: "9C", code: "MUST_FOLLOW" },
  { name: "card not in hand", trump: "H", trick: "KC", hand: "7C", play: "8C", code: "CARD_NOT_IN_HAND" },
];

describe("illegal plays", () => {
  it.each(illegalCases)("$name -> $code", ({ trump, trick, hand, play, code }) => {
    const leader = 1;
    const toAct = (leader + cards(trick).length) % 4;
    const hands = ["", "", "", ""];
    hands[toAct] = hand;
    const m = trickSituation({ trump, hands, trick, leader });
    expect(applyPlay(m, toAct, cardIndexOf(play))).toBe(code);
  });
  it("out of turn", () => {
    const m = trickSituation({ trump: "H", hands: ["7C", "8C", "9C", "TC"], leader: 1 });
    expect(applyPlay(m, 2, cardIndexOf("9C"))).toBe("NOT_YOUR_TURN");
  });
});

describe("trick winner", () => {
  const idx = (s: string) => cards(s).map(cardIndexOf);
  it.each([
    { trick: "7C AC TC KC", trump: "H", winner: 2 }, // A is highest in a plain suit (leader 1)
    { trick: "TC KC QC 9C", trump: "H", winner: 1 }, // T beats K Q 9 outside trump
    { trick: "AC 7H TC KC", trump: "H", winner: 2 }, // any trump beats the led suit
    { trick: "AC 7H 9H JH", trump: "H", winner: 0 }, // Jass beats Mie beats 7
    { trick: "9H AH TH KH", trump: "H", winner: 1 }, // Mie beats A of trump
    { trick: "QC AS AD KC", trump: "H", winner: 0 }, // off-suit aces do not win
  ])("$trick (trump $trump) -> seat $winner", ({ trick, trump, winner }) => {
    expect(trickWinner(idx(trick), 1, 4, "CSHD".indexOf(trump))).toBe(winner);
  });
});
