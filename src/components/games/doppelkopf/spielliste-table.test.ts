import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { SpiellisteTable } from "./spielliste-table";
import type { SpiellisteView } from "./spielliste-view";
import { renderIn } from "../../../../test/render-in";

const view = {
  positions: ["Anna", "Bernd", "Clara", "Dieter"].map((name, position) => ({ position, entrantId: `e${position}`, number: position + 1, name })),
  gamesPlanned: 2,
  list: {
    games: [
      { number: 1, dealer: 0, sitsOut: null, score: [1, -1, 1, -1], type: "normal", soloist: null, pflichtsolo: false },
      { number: 2, dealer: 1, sitsOut: null, score: [-1, -1, 3, -1], type: "damen-solo", soloist: 2, pflichtsolo: true },
    ],
    totals: [0, -2, 4, -2],
    next: null,
    gamesLeft: 0,
    pflichtsolo: [false, false, true, false],
    checks: { zeroSum: true, parity: true },
  },
} as unknown as SpiellisteView;

const render = renderIn;

describe("the Spielliste table", () => {
  it("shows each game by position with the totals; no correction offered while none is allowed", () => {
    const html = render(createElement(SpiellisteTable, { view }));
    expect(html).toContain("Damensolo (Clara, Pflicht)");
    expect(html).toContain("+4");
    expect(html).not.toContain("korrigieren");
  });

  it("in a closed round offers every game for a correction and marks the one being corrected", () => {
    const html = render(createElement(SpiellisteTable, { view, onCorrect: () => {}, selected: 2 }));
    expect(html.match(/aria-label="Spiel \d korrigieren"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Spiel 2 korrigieren"');
    expect(html.match(/bg-blue-50/g)).toHaveLength(1);
  });

  it("reads in English for an English reader, with the right plural", () => {
    const html = render(createElement(SpiellisteTable, { view }), "en");
    // English words, not the German "Pflicht" or "Spielliste", nor the game type's German name (glossary).
    expect(html).toContain("Queen solo (Clara, compulsory)");
    expect(html).toContain("Compulsory solo played:");
    expect(html).not.toMatch(/Pflicht|Spielliste|Fuchs am End|Damensolo/);
    expect(html).toContain("0 of 2 games left.");
    expect(html).toContain("Each row adds up to 0: yes.");
    expect(render(createElement(SpiellisteTable, { view }))).toContain("Noch 0 von 2 Spielen.");
  });
});
