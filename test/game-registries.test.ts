// The registries keyed by game id, UI and server side, run for every game this build knows (the start of the game
// seam's contract test): each has its entry, and a stored id the build does not know is an internal error, never
// quietly read as Klammern.
import { describe, expect, it } from "vitest";
import { asGameId, gameIds, gameOf, isGameId } from "@/games";
import { messages } from "@/i18n/messages";
import { gameViews } from "@/components/games";
import { publicViews } from "@/components/games/public-views";
import { sheetViews } from "@/components/games/sheet-views";
import { tableEntryOf } from "@/components/games/table-entries";
import { serverGame } from "@/server/games";

const names = ["Anna", "Bernd", "Carla", "Dieter"];
const table = { names, name: (p: number) => names[p]!, byName: (v: number[]) => v.map((x, p) => `${names[p]} ${x}`).join(", ") };

describe("the registries per game", () => {
  it("knows the games by their own ids only", () => {
    expect(gameIds.length).toBeGreaterThan(1);
    for (const id of gameIds) expect(isGameId(id) && asGameId(id)).toBe(id);
    for (const id of ["skat", "toString", "__proto__", ""]) {
      expect(isGameId(id)).toBe(false);
      expect(() => asGameId(id)).toThrow(`Unknown game: ${id}`);
    }
  });

  it("has every entry of the UI registries for every game", () => {
    for (const id of gameIds) {
      const settings = gameViews(id).settings;
      expect(Object.keys(messages.de.tournaments.settingsViews)).toContain(gameViews(id).words.entrants.split(".")[1]);
      expect(settings.Summary).toBeTypeOf("function");
      expect(settings.Editor).toBeTypeOf("function");
      const views = publicViews(id);
      expect(Object.keys(messages.de.public.kind)).toContain(views.kind.split(".")[1]);
      for (const view of [views.Standings, views.RoundTables, views.SeatingList, views.ScoreSheet]) expect(view).toBeTypeOf("function");
      expect(views.standingsRows).toBeTypeOf("function");
      // A scored game reads as a sentence of its own words in the audit trail.
      const row = gameViews(id).audit("de").row(table, { number: null, record: null, score: [2, -2, 2, -2] });
      expect(row).toMatch(/Anna/);
      // The tablet's entry and the game sheet's views (each a registry of its own, for the pages' bundles).
      expect(tableEntryOf(id).Entry).toBeTypeOf("function");
      expect(sheetViews(id)).toBeTypeOf("object");
    }
  });

  it("has every entry of the server registries for every game", () => {
    for (const id of gameIds) {
      const { seating, captainTable } = serverGame(id);
      expect(captainTable).toBeTypeOf("function");
      expect(seating.seat).toBeTypeOf("function");
      expect(seating.swap).toBeTypeOf("function");
      expect(seating.readsStandings).toBeTypeOf("function");
      const scoring = gameOf(id).scoring;
      for (const f of [scoring.normalize, scoring.evaluate, scoring.auditPoints]) expect(f).toBeTypeOf("function");
    }
  });

  it("refuses a game id it does not know in every registry instead of reading it as Klammern", () => {
    for (const lookup of [gameViews, sheetViews, tableEntryOf, serverGame, gameOf]) {
      expect(() => lookup("skat")).toThrow("Unknown game: skat");
    }
  });
});
