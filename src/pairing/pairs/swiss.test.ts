import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng, shuffle } from "@/engine";
import { minimumRematches } from "./brute-force";
import { isEligible } from "./entrants";
import { simulateResults } from "./simulate";
import { computeStandings } from "../standings/standings";
import { pairSwissRound, preferenceAt, type SwissMethod } from "./swiss";
import type { Entrant, MatchRecord, Pairing } from "../types";

const field = (n: number): Entrant[] => Array.from({ length: n }, (_, i) => ({ id: `e${i + 1}`, label: String(i + 1) }));

function metSet(results: readonly MatchRecord[], before: number): Set<string> {
  const s = new Set<string>();
  for (const r of results) if (r.kind !== "bye" && r.round < before) s.add([r.home, r.away].sort().join("|"));
  return s;
}
const key = (a: string, b: string) => [a, b].sort().join("|");
const rematchCount = (p: Pairing, met: Set<string>) => p.tables.filter((t) => met.has(key(t.home, t.away))).length;

/** Random history: `rounds` rounds of random (not Swiss) pairings among random subsets, rematches allowed. */
function randomHistory(entrants: Entrant[], rounds: number, seed: number): MatchRecord[] {
  const rng = createRng(seed);
  const out: MatchRecord[] = [];
  for (let r = 1; r <= rounds; r++) {
    const playing = shuffle(entrants, rng).filter(() => rng.next() < 0.9);
    for (let k = 0; k + 1 < playing.length; k += 2)
      out.push({ kind: "played", round: r, home: (playing[k] as Entrant).id, away: (playing[k + 1] as Entrant).id, homePoints: rng.int(5), awayPoints: rng.int(5) });
    if (playing.length % 2 === 1) out.push({ kind: "bye", round: r, entrant: (playing[playing.length - 1] as Entrant).id });
  }
  return out;
}

function expectValidRound(p: Pairing, entrants: Entrant[], round: number) {
  const eligible = entrants.filter((e) => isEligible(e, round)).map((e) => e.id);
  const seen = p.tables.flatMap((t) => [t.home, t.away]).concat(p.bye ? [p.bye] : []);
  expect(seen.slice().sort()).toEqual(eligible.slice().sort()); // everybody eligible exactly once, nobody else
  expect(p.bye !== null).toBe(eligible.length % 2 === 1);
  expect(p.tables.map((t) => t.table)).toEqual(p.tables.map((_, i) => i + 1));
  for (const t of p.tables) expect(p.explanations.some((e) => (e.code === "paired" || e.code === "floatedDown") && e.table === t.table)).toBe(true);
  if (p.bye) expect(p.explanations.some((e) => e.code === "bye" && e.entrants[0] === p.bye)).toBe(true);
}

