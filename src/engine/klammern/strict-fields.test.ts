// Unknown keys at every level of a Klammern record are refused (records.md "Only known fields") where a record
// enters (the command line's scoreRecordLine, the server's normalizeKlammernRecord), a second action in one event
// too; what gets stored is the normalized copy.
import { describe, expect, it } from "vitest";
import { scoreRecord, scoreRecordLine } from "../records";
import { normalizeKlammernRecord } from "./normalize";
import { randomKlammernRecord, type KlammernPlayRecord } from "./random-record";

type Obj = Record<string, unknown>;
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const summary = (): Obj => ({
  game: "klammern",
  players: 4,
  dealer: 0,
  summary: { declarer: 1, trump: "S", chosen: "original", melds: [{ seat: 1, kind: "terz", suit: "H", top: "K" }], bella: null, cardPoints: [60, 104] },
});
function find(pred: (r: KlammernPlayRecord) => boolean): KlammernPlayRecord {
  for (let seed = 1; seed < 5000; seed++) {
    const r = randomKlammernRecord(seed, { players: 4 });
    if (pred(r)) return clone(r);
  }
  throw new Error("no such record");
}
const full = find(() => true);
const evs = (r: Obj) => (r.play as { events: Obj[] }).events;
/** The first error of the record read as a line of the command line (`engine score`). */
const firstError = (r: unknown) => {
  const s = scoreRecordLine(JSON.stringify(r));
  return s.ok ? null : s.errors[0]!;
};

describe("unknown keys are refused at every level", () => {
  const note = "x".repeat(10 * 1024 * 1024);
  it.each([
    { level: "record", make: () => ({ ...summary(), note: 1 }), path: "note" },
    { level: "summary", make: () => ({ ...summary(), summary: { ...(summary().summary as Obj), note } }), path: "summary.note" },
    {
      level: "meld",
      make: () => {
        const r = summary();
        ((r.summary as Obj).melds as Obj[])[0]!.note = "x";
        return r;
      },
      path: "summary.melds[0].note",
    },
    { level: "void summary", make: () => ({ ...summary(), summary: { void: true, note: "x" } }), path: "summary.note" },
    { level: "play", make: () => ({ ...clone(full), play: { ...clone(full).play, note: "x" } }), path: "play.note" },
  ])("$level -> FIELD_UNKNOWN naming the field", ({ make, path }) => {
    const r = make();
    const e = firstError(r);
    expect(e).toMatchObject({ code: "FIELD_UNKNOWN", path });
    expect(e!.message).toContain(path.split(".").pop()!);
    expect(e!.messageEn).toContain(path.split(".").pop()!);
    expect(normalizeKlammernRecord(r).errors.map((x) => x.path)).toEqual([path]);
  });

  it("a key of any length is named by its first 40 characters", () => {
    const e = firstError({ ...summary(), ["k".repeat(5000)]: 1 })!;
    expect(e.code).toBe("FIELD_UNKNOWN");
    expect(e.path).toBe(`${"k".repeat(40)}…`);
    expect(e.message.length).toBeLessThan(100);
  });

  it("the deals export's annotations are accepted (its lines re-score), but checked for their type", () => {
    const line = { ...summary(), rules: { preset: "house" }, round: 2, table: 1, deal: 3, ns: 4, ew: null, score: [60, 104] };
    expect(scoreRecordLine(JSON.stringify(line)).ok).toBe(true);
    expect(scoreRecord(line).ok).toBe(true);
    expect(firstError({ ...line, round: "x".repeat(100) })).toMatchObject({ code: "FIELD_INVALID", path: "round" });
    expect(firstError({ ...line, score: ["x"] })).toMatchObject({ code: "FIELD_INVALID", path: "score" });
  });
});

describe("events: one action each", () => {
  const withBella = find((r) => r.play.events.some((e) => (e as Obj).bella === true));
  it("a Bella sent beside a card play is refused, not dropped", () => {
    const r = clone(withBella) as unknown as Obj;
    const i = evs(r).findIndex((e) => e.bella === true);
    const seat = evs(r)[i]!.seat;
    evs(r).splice(i, 1);
    const p = evs(r).findIndex((e, k) => k >= i && e.play !== undefined && e.seat === seat);
    evs(r)[p]!.bella = true;
    expect(firstError(r)).toMatchObject({ code: "EVENT_INVALID", path: `play.events[${p}]`, seat });
    expect(firstError(r)!.messageEn).toMatch(/"bella" and "play"|"play" and "bella"/);
  });
  it.each([
    { name: "a bid beside a card play", extra: { bid: "pass" }, on: "play" },
    { name: "a suit beside a card play", extra: { suit: "H" }, on: "play" },
    { name: "a card play beside a bid", extra: { play: "7C" }, on: "bid" },
    { name: "announce and show in one event", extra: { show: "terz" }, on: "announce" },
  ])("$name -> EVENT_INVALID", ({ extra, on }) => {
    const base = on === "announce" ? find((r) => r.play.events.some((e) => (e as Obj).announce !== undefined)) : full;
    const r = clone(base) as unknown as Obj;
    const i = evs(r).findIndex((e) => e[on] !== undefined);
    Object.assign(evs(r)[i]!, extra);
    expect(firstError(r)).toMatchObject({ code: "EVENT_INVALID", path: `play.events[${i}]` });
  });
  it("a key that is no event field is refused, and the normalizer never copies it", () => {
    const r = clone(full) as unknown as Obj;
    evs(r)[7]!.note = "x";
    expect(firstError(r)).toMatchObject({ code: "EVENT_INVALID", path: "play.events[7]" });
    const n = normalizeKlammernRecord(r);
    expect(n.errors).toEqual([expect.objectContaining({ code: "EVENT_INVALID", path: "play.events[7]" })]);
    expect(n.errors[0]!.message).toContain("note");
    expect(JSON.stringify(n.record)).not.toContain("note");
  });
});

describe("normalizeKlammernRecord", () => {
  it("a clean record comes back as it was, key for key, without rules", () => {
    for (const r of [summary(), clone(full) as unknown as Obj, { game: "klammern", players: 4, dealer: 2, summary: { void: true } }]) {
      const { rules: _rules, ...rest } = r;
      const n = normalizeKlammernRecord(r);
      expect(n.errors).toEqual([]);
      expect(JSON.stringify(n.record)).toBe(JSON.stringify(rest));
    }
  });
  it("is a copy: changing the input afterwards changes nothing", () => {
    const r = clone(full) as unknown as Obj;
    const n = normalizeKlammernRecord(r);
    evs(r)[0]!.seat = 3;
    (r.play as { hands: string[][] }).hands[0]![0] = "7C";
    expect(n.record).toEqual(normalizeKlammernRecord(clone(full) as unknown as Obj).record);
  });
  it("leaves out junk at every depth and puts the fields in the documented order", () => {
    const r = { note: 1, summary: { cardPoints: [60, 104], x: 2, declarer: 1, trump: "S", chosen: "original" }, dealer: 0, players: 4, game: "klammern" };
    const n = normalizeKlammernRecord(r);
    expect(JSON.stringify(n.record)).toBe(
      '{"game":"klammern","players":4,"dealer":0,"summary":{"declarer":1,"trump":"S","chosen":"original","cardPoints":[60,104]}}',
    );
    expect(n.errors.map((e) => e.path)).toEqual(["note", "summary.x"]);
  });
});
