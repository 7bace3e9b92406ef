import { describe, expect, it } from "vitest";
import { AUGEN, CODE, cardId, doppelkopfDeck, dealDoppelkopf } from "./deck";
import { gameTypeId } from "./game-types";
import { isLegalPlay, legalCards, trickWinnerPosition } from "./play";
import { TRUMP, trumpTable } from "./trumps";
import { createRng } from "../rng";

const names = (ids: readonly number[]) => ids.map((c) => CODE[c]).join(" ");
const ids = (s: string) => s.split(" ").map(cardId);
const t = (type: string, schwein = false) => trumpTable(gameTypeId(type), schwein);
const count = (type: string, deck: 40 | 48) => {
  const tab = t(type);
  const cards = doppelkopfDeck(deck).map(cardId);
  return [cards.filter((c) => tab.cls[c] === TRUMP).length, cards.filter((c) => tab.cls[c] !== TRUMP).length];
};

describe("deck", () => {
  it("240 Augen in both decks, 60 per suit with nines (TSR 2.2.2)", () => {
    for (const d of [40, 48] as const) expect(doppelkopfDeck(d).reduce((s, c) => s + AUGEN[cardId(c)]!, 0)).toBe(240);
    expect(doppelkopfDeck(48).filter((c) => c.endsWith("H")).reduce((s, c) => s + AUGEN[cardId(c)]!, 0)).toBe(60);
  });
  it("deals 3-4-3 (house) and 3-3-3-3 (ddv) clockwise from the dealer's left", () => {
    const h40 = dealDoppelkopf(createRng(1), 40, 3);
    expect(h40.map((h) => h.length)).toEqual([10, 10, 10, 10]);
    const h48 = dealDoppelkopf(createRng(1), 48, 0);
    expect(h48.map((h) => h.length)).toEqual([12, 12, 12, 12]);
    expect(h48.flat().sort()).toEqual(doppelkopfDeck(48).sort());
  });
  it("card codes convert once at the edge", () => {
    expect(cardId("TH")).toBe(13);
    expect(cardId("th")).toBe(-1);
    expect(cardId("7H")).toBe(-1);
    expect(cardId(12)).toBe(-1);
    expect(CODE[cardId("9D")]).toBe("9D");
    // The switch in cardId agrees with CODE, also for codes built at run time (not internalized).
    for (let c = 0; c < CODE.length; c++) {
      expect(cardId(CODE[c])).toBe(c);
      expect(cardId([...CODE[c]!].join(""))).toBe(c);
    }
    for (const x of ["", "A", "ACX", "AC ", "9", "QQ", null, undefined, {}, ["AC"]]) expect(cardId(x)).toBe(-1);
  });
});

describe("trump orders per game type", () => {
  it.each([
    ["normal", false, "TH QC QS QH QD JC JS JH JD AD TD KD 9D"],
    ["normal", true, "AD TH QC QS QH QD JC JS JH JD TD KD 9D"],
    ["trumpf-solo", false, "TH QC QS QH QD JC JS JH JD AD TD KD 9D"],
    ["damen-solo", false, "QC QS QH QD"],
    ["buben-solo", false, "JC JS JH JD"],
    ["kreuz-solo", false, "TH QC QS QH QD JC JS JH JD AC TC KC 9C"],
    ["herz-solo", false, "TH QC QS QH QD JC JS JH JD AH KH 9H"],
  ])("%s (schwein %s): %s", (type, schwein, order) => {
    const tab = t(type, schwein);
    expect(names(tab.trumps)).toBe(order);
    const byPower = [...tab.trumps].sort((a, b) => tab.power[b]! - tab.power[a]!);
    expect(names(byPower)).toBe(order);
  });
  it("trump and Fehl counts as the TSR states them (2.3.4-2.3.7)", () => {
    expect(count("normal", 48)).toEqual([26, 22]);
    expect(count("kreuz-solo", 48)).toEqual([26, 22]);
    expect(count("herz-solo", 48)).toEqual([24, 24]);
    expect(count("damen-solo", 48)).toEqual([8, 40]);
    expect(count("buben-solo", 48)).toEqual([8, 40]);
    expect(count("fleischlos", 48)).toEqual([0, 48]);
    expect(count("normal", 40)).toEqual([24, 16]);
    expect(count("damen-solo", 40)).toEqual([8, 32]); // the seed: 8 trumps, 32 Fehl cards
  });
  it("Fehl orders: Herz A K 9 in the normal game; A T K J 9 in a Damensolo; A T K Q J 9 fleischlos", () => {
    const order = (type: string, suit: string) => {
      const tab = t(type);
      return names(
        ids(`A${suit} T${suit} K${suit} Q${suit} J${suit} 9${suit}`)
          .filter((c) => tab.cls[c] !== TRUMP)
          .sort((a, b) => tab.power[b]! - tab.power[a]!),
      );
    };
    expect(order("normal", "H")).toBe("AH KH 9H");
    expect(order("normal", "C")).toBe("AC TC KC 9C");
    expect(order("damen-solo", "D")).toBe("AD TD KD JD 9D");
    expect(order("buben-solo", "S")).toBe("AS TS KS QS 9S");
    expect(order("fleischlos", "H")).toBe("AH TH KH QH JH 9H");
    expect(order("pik-solo", "D")).toBe("AD TD KD 9D");
  });
});

describe("trick winner (TSR 5.3.3)", () => {
  const N = t("normal");
  it.each([
    ["AC TC KC 9C", 0, "highest of the led Fehl suit"],
    ["KC AC 9C TC", 1, "highest of the led Fehl suit"],
    ["AC 9D TC KC", 1, "the only trump wins"],
    ["AC 9D JD TC", 2, "a higher trump overtrumps"],
    ["TH TH QC QC", 0, "of two Dullen the first wins (both presets)"],
    ["QC JC QC AD", 0, "first of equal cards"],
    ["AS AH AD AC", 2, "off-suit Fehl cards never win"],
    ["KS AH TH AS", 2, "trump on a Fehl lead"],
  ])("%s -> position %i (%s)", (cards, pos) => {
    expect(trickWinnerPosition(ids(cards), N)).toBe(pos);
  });
  it("Schweine beat the Dulle", () => {
    expect(trickWinnerPosition(ids("TH AD QC QC"), t("normal", true))).toBe(1);
  });
  it("Damensolo: the Herz Zehn is a plain Herz card", () => {
    expect(trickWinnerPosition(ids("AH TH QD KH"), t("damen-solo"))).toBe(2);
    expect(trickWinnerPosition(ids("TH AH JH KH"), t("damen-solo"))).toBe(1);
  });
});

describe("legal plays", () => {
  const N = t("normal");
  it("must follow the led Fehl suit; trumps count as one suit; no duty to trump", () => {
    const hand = ids("AH KH QS 9C TC");
    expect(isLegalPlay(hand, cardId("AH"), cardId("KH"), N)).toBe(true);
    expect(isLegalPlay(hand, cardId("QS"), cardId("KH"), N)).toBe(false);
    // Herz Zehn is trump: a Herz lead cannot be answered with it when holding Herz
    expect(names(legalCards(ids("TH KH AS"), cardId("AH"), N))).toBe("KH");
    // trump lead: any trump
    expect(names(legalCards(hand, cardId("JD"), N))).toBe("QS");
    // void: anything, trumping not required
    expect(names(legalCards(ids("QS AH"), cardId("AS"), N))).toBe("QS AH");
    expect(isLegalPlay(hand, cardId("AS"), -1, N)).toBe(false);
  });
});
