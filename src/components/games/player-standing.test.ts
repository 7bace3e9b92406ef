// The player page's line about the place: before any round closed there is no place after a round to name (it said
// "Platz 1 · 0 Punkte nach Runde 0").
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderIn } from "../../../test/render-in";
import { SinglePlayerView } from "./doppelkopf/public/player-view";
import { PairPlayerView } from "./klammern/public/pair-view";

const pair = { id: "p1", number: 1, name: null, players: [{ name: "Anna" }, { name: "Bernd" }] };

function doppelkopf(throughRound: number) {
  const table = { table: 1, matchId: "m1", seats: [1, 2, 3, 4], points: [12, -12, 0, 0], deals: 3, status: "open" };
  const snapshot = {
    tournament: { status: "running" },
    pairs: [1, 2, 3, 4].map((n) => ({ id: `e${n}`, number: n, name: null, players: [{ name: `Spieler${n}` }] })),
    rounds: [{ number: 1, status: throughRound ? "closed" : "published", tables: [table] }],
    standings: { throughRound, players: { rows: [{ number: 1, rank: 1, total: 12, rounds: [] }] } },
  };
  return createElement(SinglePlayerView, { snapshot: snapshot as never, number: 1, games: [] });
}

function klammern(throughRound: number) {
  const view = { pair, standing: { rank: 1, matchPoints: 0, pointsFor: 0 }, next: null, matches: [] };
  return createElement(PairPlayerView, { snapshot: { tournament: { status: "running" }, standings: { throughRound } } as never, view: view as never, games: [] });
}

describe("the player page's place", () => {
  it.each([
    ["Doppelkopf", doppelkopf],
    ["Klammern", klammern],
  ] as const)("%s: says that no round is closed yet instead of a place after round 0", (_, view) => {
    const de = renderIn(view(0));
    expect(de).toContain("Noch keine Runde abgeschlossen");
    expect(de).not.toContain("nach Runde 0");
    const en = renderIn(view(0), "en");
    expect(en).toContain("No round closed yet");
    expect(en).not.toContain("after round 0");
    expect(renderIn(view(1))).toMatch(/Platz 1 · .*nach Runde 1/);
  });
});
