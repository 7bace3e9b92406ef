import { describe, expect, it } from "vitest";
import { applyKlammernEvent, legalBids, newKlammernState, phaseOf, toAct, type KlammernState } from "./state";
import type { KlammernEvent } from "./events";
import type { Card } from "../cards";

// Hands do not matter for bidding; a fixed 4-player deal with the Original in the dealer's hand.
const hands4: Card[][] = [
  ["7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"],
  ["7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"],
  ["7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"],
  ["7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD"],
];

function start(original: Card, dealer = 3, players: 2 | 3 | 4 = 4, rules?: unknown): KlammernState {
  const hands =
    players === 4
      ? hands4
      : Array.from({ length: players }, (_, s) => hands4.flat().filter((c) => c !== original).slice(s * 9, s * 9 + 9));
  const h = players === 4 ? hands.map((x, s) => (s === dealer ? x : x)) : hands;
  const r = newKlammernState({ players, dealer, hands: h, original, rules });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

function run(state: KlammernState, events: KlammernEvent[]): { state: KlammernState; error?: string } {
  for (const e of events) {
    const r = applyKlammernEvent(state, e);
    if (!r.ok) return { state, error: r.errors[0]?.code };
    state = r.value;
  }
  return { state };
}

const b = (seat: number, bid: "pass" | "original" | "klein" | "besser"): KlammernEvent => ({ seat, bid });

describe("choosing trump (4 players, dealer 3, Original 7D in the dealer's hand)", () => {
  const cases: { name: string; events: KlammernEvent[]; error?: string; declarer?: number; trump?: string; chosen?: string; phase?: string }[] = [
    { name: "forehand takes the Original", events: [b(0, "original")], declarer: 0, trump: "D", chosen: "original" },
    { name: "third seat takes it", events: [b(0, "pass"), b(1, "pass"), b(2, "original")], declarer: 2, trump: "D" },
    { name: "out of turn", events: [b(1, "pass")], error: "NOT_YOUR_TURN" },
    { name: "klein in round 1 is not allowed", events: [b(0, "klein")], error: "BID_NOT_ALLOWED" },
    {
      name: "round 2: besser directly",
      events: [b(0, "pass"), b(1, "pass"), b(2, "pass"), b(3, "pass"), b(0, "pass"), b(1, "besser")],
      declarer: 1,
      trump: "C",
      chosen: "besser",
    },
    {
      name: "round 2: original is no longer possible",
      events: [b(0, "pass"), b(1, "pass"), b(2, "pass"), b(3, "pass"), b(0, "original")],
      error: "BID_NOT_ALLOWED",
    },
    {
      name: "klein, opponents pass, Klein player names hearts",
      events: [b(0, "pass"), b(1, "pass"), b(2, "pass"), b(3, "pass"), b(0, "klein"), b(1, "pass"), b(3, "pass"), { seat: 0, trump: "H" }],
      declarer: 0,
      trump: "H",
      chosen: "klein",
    },
    {
      name: "klein: the partner may not answer (only opponents, clockwise)",
      events: [b(0, "pass"), b(1, "pass"), b(2, "pass"), b(3, "pass"), b(0, "klein"), b(2, "besser")],
      error: "NOT_YOUR_TURN",
    },
    {
      name: "klein then an opponent says besser",
      events: [b(0, "pass"), b(1, "pass"), b(2, "pass"), b(3, "pass"), b(0, "klein"), b(1, "pass"), b(3, "besser")],
      declarer: 3,
      trump: "C",
      chosen: "besser",
    },
    {
      name: "klein player may not name the Original's suit",
      events: [b(0, "pass"), b(1, "pass"), b(2, "pass"), b(3, "pass"), b(0, "klein"), b(1, "pass"), b(3, "pass"), { seat: 0, trump: "D" }],
      error: "TRUMP_NOT_ALLOWED",
    },
    {
      name: "all pass twice: void deal",
      events: [0, 1, 2, 3, 0, 1, 2, 3].map((s) => b(s, "pass")),
      phase: "void",
    },
    {
      name: "a bid after the void deal",
      events: [...[0, 1, 2, 3, 0, 1, 2, 3].map((s) => b(s, "pass")), b(0, "pass")],
      error: "DEAL_OVER",
    },
    { name: "a card before trump is chosen", events: [{ seat: 0, play: "7C" }], error: "BIDDING_NOT_OVER" },
  ];
  it.each(cases)("$name", ({ events, error, declarer, trump, chosen, phase }) => {
    const r = run(start("7D"), events);
    expect(r.error).toBe(error);
    if (error) return;
    if (phase) expect(phaseOf(r.state)).toBe(phase);
    if (declarer !== undefined) expect(r.state.machine.declarer).toBe(declarer);
    if (trump) expect("CSHD"[r.state.machine.trump]).toBe(trump);
    if (chosen) expect(["original", "klein", "besser"][r.state.machine.chosen]).toBe(chosen);
  });

  it("Original Kreuz: no besser; after klein the Klein player names at once", () => {
    const s = start("7C", 0); // the dealer (seat 0) holds the clubs
    expect(s.machine.originalSuit).toBe(0);
    let r = run(s, [1, 2, 3, 0].map((x) => b(x, "pass")));
    expect(legalBids(r.state, 1)).toEqual(["pass", "klein"]);
    expect(run(r.state, [b(1, "besser")]).error).toBe("BID_NOT_ALLOWED");
    r = run(r.state, [b(1, "klein")]);
    expect(toAct(r.state)).toEqual({ phase: "naming", seat: 1 });
    r = run(r.state, [{ seat: 1, trump: "S" }]);
    expect(phaseOf(r.state)).toBe("play");
  });

  it("legal bids per round", () => {
    const s = start("7D");
    expect(legalBids(s, 0)).toEqual(["pass", "original"]);
    expect(legalBids(s, 1)).toEqual([]);
    const r = run(s, [0, 1, 2, 3].map((x) => b(x, "pass")));
    expect(legalBids(r.state, 0)).toEqual(["pass", "klein", "besser"]);
  });
});

describe("choosing trump with 3 players", () => {
  it("after klein every opponent clockwise from the Klein player may say besser, also one who passed before", () => {
    const s = start("8D", 0, 3);
    // forehand = 1. Round 1 all pass; round 2: 1 passes, 2 says klein; opponents 0 then 1 answer.
    const r = run(s, [b(1, "pass"), b(2, "pass"), b(0, "pass"), b(1, "pass"), b(2, "klein"), b(0, "pass"), b(1, "besser")]);
    expect(r.error).toBeUndefined();
    expect(r.state.machine.declarer).toBe(1);
    expect(r.state.machine.chosen).toBe(2);
  });
  it("same-dealer variant is a rules option only (the deal is void either way)", () => {
    const r = run(start("8D", 0, 3, { allPass: "same-dealer" }), [1, 2, 0, 1, 2, 0].map((x) => b(x, "pass")));
    expect(phaseOf(r.state)).toBe("void");
  });
});
