import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderIn } from "../../../../test/render-in";
import { TimeUpNote } from "./time-up-note";

const names = ["Anna", "Bernd", "Clara", "Dieter", "Emil"];
const name = (p: number) => names[p]!;

describe("what a table waits for after time", () => {
  it("names the players whose Pflichtsoli are missing, in both languages", () => {
    const html = renderIn(createElement(TimeUpNote, { afterTime: { missing: [1, 3], blocked: false }, name }));
    expect(html).toContain("Zeit abgelaufen: es fehlen noch die Pflichtsoli von Bernd, Dieter.");
    expect(html).not.toContain("kein Spiel mehr");
    expect(renderIn(createElement(TimeUpNote, { afterTime: { missing: [1, 3], blocked: false }, name }), "en")).toContain(
      "still missing are the compulsory solos of Bernd, Dieter.",
    );
  });

  it("at five, when only the dealer who sits out lacks his, says that no game can follow", () => {
    const html = renderIn(createElement(TimeUpNote, { afterTime: { missing: [0], blocked: true }, name }));
    expect(html).toContain("es fehlen noch die Pflichtsoli von Anna.");
    expect(html).toContain("Anna gibt und setzt aus");
    expect(html).toContain("Die Runde abschließen");
  });

  it("on the list keeper's tablet asks the players to fetch the organizer instead of telling them to close the round", () => {
    const html = renderIn(createElement(TimeUpNote, { afterTime: { missing: [0], blocked: true }, name, atTable: true }));
    expect(html).toContain("Anna gibt und setzt aus");
    expect(html).toContain("Bitte der Turnierleitung Bescheid geben");
    expect(html).not.toContain("Die Runde abschließen");
    expect(renderIn(createElement(TimeUpNote, { afterTime: { missing: [0], blocked: true }, name, atTable: true }), "en")).toContain("Please tell the organizer");
  });
});
