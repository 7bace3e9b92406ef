import { describe, expect, it } from "vitest";
import { z } from "zod";
import { gameIds, gameOf, klammern } from ".";

describe("the seam per game", () => {
  it("finds each game by its stored id and refuses one it does not know", () => {
    for (const id of gameIds) expect(gameOf(id).id).toBe(id);
    expect(() => gameOf("skat")).toThrow(/Unknown game/);
  });

  it("Klammern: a pair of two at tables of four, seats Nord, Ost, Süd, West", () => {
    expect(klammern.entrant.players).toBe(2);
    expect(klammern.tableSizes).toEqual([4]);
    expect(klammern.seatLabels(4).map((w) => w.de)).toEqual(["Nord", "Ost", "Süd", "West"]);
  });

  it("Klammern: the format's defaults are the documented ones, and a bad value names its field", () => {
    const format = z.object(klammern.formatShape);
    expect(format.parse({})).toEqual({
      matchFormat: { kind: "deals", deals: 16 },
      scheduleType: "swiss",
      matchPoints: { win: 2, draw: 1, loss: 0 },
      byeScore: expect.objectContaining({ matchPoints: 2 }),
      tiebreaks: expect.any(Array),
    });
    const bad = format.safeParse({ matchFormat: { kind: "deals", deals: 0 } });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(["matchFormat", "deals"]);
    expect(bad.error!.issues[0]!.message).toContain("Die Zahl der Spiele muss mindestens 1 sein.");
  });

  it("Klammern: the engine checks the rules; every option is spelled out, an unknown one is refused", () => {
    const ok = klammern.parseRules({}, "rules");
    expect(ok.ok && Object.keys(ok.value).length).toBeGreaterThan(3);
    const bad = klammern.parseRules({ nonsense: true }, "rules");
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors[0]!.message).toMatch(/nonsense/);
  });
});
