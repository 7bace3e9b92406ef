import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { SeatList } from "./table-card";
import { renderIn } from "../../../test/render-in";

const render = renderIn;

const seats = ["Anna", "Bernd", "Clara", "Dieter"].map((name, i) => ({
  seat: i,
  de: `Position ${i + 1}`,
  en: `Position ${i + 1}`,
  entrantId: `e${i}`,
  player: { name },
}));

describe("a Doppelkopf table by position", () => {
  it("on the table card and a published round: plain rows, no buttons", () => {
    const html = render(createElement(SeatList, { seats }));
    expect(html).not.toContain("<button");
    expect(html).toContain("Position 1");
    expect(html).toContain("Anna");
  });

  it("in a draft's review: each player is a button to choose for a swap, the chosen one pressed, warned ones marked", () => {
    const html = render(createElement(SeatList, { seats, onPick: () => {}, picked: "e1", warned: new Set(["e3"]) }));
    expect(html.match(/<button/g)).toHaveLength(4);
    expect(html).toContain('aria-label="Position 2: Bernd zum Tauschen wählen"');
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-pressed="true"[^>]*aria-label="Position 2: Bernd/);
    expect(html).toMatch(/border-amber-500[^"]*"[^>]*>[^]*Dieter/);
  });

  it("in English", () => {
    const html = render(createElement(SeatList, { seats, onPick: () => {}, picked: null }), "en");
    expect(html).toContain('aria-label="Position 2: choose Bernd to swap"');
  });
});