describe("Swiss pairing: examples", () => {
  // Eight entrants A..H, all on 1 MP after a round of adjusted draws, with distinct differences +80 .. -80.
  const eight: Entrant[] = "ABCDEFGH".split("").map((id) => ({ id }));
  const drawn = (home: string, away: string, margin: number): MatchRecord => ({
    kind: "adjusted", round: 1, home, away, homePoints: 100 + margin, awayPoints: 100 - margin, homeOutcome: "draw", awayOutcome: "draw",
  });
  const r1 = [drawn("A", "H", 40), drawn("B", "G", 30), drawn("C", "F", 20), drawn("D", "E", 10)];
  const pairsOf = (p: Pairing) => p.tables.map((t) => [t.home, t.away].sort().join(""));

  it.each<[SwissMethod, string[]]>([
    ["adjacent", ["AB", "CD", "EF", "GH"]],
    ["fold", ["AE", "BF", "CG", "DH"]],
  ])("%s pairs one score group as expected", (method, expected) => {
    const p = pairSwissRound({ round: 2, seed: 1, entrants: eight, results: r1, options: { method } });
    expect(pairsOf(p)).toEqual(expected);
    expect(p.warnings).toEqual([]);
  });

  it("avoids a rematch for the whole round, not greedily", () => {
    // A and B (byes, 2 MP) head the order, C and D (drew, 1 MP) follow. Greedy A-B would leave the rematch C-D.
    const results: MatchRecord[] = [
      { kind: "bye", round: 1, entrant: "A" },
      { kind: "bye", round: 1, entrant: "B" },
      { kind: "played", round: 1, home: "C", away: "D", homePoints: 5, awayPoints: 5 },
    ];
    const four = "ABCD".split("").map((id) => ({ id }));
    const p = pairSwissRound({ round: 2, seed: 5, entrants: four, results });
    expect(pairsOf(p)).not.toContain("AB");
    expect(pairsOf(p)).not.toContain("CD");
    expect(p.warnings).toEqual([]);
    const note = p.explanations.find((e) => e.code === "rematchAvoided");
    expect(note?.de).toMatch(/^Tisch 1: Paar [AB] spielt nicht gegen Paar [AB] \(sonst bliebe für andere nur eine Wiederholungspaarung\), sondern gegen Paar C\.$/);
    expect(p.explanations.find((e) => e.code === "floatedDown")?.en).toMatch(/floated down from score group 2 MP to 1 MP .*: to avoid a rematch\.$/);
  });

  it("gives the bye to the lowest-ranked pair without one and explains it in German and English", () => {
    const five = "ABCDE".split("").map((id) => ({ id }));
    const results: MatchRecord[] = [
      { kind: "played", round: 1, home: "A", away: "B", homePoints: 10, awayPoints: 0 },
      { kind: "played", round: 1, home: "C", away: "D", homePoints: 10, awayPoints: 5 },
      { kind: "bye", round: 1, entrant: "E" },
    ];
    // Ranking after round 1: E 2 MP (bye, diff 0), then A (+10), C (+5) ... E is 2 MP but diff 0: A, C, E, D, B.
    const p = pairSwissRound({ round: 2, seed: 9, entrants: five, results });
    expect(p.bye).toBe("B");
    const note = p.explanations.find((e) => e.code === "bye");
    expect(note?.de).toBe("Paar B (Rang 5, 0 MP) erhält das Freilos: niedrigster Rang ohne bisheriges Freilos.");
    expect(note?.en).toBe("Pair B (rank 5, 0 MP) gets the bye: lowest-ranked pair without a previous bye.");
    expect(pairsOf(p)).toEqual(["AC", "DE"]);
    expect(p.explanations.find((e) => e.code === "floatedDown")?.en).toContain("floated down from score group 2 MP to 0 MP");
  });

  it("repeats a bye only when that avoids a rematch, and says so", () => {
    const five = "ABCDE".split("").map((id) => ({ id }));
    const played = (round: number, home: string, away: string): MatchRecord => ({ kind: "played", round, home, away, homePoints: 1, awayPoints: 0 });
    const results: MatchRecord[] = [
      played(1, "A", "B"), played(2, "A", "C"), played(3, "A", "D"),
      ...["A", "B", "C", "D"].map((entrant, k): MatchRecord => ({ kind: "bye", round: k + 1, entrant })),
    ];
    // A bye for E (the only one without) would leave A with only former opponents.
    const p = pairSwissRound({ round: 5, seed: 2, entrants: five, results });
    expect(["B", "C", "D"]).toContain(p.bye);
    expect(p.warnings.map((w) => w.code)).toEqual(["repeatBye"]);
    expect(p.explanations.find((e) => e.code === "bye")?.de).toMatch(/erhält erneut ein Freilos: nur so kommt die Runde ohne Wiederholungspaarung aus\.$/);
    expect(pairsOf(p)).toContain("AE");
  });

  it("forces the fewest rematches when none can be avoided and warns", () => {
    const three = "ABC".split("").map((id) => ({ id }));
    const results: MatchRecord[] = [
      { kind: "played", round: 1, home: "A", away: "B", homePoints: 3, awayPoints: 1 },
      { kind: "bye", round: 1, entrant: "C" },
      { kind: "played", round: 2, home: "A", away: "C", homePoints: 3, awayPoints: 1 },
      { kind: "bye", round: 2, entrant: "B" },
      { kind: "played", round: 3, home: "B", away: "C", homePoints: 3, awayPoints: 1 },
      { kind: "bye", round: 3, entrant: "A" },
    ];
    const p = pairSwissRound({ round: 4, seed: 2, entrants: three, results });
    expect(p.warnings.map((w) => w.code).sort()).toEqual(["rematch", "repeatBye"]);
    expect(p.explanations.find((e) => e.code === "bye")?.en).toContain("every pair has had one");
    expect(p.warnings.find((w) => w.code === "rematch")?.de).toContain("eine Runde ohne Wiederholungspaarung ist nicht möglich");
  });

  it("excludes withdrawn pairs and includes late entrants from their round", () => {
    const entrants: Entrant[] = [{ id: "A", withdrawnAfterRound: 1 }, { id: "B" }, { id: "C" }, { id: "D", enteredRound: 2 }, { id: "E", enteredRound: 3 }];
    const results: MatchRecord[] = [
      { kind: "played", round: 1, home: "A", away: "B", homePoints: 3, awayPoints: 1 },
      { kind: "bye", round: 1, entrant: "C" },
    ];
    const p = pairSwissRound({ round: 2, seed: 3, entrants, results });
    expectValidRound(p, entrants, 2);
    expect(p.bye).toBe("B"); // C 2 MP (bye), D 0 MP (new), B 0 MP and -2
    expect(p.explanations.filter((e) => e.code === "excluded").map((e) => e.entrants[0])).toEqual(["A", "E"]);
  });

  it("throws on programmer errors", () => {
    expect(() => pairSwissRound({ round: 0, seed: 1, entrants: eight, results: [] })).toThrow(RangeError);
    expect(() => pairSwissRound({ round: 2, seed: 1, entrants: eight, results: [{ kind: "bye", round: 1, entrant: "Z" }] })).toThrow(/unknown entrant/);
  });

  it("preferenceAt follows the fold order within a group", () => {
    expect(Array.from({ length: 7 }, (_, k) => preferenceAt(k, 5, "fold"))).toEqual([2, 3, 4, 1, 5, 6, 7]);
    expect(Array.from({ length: 3 }, (_, k) => preferenceAt(k, 5, "adjacent"))).toEqual([1, 2, 3]);
  });
});

