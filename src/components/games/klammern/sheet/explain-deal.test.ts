import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { messages } from "@/i18n/messages";
import type { SheetsT } from "../../../sheets/sheet-view";
import { explainKlammernDeal } from "./explain-deal";

const de = createTranslator({ locale: "de", messages: messages.de, namespace: "sheets" }) as unknown as SheetsT;
const en = createTranslator({ locale: "en", messages: messages.en, namespace: "sheets" }) as unknown as SheetsT;
const names = ["Anna", "Ben", "Cleo", "Dirk"];

describe("a Klammern deal explained on the sheet", () => {
  it("explains a Klammern deal with Augen for the card points", () => {
    const d = { outcome: "made", declarer: 0, trump: "H", chosen: "klein", cardPoints: [100, 62], melds: [{ seat: 1, kind: "terz" }], bella: null };
    expect(explainKlammernDeal(de, "de", d, names, [0, 1, 2, 3])).toBe(
      "Anna spielt ♥ Herz (Klein) · Terz Ben · Augen Anna und Cleo 100, Ben und Dirk 62 · gewonnen",
    );
    expect(explainKlammernDeal(en, "en", d, names, [0, 1, 2, 3])).toBe(
      "Anna declares ♥ Hearts (Klein) · Terz Ben · Card points Anna and Cleo 100, Ben and Dirk 62 · made",
    );
  });
  it("calls a deal nobody played thrown in", () => {
    expect(explainKlammernDeal(de, "de", { outcome: "void" }, names, [0, 1, 2, 3])).toBe("Alle haben gepasst (eingeworfen).");
  });
});
