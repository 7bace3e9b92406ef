import { describe, expect, it } from "vitest";
import { randomKlammernRecord, scoreRecord, type Card, type KlammernEvent } from "@/engine";
import {
  addEvent,
  chooseOriginal,
  DECK,
  emptyFullDraft,
  finished,
  handsComplete,
  holderOf,
  optionsOf,
  recordOf,
  selectSeat,
  stateOf,
  tapCard,
  undo,
  type FullDraft,
} from "./full-record-draft";

const RULES = { preset: "house" };

/** Taps three seats' hands (the dealer's fills itself) and picks the Original, as the captain would. */
function tapDeal(hands: Card[][], dealer: number, original: Card): FullDraft {
  let d = emptyFullDraft(dealer, RULES);
  for (let s = 0; s < 4; s++) {
    if (s === dealer) continue;
    d = selectSeat(d, s);
    for (const c of hands[s]!) d = tapCard(d, c);
  }
  return chooseOriginal(d, original);
}

/** Is the event one of the options the page offers for this state? */
function offered(d: FullDraft, ev: KlammernEvent): boolean {
  const built = stateOf(d);
  if (!built.ok) return false;
  const o = optionsOf(built.state);
  if (ev.seat !== o.seat) return false;
  if ("bid" in ev) return o.bids.includes(ev.bid);
  if ("trump" in ev) return o.suits.includes(ev.trump);
  if ("play" in ev) return o.plays.includes(ev.play);
  if ("bella" in ev) return o.bella;
  return o.melds.some((m) => JSON.stringify(m) === JSON.stringify(ev));
}

describe("card-by-card entry of one deal", () => {
  it("hands: a tap gives a free card to the active seat, a second tap takes it back, the last seat fills itself", () => {
    let d = emptyFullDraft(0, RULES);
    expect(d.activeSeat).toBe(1);
    d = tapCard(d, "AS");
    expect(holderOf(d, "AS")).toBe(1);
    d = tapCard(d, "AS");
    expect(holderOf(d, "AS")).toBeNull();
    for (const c of DECK.slice(0, 8)) d = tapCard(d, c);
    expect(d.hands[1]).toEqual(DECK.slice(0, 8));
    expect(d.activeSeat).toBe(2); // moves on by itself when a hand is full
    expect(tapCard(d, DECK[0]!)).toEqual(d); // another seat's card cannot be taken by the active seat
    for (const c of DECK.slice(8, 24)) d = tapCard(d, c);
    expect(handsComplete(d)).toBe(true);
    expect(d.hands[0]).toEqual(DECK.slice(24));
    expect(chooseOriginal(d, DECK[0]!).original).toBeNull(); // not in the dealer's hand
    d = chooseOriginal(d, DECK[30]!);
    expect(d.original).toBe(DECK[30]);
    expect(stateOf(d).ok).toBe(true);
  });

  it("undo steps back through events, the Original and the tapped cards", () => {
    const rec = randomKlammernRecord(11, { dealer: 0 });
    let d = tapDeal(rec.play.hands, 0, rec.play.original);
    const first = rec.play.events[0]!;
    d = addEvent(d, first).draft;
    expect(d.events).toEqual([first]);
    d = undo(d);
    expect(d.events).toEqual([]);
    expect(d.original).toBe(rec.play.original);
    d = undo(d);
    expect(d.original).toBeNull();
    const before = d.hands.flat().length;
    d = undo(d);
    expect(d.hands.flat().length).toBe(before - 1);
    expect(handsComplete(d)).toBe(false);
  });

  it("refuses an illegal event with the engine's reason and keeps the draft", () => {
    const rec = randomKlammernRecord(5, { dealer: 2 });
    const d = tapDeal(rec.play.hands, 2, rec.play.original);
    const wrongSeat = addEvent(d, { seat: 2, bid: "pass" }); // forehand (seat 3) bids first
    expect(wrongSeat.error?.code).toBe("NOT_YOUR_TURN");
    expect(wrongSeat.draft).toBe(d);
  });

  // The engine's seeded random deals, tapped in event by event through the options the page offers: every event
  // is offered, the deal ends exactly at the record's end, and the record built scores like the original.
  it.each(Array.from({ length: 40 }, (_, i) => i + 1))("replays random deal %i through the offered options", (seed) => {
    const rec = randomKlammernRecord(seed, { dealer: seed % 4, allowVoid: seed % 10 === 0 });
    let d = tapDeal(rec.play.hands, rec.dealer, rec.play.original);
    for (const ev of rec.play.events) {
      expect(offered(d, ev), JSON.stringify(ev)).toBe(true);
      const step = addEvent(d, ev);
      expect(step.error).toBeNull();
      d = step.draft;
    }
    const built = stateOf(d);
    if (!built.ok) throw new Error("state expected");
    expect(finished(built.state)).toBe(true);
    const record = recordOf(built.state);
    expect(record.play.events).toEqual(rec.play.events);
    const mine = scoreRecord(record as unknown as Record<string, unknown>);
    const theirs = scoreRecord({ ...rec, rules: RULES } as unknown as Record<string, unknown>);
    if (!mine.ok || !theirs.ok) throw new Error(JSON.stringify([mine.errors, theirs.errors]));
    expect(mine.score).toEqual(theirs.score);
    expect(mine.detail).toEqual(theirs.detail);
  });
});
