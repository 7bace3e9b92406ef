import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderIn } from "../../../../test/render-in";
import { PlayerStandingsTable } from "./player-standings-table";

const row = (name: string, rank: number | null, placeRule: string | null, total: number) => ({
  player: { id: name, number: 1, name, status: "active" },
  rank,
  placeRule,
  complete: rank !== null,
  roundWins: 0,
  total,
  placementPoints: 0,
  roundsPlayed: 1,
  average: total,
  bestRound: total,
  rounds: [],
});

const data = (tiebreaks: string[]) =>
  ({
    rankingMode: "total",
    playerTiebreaks: tiebreaks,
    rankOnlyComplete: true,
    throughRound: 1,
    closedRounds: [1],
    liveRound: null,
    rows: [row("Anna", 1, "bestRound", 9), row("Bernd", 2, "bestRound", 9), row("Clara", 3, null, 4), row("Dora", 4, "shared", 2), row("Emil", 4, "shared", 2), row("Fritz", null, null, 7)],
  }) as never;

describe("the office's standings of single players", () => {
  it("shows the shared place, the rule that decided a place, and a player without one", () => {
    const html = renderIn(createElement(PlayerStandingsTable, { data: data(["bestRound"]) }));
    expect(html.match(/Stechen: beste Runde/g)).toHaveLength(2);
    expect(html.match(/>4\.</g)).toHaveLength(2);
    expect(html.match(/gleichauf/g)).toHaveLength(2);
    expect(html).toContain("ohne Platz");
    expect(html).toContain("Bei Gleichstand entscheidet: beste Runde.");
    expect(html).toContain("Einen Platz bekommt nur, wer jede Runde gespielt hat.");
    const en = renderIn(createElement(PlayerStandingsTable, { data: data([]) }), "en");
    expect(en).toContain("tied");
    expect(en).toContain("Equal rows share the place.");
  });
});
