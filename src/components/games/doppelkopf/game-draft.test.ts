import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { messages } from "@/i18n/messages";
import { checkGame as checkIn, draftFromRecord, emptyGame, gameRecord, reCount, serverGameErrors as serverIn, type GameDraft } from "./game-draft";
import type { DoppelkopfT } from "./labels";

const translator = (locale: "de" | "en") => createTranslator({ locale, messages: messages[locale], namespace: "doppelkopf" }) as unknown as DoppelkopfT;
const de = translator("de");
type Setting = Parameters<typeof checkIn>[0];
/** The check as a German reader sees it. */
const checkGame = (setting: Setting, dealer: number, d: GameDraft, index = setting.records.length) => checkIn(setting, dealer, d, index, de, "de");
const serverGameErrors = (fieldErrors: Record<string, { de: string }[]> | null) =>
  serverIn(fieldErrors ? Object.fromEntries(Object.entries(fieldErrors).map(([k, l]) => [k, l.map((e) => ({ de: e.de, en: `EN ${e.de}` }))])) : null, "de");

const house = { preset: "house" };
const setting = (size: 4 | 5, records: Record<string, unknown>[] = []) => ({ size, rules: house, gamesPlanned: 8, firstDealer: 0, records });
const normal = (re: number[], reAugen = "130"): GameDraft => ({ ...emptyGame(), re, reAugen });

describe("the Doppelkopf game model", () => {
  it("maps Re's positions to the active players' seats; at five the dealer is no seat", () => {
    // Dealer at position 1 sits out: the active positions 0, 2, 3, 4 are seats 0..3, the engine's dealer is seat 0.
    expect(gameRecord(normal([2, 4]), 1, 5)).toMatchObject({ dealer: 0, summary: { type: "normal", re: [1, 3], reAugen: 130 } });
    expect(gameRecord(normal([0, 2]), 3, 4)).toMatchObject({ dealer: 3, summary: { re: [0, 2] } });
  });

  it("announcements: 'ansage' is the party's own word, the Absagen keep theirs", () => {
    const d = { ...normal([0, 2]), announcements: { re: "ansage", kontra: "k90" } } as GameDraft;
    expect(gameRecord(d, 0, 4)).toMatchObject({ summary: { announcements: { re: "re", kontra: "k90" } } });
  });

  it("a valid game is scored by position; what is missing is named, not reported as an engine error", () => {
    const ok = checkGame(setting(5), 0, normal([1, 3]));
    expect(ok).toMatchObject({ ok: true, missing: [], score: [0, 1, -1, 1, -1] });
    const empty = checkGame(setting(4), 0, emptyGame());
    expect(empty.ok).toBe(false);
    expect(empty.missing).toEqual(["zwei Re-Spieler", "Augen von Re"]);
    expect(empty.errors).toEqual({});
  });

  it("the engine's refusal lands on its field, in German", () => {
    const tooMany = checkGame(setting(4), 0, normal([0, 2], "241"));
    expect(tooMany.ok).toBe(false);
    expect(Object.keys(tooMany.errors)).toEqual(["augen"]);
  });

  it("a solo has one Re player, a Hochzeit with a partner two, one played alone one", () => {
    expect(reCount({ ...emptyGame(), type: "damen-solo" })).toBe(1);
    expect(reCount({ ...emptyGame(), type: "hochzeit", klaerungsstich: 2 })).toBe(2);
    expect(reCount({ ...emptyGame(), type: "hochzeit", klaerungsstich: null })).toBe(1);
  });

  describe("correcting a stored game", () => {
    // DDV, five games at four: a normal game, then the four Pflichtsoli as Vorführungen.
    const ddv = { preset: "ddv" };
    const solo = (position: number): GameDraft => ({ ...emptyGame(), type: "damen-solo", re: [position], reAugen: "130" });
    const games: [GameDraft, number][] = [
      [normal([0, 2]), 0],
      [solo(2), 1],
      [solo(3), 2],
      [solo(0), 3],
      [solo(1), 0],
    ];
    const records = games.map(([d, dealer]) => gameRecord(d, dealer, 4));
    const table = { size: 4 as const, rules: ddv, gamesPlanned: 5, firstDealer: 0, records };

    it("reads a stored game back into the form, positions and all, keeping the fields the form does not edit", () => {
      const d = { ...normal([2, 4], "151"), announcements: { re: "ansage", kontra: "k90" }, special: [{ kind: "karlchen", party: "re" }] } as GameDraft;
      const stored = gameRecord(d, 1, 5);
      expect(draftFromRecord(stored, 1, 5)).toEqual(d);
      const withSchweinchen = { ...stored, summary: { ...(stored.summary as object), schweinchen: true } };
      const back = draftFromRecord(withSchweinchen, 1, 5)!;
      expect(back.kept).toEqual({ schweinchen: true });
      expect(gameRecord(back, 1, 5)).toEqual(withSchweinchen);
      expect(draftFromRecord({ game: "doppelkopf", players: 4, dealer: 0, play: [] }, 0, 4)).toBeNull();
    });

    it("checks the corrected game with the later games replayed after it", () => {
      const fixed = checkGame(table, 0, normal([0, 1]), 0);
      expect(fixed).toMatchObject({ ok: true, score: [1, 1, -1, -1], errors: {} });
      // Game 1 as position 2's Pflichtsolo: the same dealer would deal game 2 again, but position 2 dealt it.
      const broken = checkGame(table, 0, solo(1), 0);
      expect(broken.ok).toBe(false);
      expect(broken.errors).toEqual({ general: ["Danach passt Spiel 2 nicht mehr: Spiel 2 gibt Position 1."] });
      // Its own mistakes land on its own fields.
      expect(Object.keys(checkGame(table, 0, normal([0, 1], "241"), 0).errors)).toEqual(["augen"]);
    });

    it("maps the server's refusal to the form's fields", () => {
      expect(
        serverGameErrors({
          "record.summary.reAugen": [{ de: "Re-Augen: ganze Zahl 0..240." }],
          record: [{ de: "Spiel 2: Spiel 2 gibt Position 1." }],
          "record.dealer": [{ de: "Spiel 1 gibt Position 1." }],
          reason: [{ de: "Bitte eine Begründung angeben." }],
          version: [{ de: "Jemand hat diesen Eintrag inzwischen geändert." }],
        }),
      ).toEqual({
        augen: ["Re-Augen: ganze Zahl 0..240."],
        general: ["Spiel 2: Spiel 2 gibt Position 1.", "Spiel 1 gibt Position 1.", "Jemand hat diesen Eintrag inzwischen geändert."],
        reason: ["Bitte eine Begründung angeben."],
      });
      expect(serverGameErrors(null)).toEqual({});
    });
  });

  it("names what is missing and the server's refusal in English for an English reader", () => {
    const s = { size: 4 as const, rules: house, gamesPlanned: 8, firstDealer: 0, records: [] };
    expect(checkIn(s, 0, emptyGame(), 0, translator("en"), "en").missing).toEqual(["two Re players", "Re's card points"]);
    expect(serverIn({ reason: [{ de: "Bitte eine Begründung angeben.", en: "Please give a reason." }] }, "en")).toEqual({ reason: ["Please give a reason."] });
  });
});
