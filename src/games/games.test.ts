import { describe, expect, it } from "vitest";
import { z } from "zod";
import { doppelkopf, gameIds, gameOf, klammern } from ".";

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

describe("Doppelkopf behind the seam", () => {
  it("one player per entrant at tables of four and five, positions 1 to 5", () => {
    expect(doppelkopf.entrant.players).toBe(1);
    expect(doppelkopf.tableSizes).toEqual([4, 5]);
    expect(doppelkopf.seatLabels(5).map((w) => w.de)).toEqual(["Position 1", "Position 2", "Position 3", "Position 4", "Position 5"]);
  });

  it("a table's entry is kept by the list keeper and confirmed by another player, not a captain and opponents", () => {
    expect(doppelkopf.tableRoles.keeper).toEqual({ de: "Listenführer", en: "List keeper" });
    expect(doppelkopf.tableRoles.confirmer.de).not.toMatch(/Kapitän|Gegenpaar/);
    expect(klammern.tableRoles).toMatchObject({ keeper: { de: "Kapitän", en: "Captain" }, confirmer: { de: "Gegenpaar", en: "Opponents" } });
    // A wrong confirmation code is refused in the confirmer's words.
    expect(klammern.tableRoles.wrongCode.de).toMatch(/Gegenpaar/);
    expect(doppelkopf.tableRoles.wrongCode.de).not.toMatch(/Gegenpaar/);
  });

  it("the format defaults to the DDV's 24 games and 100 minutes at four, 30 and 125 at five, a new draw, total points", () => {
    const format = z.object(doppelkopf.formatShape);
    expect(format.parse({})).toEqual({
      gamesPerTable: { four: 24, five: 30 },
      minutesPerRound: { four: 100, five: 125 },
      seatingMode: "draw",
      rankingMode: "total",
      playerTiebreaks: [],
      rankOnlyComplete: false,
    });
    expect(format.parse({ gamesPerTable: { four: 12, five: 15 } }).gamesPerTable).toEqual({ four: 12, five: 15 });
    const bad = format.safeParse({ seatingMode: "lottery" });
    expect(bad.error!.issues[0]!.path).toEqual(["seatingMode"]);
    expect(bad.error!.issues[0]!.message).toContain("Die Sitzordnung");
  });

  it("the engine checks the rules: a preset spelled out, an unknown option refused with its path", () => {
    const ddv = doppelkopf.parseRules({ preset: "ddv" }, "rules");
    expect(ddv.ok && ddv.value.preset).toBe("ddv");
    expect(ddv.ok && ddv.value.deck).toBe(48); // the DDV plays with the nines
    const bad = doppelkopf.parseRules({ jokers: 2 }, "rules");
    expect(!bad.ok && bad.errors[0]!.message).toContain("Unbekannte Regeloption");
  });
});
