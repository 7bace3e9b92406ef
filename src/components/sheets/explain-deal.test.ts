import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { messages } from "@/i18n/messages";
import { explainDeal, type SheetsT } from "./explain-deal";

const de = createTranslator({ locale: "de", messages: messages.de, namespace: "sheets" }) as unknown as SheetsT;
const en = createTranslator({ locale: "en", messages: messages.en, namespace: "sheets" }) as unknown as SheetsT;
const names = ["Anna", "Ben", "Cleo", "Dirk"];
const sides = [[0, 2], [1, 3]];

describe("sheet deal explanation", () => {
  it("explains a Klammern deal with Augen for the card points", () => {
    const d = { outcome: "made", declarer: 0, trump: "H", chosen: "klein", cardPoints: [100, 62], melds: [{ seat: 1, kind: "terz" }], bella: null };
    expect(explainDeal(de, "de", "klammern", d, names, [0, 1, 2, 3], sides)).toBe(
      "Anna spielt ♥ Herz (Klein) · Terz Ben · Augen Anna und Cleo 100, Ben und Dirk 62 · gewonnen",
    );
    expect(explainDeal(en, "en", "klammern", d, names, [0, 1, 2, 3], sides)).toBe(
      "Anna declares ♥ Hearts (Klein) · Terz Ben · Card points Anna and Cleo 100, Ben and Dirk 62 · made",
    );
  });
  it("calls a deal nobody played thrown in", () => {
    expect(explainDeal(de, "de", "klammern", { outcome: "void" }, names, [0, 1, 2, 3], sides)).toBe("Alle haben gepasst (eingeworfen).");
  });
  it("explains a Doppelkopf game", () => {
    const d = { type: "normal", soloist: null, winner: "re", augen: { re: 130, kontra: 110 } };
    expect(explainDeal(de, "de", "doppelkopf", d, names, [0, 1, 2, 3], sides)).toBe("Normalspiel · Re gewinnt (Re 130 Augen)");
    expect(explainDeal(en, "en", "doppelkopf", d, names, [0, 1, 2, 3], sides)).toBe("Normalspiel · Re wins (Re 130 card points)");
  });
});
