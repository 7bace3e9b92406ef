import { describe, expect, it } from "vitest";
import { checkTables, seatTables, swapPlayers, type PastTable, type SeatedTable } from ".";

const round2: SeatedTable[] = [
  { table: 1, players: ["a", "b", "c", "d", "e"] },
  { table: 2, players: ["f", "g", "h", "i"] },
];
const label = (p: string, lang: "de" | "en") => `${lang === "de" ? "Spieler" : "player"} ${p}`;

describe("swapPlayers", () => {
  it("across tables each takes the other's table and position; nobody else moves", () => {
    const after = swapPlayers(round2, "b", "h");
    expect(after).toEqual([
      { table: 1, players: ["a", "h", "c", "d", "e"] },
      { table: 2, players: ["f", "g", "b", "i"] },
    ]);
    // Swapping back restores the draw; the input is left as it was.
    expect(swapPlayers(after, "b", "h")).toEqual(round2);
    expect(round2[0]!.players).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("within a table the two exchange positions (the one at position 1 deals first)", () => {
    expect(swapPlayers(round2, "a", "e")[0]!.players).toEqual(["e", "b", "c", "d", "a"]);
  });

  it("refuses a player who is not seated, or the same player twice", () => {
    expect(() => swapPlayers(round2, "a", "z")).toThrow(/not seated/);
    expect(() => swapPlayers(round2, "a", "a")).toThrow(/same player/);
  });
});

describe("checkTables", () => {
  const history: PastTable[] = [
    { round: 1, table: 1, players: ["a", "f", "g", "h", "i"] },
    { round: 1, table: 2, players: ["b", "c", "d", "e"] },
  ];

  it("warns of every pair at a table again and every player at five again, naming the rounds", () => {
    const w = checkTables(2, round2, history, label);
    // Table 1 holds b, c, d, e of round 1's table 2 (six pairs); table 2 holds f, g, h, i of round 1's five (six).
    expect(w.filter((x) => x.code === "repeatMate")).toHaveLength(12);
    expect(w.find((x) => x.code === "repeatMate" && x.table === 1)).toMatchObject({
      players: ["b", "c"],
      de: "Spieler b und Spieler c sitzen wieder zusammen an einem Tisch (zuvor in Runde 1).",
      en: "player b and player c sit at one table again (before in round 1).",
    });
    // a sat at five in round 1 and does again.
    expect(w.filter((x) => x.code === "repeatFive")).toEqual([
      expect.objectContaining({ table: 1, players: ["a"], de: "Spieler a sitzt wieder an einem Fünfertisch (zuvor in Runde 1)." }),
    ]);
  });

  it("reads only earlier rounds, and lists every round of a repeat", () => {
    const more: PastTable[] = [...history, { round: 2, table: 1, players: ["b", "c", "x", "y"] }, { round: 5, table: 1, players: ["b", "c", "x", "y"] }];
    const w = checkTables(3, [{ table: 1, players: ["b", "c", "p", "q"] }], more, label);
    expect(w.map((x) => x.de)).toEqual(["Spieler b und Spieler c sitzen wieder zusammen an einem Tisch (zuvor in Runde 1 und 2)."]);
    expect(checkTables(1, round2, [], label)).toEqual([]);
  });

  it("finds nothing in a draw that avoided repeats, and the repeats a swap brings back", () => {
    const players = Array.from({ length: 16 }, (_, i) => `p${i + 1}`);
    const r1 = seatTables({ players, round: 1, seed: 7, mode: "draw", history: [] });
    if (!r1.ok) throw new Error("unseatable");
    const past = r1.tables.map((t) => ({ round: 1, ...t }));
    const r2 = seatTables({ players, round: 2, seed: 7, mode: "draw", history: past });
    if (!r2.ok) throw new Error("unseatable");
    expect(checkTables(2, r2.tables, past, label)).toEqual([]);
    // Put a round-1 table-mate of table 1's first player in place of someone else at table 1.
    const [first, second] = r2.tables[0]!.players;
    const mate = past.find((t) => t.players.includes(first!))!.players.find((p) => p !== first)!;
    const swapped = swapPlayers(r2.tables, second!, mate);
    expect(checkTables(2, swapped, past, label).some((w) => w.code === "repeatMate" && w.players.includes(first!))).toBe(true);
  });
});
