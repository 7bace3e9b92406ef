import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { KLAMMERN_DEFAULT_RULES } from "@/engine";
import { messages } from "@/i18n/messages";
import { formatDate, entrantLabel, RULE_CHOICES, ruleTexts, tiebreakHint, tiebreakName } from "./labels";

const de = createTranslator({ locale: "de", messages: messages.de, namespace: "tournaments" });
const en = createTranslator({ locale: "en", messages: messages.en, namespace: "tournaments" });

describe("tournament labels in both languages", () => {
  it("every Klammern rule has a name, a hint and a label per value, and the choices cover the default rules", () => {
    for (const t of [de, en]) {
      for (const c of RULE_CHOICES) {
        const text = ruleTexts(t, c);
        expect(text.name).not.toMatch(/labels\./);
        expect(text.hint).not.toMatch(/labels\./);
        for (const v of text.values) expect(v.label).not.toMatch(/labels\./);
        expect(c.values.map((v) => v.value)).toContain(KLAMMERN_DEFAULT_RULES[c.key]);
      }
    }
    expect(ruleTexts(de, RULE_CHOICES[0]).values[0]!.label).toBe("22 Punkte (Hausregel)");
    expect(ruleTexts(en, RULE_CHOICES[0]).values[0]!.label).toBe("22 points (house rule)");
  });

  it("tiebreaks by name, unknown ones by their key", () => {
    expect(tiebreakName(de, "pointDiff")).toBe("Spielpunkt-Differenz");
    expect(tiebreakName(en, "headToHead")).toBe("Direct encounter");
    expect(tiebreakName(en, "mystery")).toBe("mystery");
    expect(tiebreakHint(en, "mystery")).toBe("");
  });

  it("a pair's label and a tournament's day", () => {
    expect(entrantLabel(de, { number: 7, name: "Die Stehbeeter" })).toBe("Paar 7 · Die Stehbeeter");
    expect(entrantLabel(en, { number: 7, name: null })).toBe("Pair 7");
    expect(entrantLabel(de, { number: 3, name: null }, "Spieler")).toBe("Spieler 3");
    expect(formatDate("2026-06-07")).toBe("07.06.2026");
    expect(formatDate("2026-06-07", "en")).toMatch(/2026/);
  });
});
