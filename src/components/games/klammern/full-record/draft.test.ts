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
  originalChoices,
  recordOf,
  selectSeat,
  stateOf,
  tapCard,
  undo,
  type FullDraft,
  type Players,
} from "./draft";

const RULES = { preset: "house" };

/** Taps the hands (at four the dealer's fills itself) and picks the Original, as the captain would. */
function tapDeal(hands: Card[][], dealer: number, original: Card, players: Players = 4): FullDraft {
  let d = emptyFullDraft(dealer, RULES, players);
  for (let s = 0; s < players; s++) {
    if (players === 4 && s === dealer) continue;
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
  if ("exchange" in ev) return JSON.stringify(o.exchange) === JSON.stringify(ev);
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

  it("hands at three: nine cards each, nothing fills itself, the Original is a card nobody holds", () => {
    let d = emptyFullDraft(2, RULES, 3);
    expect(d.hands).toEqual([[], [], []]);
    expect(d.activeSeat).toBe(0);
    for (const c of DECK.slice(0, 18)) d = tapCard(d, c);
    expect(d.hands[0]).toEqual(DECK.slice(0, 9));
    expect(d.hands[1]).toEqual(DECK.slice(9, 18));
    expect(d.hands[2]).toEqual([]); // no seat is filled in at three: five cards stay out of play
    expect(d.activeSeat).toBe(2);
    for (const c of DECK.slice(18, 27)) d = tapCard(d, c);
    expect(handsComplete(d)).toBe(true);
    expect(tapCard(d, DECK[28]!)).toEqual(d); // every hand is full
    expect(originalChoices(d)).toEqual(DECK.slice(27));
    expect(chooseOriginal(d, DECK[3]!).original).toBeNull(); // a held card cannot lie in the middle
    d = chooseOriginal(d, DECK[29]!);
    expect(d.original).toBe(DECK[29]);
    expect(stateOf(d).ok).toBe(true);
  });

  it("the seven exchange is offered to the holder of the seven, whoever is to act, and only before his first card", () => {
    // Three players, dealer 0: Herz Dame is the Original; seat 2 holds Herz Sieben and is last to play.
    const hands: Card[][] = [
      ["AC", "TC", "KC", "QC", "JC", "9C", "8C", "7C", "AS"],
      ["TS", "KS", "QS", "JS", "9S", "8S", "7S", "AD", "TD"],
      ["7H", "8H", "9H", "AH", "KD", "QD", "JD", "9D", "8D"],
    ];
    let d = tapDeal(hands, 0, "QH", 3);
    d = addEvent(d, { seat: 1, bid: "original" }).draft;
    const built = stateOf(d);
    if (!built.ok) throw new Error("state expected");
    const o = optionsOf(built.state);
    expect(o.seat).toBe(1); // the forehand leads
    expect(o.exchange).toEqual({ seat: 2, exchange: "7H" });
    // The case: the Terz 7-8-9 announced, then the seven given away: showing it is refused.
    d = addEvent(d, { seat: 1, play: "TS" }).draft;
    d = addEvent(d, { seat: 2, announce: "terz", suit: "H", top: "9" }).draft;
    d = addEvent(d, { seat: 2, exchange: "7H" }).draft;
    expect(d.events.at(-1)).toEqual({ seat: 2, exchange: "7H" });
    const again = stateOf(d);
    if (!again.ok) throw new Error("state expected");
    expect(optionsOf(again.state).exchange).toBeNull(); // once only
    const played = addEvent(d, { seat: 2, play: "8H" }); // void in Pik, he must trump
    expect(played.error).toBeNull();
    const step = addEvent(played.draft, { seat: 2, show: "terz", suit: "H", top: "9" });
    expect(step.error?.code).toBe("MELD_NOT_IN_HAND");
  });

  // The engine's seeded random deals, tapped in event by event through the options the page offers: every event
  // is offered, the deal ends exactly at the record's end, and the record built scores like the original. At two
  // and three players the deals include seven exchanges.
  const seeds = (players: Players) => Array.from({ length: 40 }, (_, i) => ({ players, seed: i + 1 }));
  let exchanges = 0;
  it.each([...seeds(4), ...seeds(3), ...seeds(2)])("replays random deal $seed at $players through the offered options", ({ players, seed }) => {
    const rec = randomKlammernRecord(seed, { players, dealer: seed % players, allowVoid: seed % 10 === 0 });
    exchanges += rec.play.events.filter((e) => "exchange" in e).length;
    let d = tapDeal(rec.play.hands, rec.dealer, rec.play.original, players);
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

  it("covered seven exchanges", () => {
    expect(exchanges).toBeGreaterThan(3);
  });
});
