import { describe, expect, it } from "vitest";
import { checkGame, emptyGame, gameRecord, reCount, type GameDraft } from "./game-draft";

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
});
