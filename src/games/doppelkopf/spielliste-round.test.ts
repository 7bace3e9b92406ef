// A whole DDV round at one table, as the Spielliste replays it: 24 games at four and 30 at five (TSR 10.1), with
// normal games, Lustsoli, Pflichtsoli that keep the deal (4.2.5), the Vorführungen once the missing Pflichtsoli fill
// the games left (4.2.3), and time up at a random game (8.5.1, 8.6). Seeded random rounds; the checks are the ones a
// referee makes on the paper list.
import { describe, expect, it } from "vitest";
import { createRng, type Rng } from "@/engine";
import { dueVorfuehrung, replaySpielliste, type TableSize } from "./spielliste";

const none = { re: "none", kontra: "none" };
const game = (dealer: number, type: string, re: number[], reAugen: number) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type, re, announcements: none, reAugen, tricksless: null, special: [] },
});

/** Plays a round with random games (a solo now and then; the Vorführung whenever due) and returns its list. */
function playRound(size: TableSize, gamesPlanned: number, rng: Rng, struckAt: number | null = null) {
  const records: Record<string, unknown>[] = [];
  const list = () => replaySpielliste({ size, rules: { preset: "ddv" }, records, gamesPlanned, struckAfter: struckAt !== null && records.length >= struckAt ? struckAt : null });
  for (;;) {
    const now = list();
    expect(now.error).toBeNull();
    const next = now.next;
    if (!next) return { records, list: now };
    const due = dueVorfuehrung(now);
    // After time only a Vorführung may follow; when none can (at five only the dealer, without cards, lacks his
    // Pflichtsolo) the organizer closes the table.
    if (struckAt !== null && records.length >= struckAt && due === null) return { records, list: now };
    const augen = 90 + Math.floor(rng.next() * 80);
    if (due !== null) records.push(game(next.engineDealer, "damen-solo", [next.active.indexOf(due)], augen));
    else if (rng.next() < 0.2) records.push(game(next.engineDealer, "buben-solo", [Math.floor(rng.next() * 4)], augen));
    else {
      const partner = 1 + Math.floor(rng.next() * 3);
      records.push(game(next.engineDealer, "normal", [0, partner], augen));
    }
  }
}

describe("a whole round at one table (ddv)", () => {
  for (const [size, planned] of [
    [4, 24],
    [5, 30],
  ] as const)
    it(`at ${size}: ${planned} games, every Pflichtsolo played, the dealer kept after a Pflichtsolo, the checks hold`, () => {
      for (let seed = 1; seed <= 100; seed++) {
        const { list } = playRound(size, planned, createRng(seed));
        expect(list.games).toHaveLength(planned);
        // At five the Vorführung starts early enough that no one lacking his Pflichtsolo is left dealing (and sitting
        // out) the last games.
        const lacking = list.pflichtsolo!.flatMap((d, p) => (d ? [] : [p]));
        expect(lacking).toEqual([]);
        // Each row sums to zero; the totals are the rows' sums; at four they share one parity (TSR 7.3.3).
        expect(list.checks.zeroSum).toBe(true);
        expect(list.totals).toEqual(list.games.reduce((t, g) => t.map((x, p) => x + g.score[p]!), new Array(size).fill(0)));
        if (size === 4) expect(list.checks.parity).toBe(true);
        for (const [i, g] of list.games.entries()) {
          // At five the dealer sits out with 0.
          if (size === 5) expect([g.sitsOut, g.score[g.dealer]]).toEqual([g.dealer, 0]);
          const after = list.games[i + 1];
          if (after) expect(after.dealer).toBe(g.pflichtsolo && !g.vorgefuehrt ? g.dealer : (g.dealer + 1) % size);
        }
        // At most one Pflichtsolo per player.
        const pflicht = list.games.filter((g) => g.pflichtsolo).map((g) => g.soloist);
        expect(new Set(pflicht).size).toBe(pflicht.length);
        expect(pflicht.length + lacking.length).toBe(size);
      }
    });

  for (const size of [4, 5] as const)
    it(`at ${size}: time up at any game strikes the rest, and only the missing Pflichtsoli follow, each vorgeführt`, () => {
      for (let seed = 1; seed <= 40; seed++) {
        const rng = createRng(1000 + seed);
        const struckAt = 1 + rng.int(20);
        const { list } = playRound(size, size === 4 ? 24 : 30, rng, struckAt);
        const before = list.games.slice(0, struckAt);
        const missingAtStrike = size - before.filter((g) => g.pflichtsolo).length;
        const after = list.games.slice(struckAt);
        expect(after.every((g) => g.pflichtsolo && g.vorgefuehrt)).toBe(true);
        const lacking = list.pflichtsolo!.filter((d) => !d).length;
        expect(after.length).toBe(missingAtStrike - lacking);
        // Everyone has played his Pflichtsolo, unless at five the dealer sitting out is the only one still lacking.
        if (size === 4) expect(lacking).toBe(0);
        else expect(lacking).toBeLessThanOrEqual(1);
        expect(list.checks.zeroSum).toBe(true);
      }
    });
});
