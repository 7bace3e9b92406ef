import { describe, expect, it } from "vitest";
import { projectorSections, seatingCount, seatingRows } from "./projector-seating";
import type { Round, Snapshot } from "./format";

type TableIn = { table: number; seats: number[]; deals?: number };

function round(number: number, tables: TableIn[], opts: { status?: "published" | "closed"; bye?: number | null } = {}): Round {
  return {
    number,
    status: opts.status ?? "published",
    bye: opts.bye ?? null,
    tables: tables.map((x) => ({ table: x.table, seats: x.seats, deals: x.deals ?? 0 })),
  } as unknown as Round;
}

function snapshot(game: string, entrants: Record<number, string[]>, rounds: Round[], currentRound: number | null): Snapshot {
  return {
    tournament: { game },
    pairs: Object.entries(entrants).map(([n, names]) => ({ number: Number(n), players: names.map((name) => ({ name, playerNumber: null })) })),
    rounds,
    currentRound,
  } as unknown as Snapshot;
}

describe("the projector's seating", () => {
  it("lists a Doppelkopf round's players alphabetically with table and position (tables of four and five)", () => {
    const names = { 1: ["Zoe"], 2: ["Ölmann"], 3: ["bernd"], 4: ["Anna"], 5: ["Carla"], 6: ["Otto"], 7: ["Dora"], 8: ["Emil"], 9: ["Anton"] };
    const s = snapshot("doppelkopf", names, [round(1, [{ table: 1, seats: [1, 2, 3, 4, 5] }, { table: 2, seats: [9, 8, 7, 6] }])], 1);
    const rows = seatingRows(s, s.rounds[0]!, "de");
    // German order: umlauts beside their vowel, case ignored.
    expect(rows.map((r) => r.name)).toEqual(["Anna", "Anton", "bernd", "Carla", "Dora", "Emil", "Ölmann", "Otto", "Zoe"]);
    expect(rows.find((r) => r.name === "Carla")).toEqual({ name: "Carla", table: 1, seat: "Position 5" });
    expect(rows.find((r) => r.name === "Anton")).toEqual({ name: "Anton", table: 2, seat: "Position 1" });
    expect(rows.find((r) => r.name === "Otto")).toEqual({ name: "Otto", table: 2, seat: "Position 4" });
  });

  it("lists people by surname as German lists do: particles aside, umlauts beside their vowel, then first name", () => {
    const names = { 1: ["Tom Zander"], 2: ["Jürgen Schmitt"], 3: ["Anna von der Heide"], 4: ["Ute Schäfer"], 5: ["Bernd Ahrens"], 6: ["Anna Zander"] };
    const s = snapshot("doppelkopf", names, [round(1, [{ table: 1, seats: [1, 2, 3, 4, 5] }, { table: 2, seats: [6] }])], 1);
    expect(seatingRows(s, s.rounds[0]!, "de").map((r) => r.name)).toEqual([
      "Bernd Ahrens",
      "Anna von der Heide",
      "Ute Schäfer",
      "Jürgen Schmitt",
      "Anna Zander",
      "Tom Zander",
    ]);
  });

  it("seats a Klammern pair's players North and South or East and West, in the reader's language, and names the bye", () => {
    const pairs = { 1: ["Ida", "Hans"], 2: ["Berta", "Fritz"], 3: ["Max", "Lena"] };
    const s = snapshot("klammern", pairs, [round(2, [{ table: 4, seats: [2, 1, 2, 1] }], { bye: 3 })], 2);
    expect(seatingRows(s, s.rounds[0]!, "de")).toEqual([
      { name: "Berta", table: 4, seat: "Nord" },
      { name: "Fritz", table: 4, seat: "Süd" },
      { name: "Hans", table: 4, seat: "West" },
      { name: "Ida", table: 4, seat: "Ost" },
      { name: "Lena", table: null, seat: "" },
      { name: "Max", table: null, seat: "" },
    ]);
    expect(seatingRows(s, s.rounds[0]!, "en").map((r) => r.seat)).toEqual(["North", "South", "West", "East", "", ""]);
  });

  it("shows the seating alone until the first game, then with the standings, and only the standings once closed", () => {
    const names = { 1: ["A"], 2: ["B"], 3: ["C"], 4: ["D"] };
    const fresh = round(2, [{ table: 1, seats: [1, 2, 3, 4] }]);
    const started = round(2, [{ table: 1, seats: [1, 2, 3, 4], deals: 1 }]);
    const closed = round(2, [{ table: 1, seats: [1, 2, 3, 4], deals: 12 }], { status: "closed" });
    expect(projectorSections(snapshot("doppelkopf", names, [], null))).toEqual(["standings"]);
    expect(projectorSections(snapshot("doppelkopf", names, [fresh], 2))).toEqual(["seating"]);
    expect(projectorSections(snapshot("doppelkopf", names, [started], 2))).toEqual(["standings", "seating"]);
    expect(projectorSections(snapshot("klammern", names, [closed], null))).toEqual(["standings"]);
  });

  it("counts the seating's rows without sorting them: one a seat, one a player of the bye", () => {
    const pairs = { 1: ["Ida", "Hans"], 2: ["Berta", "Fritz"], 3: ["Max", "Lena"] };
    const klammern = snapshot("klammern", pairs, [round(2, [{ table: 4, seats: [2, 1, 2, 1] }], { bye: 3 })], 2);
    expect(seatingCount(klammern, klammern.rounds[0]!)).toBe(6);
    expect(seatingCount(klammern, klammern.rounds[0]!)).toBe(seatingRows(klammern, klammern.rounds[0]!, "de").length);
    const names = { 1: ["A"], 2: ["B"], 3: ["C"], 4: ["D"], 5: ["E"] };
    const doko = snapshot("doppelkopf", names, [round(1, [{ table: 1, seats: [1, 2, 3, 4, 5] }])], 1);
    expect(seatingCount(doko, doko.rounds[0]!)).toBe(5);
  });
});
