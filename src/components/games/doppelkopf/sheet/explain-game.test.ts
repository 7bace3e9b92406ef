import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { messages } from "@/i18n/messages";
import type { SheetsT } from "../../../sheets/sheet-view";
import { explainDoppelkopfGame } from "./explain-game";

const de = createTranslator({ locale: "de", messages: messages.de, namespace: "sheets" }) as unknown as SheetsT;
const en = createTranslator({ locale: "en", messages: messages.en, namespace: "sheets" }) as unknown as SheetsT;
const names = ["Anna", "Ben", "Cleo", "Dirk"];

describe("a Doppelkopf game explained on the sheet", () => {
  it("explains a Doppelkopf game", () => {
    const d = { type: "normal", soloist: null, winner: "re", augen: { re: 130, kontra: 110 } };
    expect(explainDoppelkopfGame(de, "de", d, names, [0, 1, 2, 3])).toBe("Normalspiel · Re gewinnt (Re 130 Augen)");
    expect(explainDoppelkopfGame(en, "en", d, names, [0, 1, 2, 3])).toBe("Normal game · Re wins (Re 130 card points)");
  });

  it("names the game type in the reader's language", () => {
    const d = { type: "hochzeit", soloist: null, winner: "kontra", augen: { re: 100, kontra: 140 } };
    expect(explainDoppelkopfGame(de, "de", d, names, [0, 1, 2, 3])).toMatch(/^Hochzeit · /);
    expect(explainDoppelkopfGame(en, "en", d, names, [0, 1, 2, 3])).toMatch(/^Marriage \(Hochzeit\) · /);
  });
});
