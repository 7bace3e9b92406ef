// The two steps of card-by-card entry rendered to HTML: the grid marks whose cards are whose, and the play step
// offers exactly the engine's options (legal bids as buttons, only legal cards enabled).
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { cardName, randomKlammernRecord, type Card } from "@/engine";
import { addEvent, chooseOriginal, emptyFullDraft, optionsOf, selectSeat, stateOf, tapCard, type FullDraft } from "./draft";
import { FullRecordHands } from "./hands";
import { FullRecordPlay } from "./play";
import { renderIn } from "../../../../../test/render-in";

/** Rendered in the reader's language (German unless told). */
const render = renderIn;

const names = ["Anna", "Bernd", "Clara", "Dieter"];
const noop = () => {};

function buttons(html: string): { label: string; disabled: boolean; pressed: boolean }[] {
  return [...html.matchAll(/<button([^>]*)>/g)].map((m) => ({
    label: /aria-label="([^"]*)"/.exec(m[1]!)?.[1] ?? "",
    disabled: / disabled=""/.test(m[1]!),
    pressed: /aria-pressed="true"/.test(m[1]!),
  }));
}

function dealt(seed: number): { draft: FullDraft; rec: ReturnType<typeof randomKlammernRecord> } {
  const rec = randomKlammernRecord(seed, { dealer: 1 });
  let d = emptyFullDraft(1, { preset: "house" });
  for (const s of [2, 3, 0]) {
    d = selectSeat(d, s);
    for (const c of rec.play.hands[s]!) d = tapCard(d, c);
  }
  return { draft: chooseOriginal(d, rec.play.original), rec };
}

describe("card-by-card entry screens", () => {
  it("hands: the active seat's cards are pressed, other seats' cards are disabled, free cards can be tapped", () => {
    const rec = randomKlammernRecord(8, { dealer: 1 });
    let d = emptyFullDraft(1, { preset: "house" });
    for (const c of rec.play.hands[2]!) d = tapCard(d, c);
    d = tapCard(d, rec.play.hands[3]![0]!);
    const html = render(createElement(FullRecordHands, { draft: d, seatNames: names, onSeat: noop, onTap: noop, onOriginal: noop }));
    const cards = buttons(html).filter((b) => / /.test(b.label) && !/^(Nord|Ost|Süd|West)/.test(b.label));
    expect(cards).toHaveLength(32);
    expect(cards.filter((b) => b.pressed).map((b) => b.label)).toEqual([cardName(rec.play.hands[3]![0]!)]);
    expect(cards.filter((b) => b.disabled)).toHaveLength(8);
    expect(html).toContain("noch 7");
  });

  it("play: bidding offers the engine's legal bids; in play only the legal cards of the seat to act are enabled", () => {
    const { draft, rec } = dealt(21);
    let d = draft;
    let state = stateOf(d);
    if (!state.ok) throw new Error("state expected");
    const bidding = render(createElement(FullRecordPlay, { state: state.state, options: optionsOf(state.state), seatNames: names, onEvent: noop }));
    expect(bidding).toContain("Am Zug: Süd (Clara)");
    expect(bidding).toContain(">Passen<");
    expect(bidding).toContain(">Original<");
    expect(bidding).not.toContain(">Besser<");
    // On through the deal to the first moment when the seat to act may not play every card it holds.
    let o = optionsOf(state.state);
    for (const ev of rec.play.events) {
      d = addEvent(d, ev).draft;
      state = stateOf(d);
      if (!state.ok) throw new Error("state expected");
      o = optionsOf(state.state);
      if (o.phase === "play" && o.seat !== null && o.plays.length < 8 - (state.state.events.filter((e) => "play" in e && e.seat === o.seat).length)) break;
    }
    expect(o.phase).toBe("play");
    const held = 8 - state.state.events.filter((e) => "play" in e && e.seat === o.seat).length;
    const html = render(createElement(FullRecordPlay, { state: state.state, options: o, seatNames: names, onEvent: noop }));
    const cards = buttons(html).filter((b) => / /.test(b.label));
    expect(cards).toHaveLength(held);
    expect(cards.some((b) => b.disabled)).toBe(true);
    expect(cards.filter((b) => !b.disabled).map((b) => b.label).sort()).toEqual(o.plays.map((c: Card) => cardName(c)).sort());
  });
});
