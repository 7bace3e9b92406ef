import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderIn } from "../../../test/render-in";
import { OpponentCodeSlip } from "./opponent-code-slip";

const slip = (props: Partial<Parameters<typeof OpponentCodeSlip>[0]>, locale: "de" | "en" = "de") =>
  renderIn(
    createElement(OpponentCodeSlip, {
      opponentCode: "ABC-MNPQ-RSTV",
      pairs: true,
      tableNumber: 3,
      roundNumber: 2,
      tournamentName: "Herbstturnier",
      published: true,
      ...props,
    }),
    locale,
  );

describe("the opponents' half of the table card", () => {
  it("names who it is for and carries the confirmation code with the table it belongs to", () => {
    const html = slip({});
    expect(html).toContain("für das Gegenpaar – nicht für den Kapitän");
    expect(html).toContain("Herbstturnier · Runde 2 · Tisch 3");
    expect(html).toContain("ABC-MNPQ-RSTV");
  });

  it("at a Doppelkopf table goes to another player than the list keeper", () => {
    expect(slip({ pairs: false })).toContain("für einen Mitspieler – nicht für den Listenführer");
  });

  it("says when the code is still to come", () => {
    expect(slip({ opponentCode: null, published: false })).toContain("nach der Veröffentlichung");
    expect(slip({ opponentCode: null })).toContain("Noch nicht erzeugt");
  });

  it("speaks English to an English reader, in one language only", () => {
    const html = slip({}, "en");
    expect(html).toContain("for the opponents – not for the captain");
    expect(html).toContain("Herbstturnier · Round 2 · Table 3");
    expect(html).not.toContain("Gegenpaar");
  });
});
