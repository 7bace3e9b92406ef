// The game sheet's views per game, run for every game this build knows: each game has its name, its choices for a
// new sheet, its forms for the next deal (a summary and card by card) and for a correction, and its words for the
// scores, a deal and the statistics of its own counts (the server's sheet.playerStats); an unknown id is an error.
import { createTranslator } from "next-intl";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { randomKlammernRecord } from "@/engine";
import { gameIds, gameOf, type GameId } from "@/games";
import { messages } from "@/i18n/messages";
import { renderIn } from "../../../test/render-in";
import type { SheetsT, SheetView } from "../sheets/sheet-view";
import { sheetViews } from "./sheet-views";

const t = createTranslator({ locale: "de", messages: messages.de, namespace: "sheets", onError: (e) => { throw e; } }) as unknown as SheetsT;
const names = ["Anna", "Bernd", "Carla", "Dieter", "Emil"];

/** A first deal of each game, dealt by player 1 (tests may name the games). */
const FIRST_DEAL: Record<GameId, (players: number) => Record<string, unknown>> = {
  klammern: (players) => randomKlammernRecord(7, { players: players as 2 | 3 | 4, dealer: 0 }) as unknown as Record<string, unknown>,
  doppelkopf: (players) => ({
    game: "doppelkopf",
    players: 4,
    dealer: players === 5 ? 3 : 0,
    summary: { type: "normal", re: [0, 2], announcements: { re: "none", kontra: "none" }, reAugen: 130, tricksless: null, special: [] },
  }),
};

function sheetOf(game: GameId, players: number): SheetView {
  const sheet = gameOf(game).sheet;
  const rules = gameOf(game).parseRules({}, "rules");
  const end = sheet.defaultEnd(players);
  return {
    id: "00000000-0000-4000-8000-000000000001",
    game,
    title: "Test",
    players: names.slice(0, players).map((name) => ({ name, member: false })),
    rules: rules.ok ? { ...rules.value } : {},
    firstDealer: 0,
    target: end.target,
    games: end.games,
    status: "open",
    version: 1,
    createdAt: new Date(0),
    finishedAt: null,
    deals: [],
    totals: new Array(players).fill(0),
    nextDealer: 0,
    over: false,
    winners: null,
    shareToken: null,
    onDevice: false,
    canWrite: true,
    canCorrect: true,
  } as SheetView;
}

describe("the game sheet's views per game", () => {
  it("has every entry for every game, for every player count the game's sheet allows", () => {
    for (const id of gameIds) {
      const views = sheetViews(id);
      const sheet = gameOf(id).sheet;
      expect(t(views.name)).toBe(messages.de.sheets.games[id]);
      expect(sheet.playerCounts).toContain(views.newSheet.players);
      for (const players of sheet.playerCounts) {
        const view = sheetOf(id, players);
        const seating = views.newSheet.seating(players, t);
        expect(seating === null || seating.length > 0).toBe(true);
        const options = renderIn(createElement(views.newSheet.Options, { active: true, players, onChange: () => {}, fieldError: () => null }));
        expect(options).toContain("radio");

        const first = FIRST_DEAL[id](players);
        const replay = sheet.replay({ players, rules: view.rules, firstDealer: 0, target: view.target, games: view.games }, [first]);
        expect(replay.errors).toEqual([]);
        const entry = { view, number: 2, dealer: replay.nextDealer!, names: names.slice(0, players), onSave: () => {} };
        expect(renderIn(createElement(views.NextDeal, { ...entry, records: [first] }))).toContain("Spiel 2");
        expect(renderIn(createElement(views.FullEntry, { ...entry, round: replay.nextRound ?? {} }))).toContain("Anna");
        const correction = renderIn(createElement(views.CorrectDeal, { ...entry, number: 1, dealer: 0, records: [first], detail: replay.deals[0]!.detail }));
        expect(correction).toMatch(/Spiel 1 korrigieren|Korrektur von Spiel 1/);

        expect(views.heading(view, t)).not.toBe("");
        for (const p of [0, players - 1]) {
          const toGo = views.toGo(view, replay.totals, p, t);
          expect(toGo === null || toGo.length > 0).toBe(true);
        }
        expect(views.deals(players, t)).toMatch(/gibt/);
        expect(views.explain(t, "de", replay.deals[0]!.detail, names, replay.deals[0]!.seats)).toMatch(/\w/);
        expect(views.explain(t, "de", null, names, replay.deals[0]!.seats)).toBe("");
        expect(views.stats(sheet.playerStats(replay, 0), t)).toMatch(/\w/);
      }
      expect(views.points(0)).toBe("0");
      expect(views.points(12)).toMatch(/12$/);
    }
  });

  it("refuses a game id it does not know instead of reading it as another game", () => {
    expect(() => sheetViews("skat")).toThrow("Unknown game: skat");
  });
});
