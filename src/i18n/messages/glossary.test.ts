// docs/glossary.md's rule for English: a game term is English where the English rules players read use an English
// word, German where they keep the German one. This keeps the German words the glossary translates out of English
// texts: the catalogue and the engine's English messages.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FAULTS } from "@/engine/doppelkopf/faults";
import { GAME_TYPE_NAMES } from "@/engine/doppelkopf/game-types";
import { messages } from ".";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** German words the glossary translates, each as it appears in its Deutsch column. */
const TRANSLATED: { word: string; pattern: RegExp }[] = [
  { word: "Normalspiel", pattern: /\bNormalspiel/i },
  { word: "Hochzeit", pattern: /\bHochzeit/i },
  { word: "Klärungsstich", pattern: /\bKlärungsstich/i },
  { word: "stilles Solo", pattern: /\bstilles? Solo/i },
  { word: "Trumpfsolo", pattern: /\bTrumpfsolo/i },
  { word: "Damensolo", pattern: /\bDamensolo/i },
  { word: "Bubensolo", pattern: /\bBubensolo/i },
  { word: "Farbsolo", pattern: /\b(Farb|Kreuz|Pik|Herz|Karo)solo/i },
  { word: "Fleischloser", pattern: /\bFleischlos/i },
  { word: "Vorbehalt", pattern: /\bVorbehalt/i },
  { word: "gesund", pattern: /\bgesund\b/i },
  { word: "schwarz", pattern: /\bschwarz\b/i },
  { word: "keine 90", pattern: /\bkeine (90|60|30)\b/i },
  { word: "Fuchs gefangen", pattern: /\bF(uchs|üchse)\b/i },
  { word: "Karlchen", pattern: /\bKarlchen/i },
  { word: "Pflichtsolo", pattern: /\bPflichtsol/i },
  { word: "Lustsolo", pattern: /\bLustsol/i },
  { word: "Vorführung", pattern: /\bVorführung|\bvorgeführt/i },
  { word: "Augen", pattern: /\bAugen\b/ },
  { word: "Direkter Vergleich", pattern: /\bdirekter Vergleich/i },
];

/** English words the glossary's Not column rules out for a translated term. */
const NOT_ENGLISH = [/\bqueens solo\b/i, /\bjacks solo\b/i, /\bno trumps\b/i, /\bhead.to.head\b/i, /\bpoints difference\b/i];

/** The German name a label may add in parentheses after the English one: "Marriage (Hochzeit)". */
const GLOSS = /\((Hochzeit|Fleischloser|schwarz|Klärungsstich)\)/g;

/** Message arguments ({augen}) are names in code, not words a reader sees. */
const ARGUMENT = /\{\s*[A-Za-z_]\w*\s*[,}]/g;

function offending(texts: [string, string][]): string[] {
  return texts.flatMap(([where, text]) => {
    const seen = text.replace(GLOSS, "").replace(ARGUMENT, "{");
    const hits = [...TRANSLATED.map((t) => t.pattern), ...NOT_ENGLISH].filter((p) => p.test(seen));
    return hits.length ? [`${where}: ${text}`] : [];
  });
}

describe("the glossary in English", () => {
  const glossary = readFileSync(path.join(process.cwd(), "docs/glossary.md"), "utf8");
  const rows = glossary.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| Concept"));
  const deutsch = rows.map((row) => row.split("|")[2] ?? "").join("\n");

  it("lists only words the glossary's Deutsch column has", () => {
    expect(TRANSLATED.filter((t) => !deutsch.includes(t.word)).map((t) => t.word)).toEqual([]);
  });

  it("no English message uses a German word the glossary translates", () => {
    expect(offending(leaves(messages.en as unknown as Tree))).toEqual([]);
  });

  it("nor do the engine's English game types and refusals", () => {
    const engine: [string, string][] = [
      ...Object.entries(GAME_TYPE_NAMES).map(([type, names]) => [`GAME_TYPE_NAMES.${type}`, names.en] as [string, string]),
      ...Object.values(FAULTS).map((f) => [f.code, f.en] as [string, string]),
    ];
    expect(offending(engine)).toEqual([]);
  });

  it("the engine names the game types as the catalogue does", () => {
    const catalogue = messages.en.doppelkopf.labels.gameTypes as Record<string, string>;
    expect(Object.fromEntries(Object.entries(GAME_TYPE_NAMES).map(([type, names]) => [type, names.en]))).toEqual(catalogue);
  });

  it("catches what it is for", () => {
    expect(offending([["a", "Re (who had the Hochzeit?)"], ["b", "Vorbehalte: {list}"], ["c", "Queens solo"]])).toHaveLength(3);
    expect(offending([["a", "Marriage (Hochzeit)"], ["b", "Re's card points: {augen}"], ["c", "Beet, Bella, Re, Kontra, Buchholz"]])).toEqual([]);
  });
});
