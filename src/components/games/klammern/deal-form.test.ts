// The deal form for a game sheet of 2 or 3 players, rendered to HTML (no DOM here): the players go by name only,
// the card points pad derives the entry left empty, the preview says each player's points and why.
import { createTranslator } from "next-intl";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { checkDraft, emptyDraft, type DealDraft, type MatchSetting } from "./deal-draft";
import { DealForm } from "./deal-form";
import { DealPreview } from "./deal-preview";
import { MeldsEditor } from "./melds-editor";
import { PlayerPointsPad } from "./player-points-pad";
import { messages } from "@/i18n/messages";
import { renderIn } from "../../../../test/render-in";

/** Rendered in the reader's language (German unless told). */
const render = renderIn;

const names = ["Greta", "Hans", "Ida"];
const setting: MatchSetting = { rules: { preset: "house" }, matchFormat: { kind: "target", target: 501 }, players: 3 };
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const preview = (draft: Partial<DealDraft>, s: MatchSetting = setting, locale: "de" | "en" = "de") =>
  text(render(createElement(DealPreview, { check: checkDraft(s, [], { ...emptyDraft(3), declarer: 1, trump: "H", ...draft }, 0, 0, createTranslator({ locale, messages: messages[locale], namespace: "klammern.dealDraft" })), players: 3, seatNames: names }), locale));

describe("the deal form with 3 players", () => {
  it("shows the players by name only, no compass seats", () => {
    const html = render(
      createElement(DealForm, { setting, previous: [], number: 1, dealer: 1, firstDealer: 1, seatNames: names, onSave: async () => {} }),
    );
    expect(text(html)).toContain("Es gibt: Hans");
    for (const seat of ["Nord", "Ost", "Süd", "West"]) expect(html).not.toContain(seat);
    expect(html.match(/>Greta</g)?.length).toBe(4); // declarer, Bella, card points button and the entry being typed
    expect(html).toContain("Liegende Karten");
    const meld = render(
      createElement(MeldsEditor, {
        melds: [{ seat: null, kind: "terz", suit: null, top: null }],
        onChange: () => {},
        errors: {},
        holders: names.map((name, value) => ({ value, label: name })), // as the deal form passes its declarer buttons
      }),
    );
    expect(text(meld)).toContain("Meldung 1: Wer? Greta Hans Ida Meldung 1: Art");
  });

  it("shows the points of the entry left empty as derived", () => {
    const html = render(createElement(PlayerPointsPad, { seatNames: names, typed: ["53", "83", ""], rest: "5", total: 164, onChange: () => {} }));
    expect(html).toMatch(/data-testid="points-2" data-derived="true"[^>]*>.*?23.*?\(ergibt sich\)/);
    expect(html).not.toMatch(/data-testid="points-rest" data-derived/);
  });

  it("says each player's points for the deal, and a Beet or Stehbeet with its reason", () => {
    expect(preview({ playerPoints: ["53", "83", "23"] })).toContain("Dieses Spiel: Greta 53 · Hans 83 · Ida 23");
    const beet = preview({ playerPoints: ["80", "40", "40"] });
    expect(beet).toContain("Dieses Spiel: Greta 120 · Hans 0 · Ida 80");
    expect(beet).toContain("Beet: Hans bekommt nichts, Greta und Ida bekommen je auch die 40 Punkte von Hans.");
    const steh = preview({ playerPoints: ["80", "80", "0"] }, { ...setting, rules: { preset: "house", stehbeet: "held" } });
    expect(steh).toContain("Dieses Spiel: Greta 80 · Hans 0 · Ida 0");
    expect(steh).toContain("Stehbeet: Hans bekommt nichts, die 80 Punkte von Hans bleiben stehen");
  });

  it("names the compass seats at four players, in the reader's language", () => {
    const four = (locale: "de" | "en") =>
      text(
        render(
          createElement(DealForm, {
            setting: { ...setting, players: 4 },
            previous: [],
            number: 2,
            dealer: 1,
            firstDealer: 0,
            seatNames: ["Anna", "Bernd", "Clara", "Dieter"],
            onSave: async () => {},
          }),
          locale,
        ),
      );
    expect(four("de")).toContain("Es gibt: Ost (Bernd)");
    expect(four("de")).toContain("Augen (mit letztem Stich)");
    expect(four("en")).toContain("Dealer: East (Bernd)");
    expect(four("en")).toContain("Save deal 2");
    expect(four("en")).not.toContain("Es gibt");
    expect(four("en")).not.toContain("Nord");
  });

  it("says it in English to an English reader, in one language only", () => {
    const beet = preview({ playerPoints: ["80", "40", "40"] }, setting, "en");
    expect(beet).toContain("This deal: Greta 120 · Hans 0 · Ida 80");
    expect(beet).toContain("Beet: Hans gets nothing; Greta and Ida each also get the 40 points of Hans.");
    expect(beet).not.toContain("bekommt");
    const pad = text(render(createElement(PlayerPointsPad, { seatNames: names, typed: ["53", "83", ""], rest: "5", total: 164, onChange: () => {} }), "en"));
    expect(pad).toContain("Card points (with the last trick)");
    expect(pad).toContain("Cards out of play");
  });
});