describe("Swiss pairing: properties", () => {
  const smallField = fc.record({
    n: fc.integer({ min: 1, max: 10 }),
    rounds: fc.integer({ min: 0, max: 9 }),
    seed: fc.integer(),
    historySeed: fc.integer(),
    method: fc.constantFrom<SwissMethod>("adjacent", "fold"),
    withdraw: fc.boolean(),
  });

  it("pairs every eligible entrant once and has no more rematches than brute force (n <= 10)", () => {
    fc.assert(
      fc.property(smallField, ({ n, rounds, seed, historySeed, method, withdraw }) => {
        let entrants = field(n);
        const results = randomHistory(entrants, rounds, historySeed);
        if (withdraw && n > 2) entrants = entrants.map((e, i) => (i === 0 ? { ...e, withdrawnAfterRound: rounds } : e));
        const round = rounds + 1;
        const p = pairSwissRound({ round, seed, entrants, results, options: { method } });
        expectValidRound(p, entrants, round);
        const met = metSet(results, round);
        const eligible = entrants.filter((e) => isEligible(e, round)).map((e) => e.id);
        const best = minimumRematches(eligible, (a, b) => met.has(key(a, b)));
        expect(rematchCount(p, met)).toBe(best);
        expect(p.warnings.filter((w) => w.code === "rematch")).toHaveLength(best);
        // The bye goes to an entrant without a previous bye whenever that costs no extra rematch.
        if (p.bye) {
          const hadBye = new Set(results.filter((r) => r.kind === "bye").map((r) => (r as { entrant: string }).entrant));
          const freshOk = eligible.some(
            (c) => !hadBye.has(c) && minimumRematches(eligible.filter((x) => x !== c), (a, b) => met.has(key(a, b))) === best,
          );
          if (freshOk) expect(hadBye.has(p.bye)).toBe(false);
        }
      }),
      { numRuns: 250 },
    );
  });

  it("same seed, same pairing, whatever the order of the entrant list", () => {
    fc.assert(
      fc.property(smallField, fc.integer(), ({ n, rounds, seed, historySeed, method }, perm) => {
        const entrants = field(n);
        const results = randomHistory(entrants, rounds, historySeed);
        const input = { round: rounds + 1, seed, entrants, results, options: { method } };
        const p = pairSwissRound(input);
        expect(pairSwissRound(input)).toEqual(p);
        const reordered = shuffle(entrants, createRng(perm));
        expect(pairSwissRound({ ...input, entrants: reordered, results: shuffle(results, createRng(perm + 1)) })).toEqual(p);
      }),
      { numRuns: 100 },
    );
  });

  it("over a simulated event: no rematches, distinct byes to the lowest-ranked pair without one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 24 }), fc.integer(), fc.constantFrom<SwissMethod>("adjacent", "fold"), (n, seed, method) => {
        const entrants = field(n);
        const results: MatchRecord[] = [];
        const rng = createRng(seed);
        const rounds = Math.max(1, Math.floor((n - 2) / 2)); // enough rounds, still always rematch-free (Dirac)
        const byes: string[] = [];
        for (let round = 1; round <= rounds; round++) {
          const p = pairSwissRound({ round, seed: seed + round, entrants, results, options: { method } });
          expectValidRound(p, entrants, round);
          expect(p.warnings).toEqual([]);
          expect(rematchCount(p, metSet(results, round))).toBe(0);
          if (p.bye) {
            expect(byes).not.toContain(p.bye);
            // Nobody without a bye stands lower (match points, then difference) than the bye's receiver.
            const rows = new Map(computeStandings(entrants, results, { history: false }).rows.map((r) => [r.entrant, r]));
            const b = rows.get(p.bye);
            for (const e of entrants) {
              const r = rows.get(e.id);
              if (!r || !b || byes.includes(e.id) || e.id === p.bye) continue;
              expect(r.matchPoints < b.matchPoints || (r.matchPoints === b.matchPoints && r.pointDiff < b.pointDiff)).toBe(false);
            }
            byes.push(p.bye);
          }
          results.push(...simulateResults(p, rng, 20));
        }
      }),
      { numRuns: 60 },
    );
  });
});
