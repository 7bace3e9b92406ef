import { describe, expect, it } from "vitest";
import { checkPairing, swapEntrants } from "./check";
import { pairSwissRound } from "./swiss";
import type { Entrant, MatchRecord } from "../types";

const entrants: Entrant[] = [
  { id: "A", label: "1" },
  { id: "B", label: "2" },
  { id: "C", label: "3" },
  { id: "D", label: "4" },
  { id: "E", label: "5" },
  { id: "F", label: "6", withdrawnAfterRound: 1 },
];
const results: MatchRecord[] = [
  { kind: "played", round: 1, home: "A", away: "B", homePoints: 20, awayPoints: 10 },
  { kind: "played", round: 1, home: "C", away: "D", homePoints: 20, awayPoints: 10 },
  { kind: "played", round: 1, home: "E", away: "F", homePoints: 20, awayPoints: 10 },
];
const context = { entrants, results };

describe("checkPairing", () => {
  it("accepts a clean proposal", () => {
    expect(checkPairing({ round: 2, tables: [{ home: "A", away: "C" }, { home: "B", away: "E" }], bye: "D" }, context)).toEqual([]);
  });

  it.each([
    ["rematch", { tables: [{ home: "A", away: "B" }, { home: "C", away: "E" }], bye: "D" }, ["rematch"]],
    ["duplicate", { tables: [{ home: "A", away: "C" }, { home: "A", away: "E" }], bye: "D" }, ["duplicate", "unpaired"]],
    ["unknown", { tables: [{ home: "A", away: "X" }, { home: "B", away: "E" }], bye: "D" }, ["unknownEntrant", "unpaired"]],
    ["withdrawn", { tables: [{ home: "A", away: "C" }, { home: "B", away: "F" }], bye: "D" }, ["notEligible", "unpaired"]],
    ["self", { tables: [{ home: "A", away: "A" }, { home: "B", away: "E" }], bye: "D" }, ["selfPairing", "unpaired"]],
  ] as const)("flags %s", (_name, proposal, codes) => {
    const warnings = checkPairing({ round: 2, ...proposal }, context);
    expect(warnings.map((w) => w.code)).toEqual(codes);
  });

  it("flags a repeated bye with the earlier round, in German and English", () => {
    const withBye: MatchRecord[] = [...results, { kind: "bye", round: 1, entrant: "D" }];
    const [w] = checkPairing({ round: 2, tables: [{ home: "A", away: "C" }, { home: "B", away: "E" }], bye: "D" }, { entrants, results: withBye });
    expect(w).toEqual({
      code: "repeatBye",
      entrants: ["D"],
      de: "Paar 4 erhält ein weiteres Freilos (zuvor in Runde 1).",
      en: "Pair 4 gets another bye (before in round 1).",
    });
  });
});

describe("swapEntrants", () => {
  it("swaps two pairs between tables and reports the rematch it creates", () => {
    const p = pairSwissRound({ round: 2, seed: 11, entrants, results });
    expect(p.warnings).toEqual([]);
    const t1 = p.tables[0];
    if (!t1) throw new Error("no table");
    // Put t1.home's first-round opponent in place of t1.away.
    const firstOpponent = { A: "B", B: "A", C: "D", D: "C", E: "F" }[t1.home] as string;
    const swapped = swapEntrants(p, t1.away, firstOpponent, context);
    expect(swapped.tables[0]?.away).toBe(firstOpponent);
    expect(swapped.tables[0]?.table).toBe(1);
    expect(swapped.warnings.map((w) => w.code)).toContain("rematch");
    expect(swapped.explanations.at(-1)?.code).toBe("swapped");
    // Swapping back restores the clean pairing.
    expect(swapEntrants(swapped, t1.away, firstOpponent, context).tables).toEqual(p.tables);
  });

  it("lets a late entrant take another pair's place, leaving that one unpaired", () => {
    const late: Entrant[] = [...entrants, { id: "G", label: "7", enteredRound: 3 }];
    const p = pairSwissRound({ round: 2, seed: 11, entrants: late, results });
    const lateNow = late.map((e) => (e.id === "G" ? { ...e, enteredRound: 2 } : e));
    const swapped = swapEntrants(p, "G", p.bye as string, { entrants: lateNow, results });
    expect(swapped.bye).toBe("G");
    expect(swapped.warnings.map((w) => w.code)).toEqual(["unpaired"]);
  });
});
