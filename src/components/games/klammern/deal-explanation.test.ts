import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { messages } from "@/i18n/messages";
import { explainDeal } from "./deal-explanation";
import type { PublicT } from "../../public/format";

const de = createTranslator({ locale: "de", messages: messages.de, namespace: "public" }) as unknown as PublicT;
const en = createTranslator({ locale: "en", messages: messages.en, namespace: "public" }) as unknown as PublicT;

describe("deal explanation", () => {
  it("falls back to the bare score for an unknown detail", () => {
    expect(explainDeal(null, [10, 20], undefined, de)).toEqual(["Wertung: 10 : 20"]);
    expect(explainDeal(null, [10, 20], undefined, en)).toEqual(["Score: 10 : 20"]);
  });
  it("calls a deal nobody played thrown in (eingeworfen)", () => {
    const d = { game: "klammern", totals: [0, 0], outcome: "void" };
    expect(explainDeal(d, [0, 0], undefined, de)).toEqual(["Spiel eingeworfen: keine Punkte."]);
    expect(explainDeal(d, [0, 0], undefined, en)).toEqual(["Deal thrown in: no points."]);
  });
  it("explains a made deal", () => {
    const d = {
      game: "klammern",
      totals: [100, 62],
      outcome: "made",
      declarer: 0,
      declarerSide: 0,
      dealer: 3,
      trump: "H",
      chosen: "original",
      cardPoints: [100, 62],
      meldPoints: [0, 0],
      bellaPoints: [0, 0],
      melds: [],
    };
    const text = explainDeal(d, [100, 62], ["Anna", "Ben", "Cleo", "Dirk"], de).join("\n");
    expect(text).toContain("Anna (Nord) spielt, Trumpf Herz, hat das Original angenommen. Gegeben hat West.");
    expect(text).toContain("N/S: Augen 100 = 100");
    const english = explainDeal(d, [100, 62], ["Anna", "Ben", "Cleo", "Dirk"], en).join("\n");
    expect(english).toContain("Anna (North) declares, trump Hearts, accepted the Original. West dealt.");
    expect(english).toContain("Score: N/S 100, E/W 62.");
  });
});
