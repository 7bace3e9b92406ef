// Game sheets of Klammern (issue 13): a 301 game of two and a 501 game of three played to the end from seeded random
// deals, each dealt by whoever the sheet says deals next; four as two pairs; a first deal by the wrong player.
import { describe, expect, it } from "vitest";
import { randomKlammernRecord } from "@/engine";
import { klammernSheet, sheetSides } from "./sheet";

const rules = {};

function playToTheEnd(players: 2 | 3 | 4, target: number, seed: number) {
  const setting = { players, rules, firstDealer: 0, target, games: null };
  const records: Record<string, unknown>[] = [];
  let now = klammernSheet.replay(setting, records);
  while (!now.over) {
    expect(now.errors).toEqual([]);
    records.push(randomKlammernRecord(seed++, { players, dealer: now.nextDealer! }) as unknown as Record<string, unknown>);
    now = klammernSheet.replay(setting, records);
    expect(records.length).toBeLessThan(200);
  }
  return { records, now };
}

describe("Klammern game sheets", () => {
  for (const [players, target] of [
    [2, 301],
    [3, 501],
  ] as const)
    it(`${players} players to ${target}: played to the end, the winner reached the target with the highest total`, () => {
      for (const start of [1, 1000, 5000]) {
        const { records, now } = playToTheEnd(players, target, start);
        expect(now.deals).toHaveLength(records.length);
        // The totals are the deals' credited points, player by player.
        expect(now.totals).toEqual(now.deals.reduce((t, d) => t.map((x, p) => x + d.score[p]!), new Array(players).fill(0)));
        const [winner] = now.winners!;
        expect(now.totals[winner!]).toBeGreaterThanOrEqual(target);
        expect(now.totals.filter((t) => t >= now.totals[winner!]!)).toHaveLength(1);
        expect(now.nextDealer).toBeNull();
        // Each deal was dealt by the next player round the table.
        records.forEach((r, i) => expect(r.dealer).toBe(i % players));
      }
    });

  it("three players: the random deals include seven exchanges and Besser bids, as a real evening does", () => {
    const { records } = playToTheEnd(3, 501, 77);
    const events = records.flatMap((r) => (r as { play: { events: Record<string, unknown>[] } }).play.events);
    expect(events.some((e) => e.exchange !== undefined)).toBe(true);
    expect(events.some((e) => e.bid === "besser" || e.bid === "klein")).toBe(true);
  });

  it("four players are two pairs opposite: partners share their side's total", () => {
    expect(sheetSides(4)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    const { now } = playToTheEnd(4, 701, 9);
    expect([now.totals[0], now.totals[1]]).toEqual([now.totals[2], now.totals[3]]);
    expect(now.winners).toHaveLength(2);
  });

  it("counts each player's deals declared and made, exports each deal with its number and the rules, never ends open", () => {
    const { records, now } = playToTheEnd(3, 501, 21);
    const stats = [0, 1, 2].map((p) => klammernSheet.playerStats(now, p));
    const played = now.deals.map((d) => d.detail as { declarer: number | null; outcome: string }).filter((d) => d.outcome !== "void");
    expect(stats.map((s) => s.declared)).toEqual([0, 1, 2].map((p) => played.filter((d) => d.declarer === p).length));
    expect(stats.map((s) => s.made)).toEqual([0, 1, 2].map((p) => played.filter((d) => d.declarer === p && d.outcome === "made").length));
    expect(stats.reduce((n, s) => n + s.declared!, 0)).toBe(played.length);
    expect(klammernSheet.exportRecord({ number: 2, record: records[1]! }, { target: 501 })).toEqual({ ...records[1], rules: { target: 501 }, deal: 2 });
    expect(now.deals.map((d) => klammernSheet.dealKind(d.detail))).toEqual(now.deals.map((d) => (d.detail as { outcome: string }).outcome));
    expect(klammernSheet.dealKind(null)).toBe("");
    expect(klammernSheet.openEnded({ players: 3, rules, firstDealer: 0, target: 501, games: null })).toBe(false);
  });

  it("the first deal must be dealt by the sheet's first dealer", () => {
    const now = klammernSheet.replay({ players: 2, rules, firstDealer: 1, target: 301, games: null }, [randomKlammernRecord(3, { players: 2, dealer: 0 }) as unknown as Record<string, unknown>]);
    expect(now.errors[0]).toMatchObject({ code: "MATCH_DEALER_NOT_NEXT", path: "deals[0].dealer" });
  });
});
