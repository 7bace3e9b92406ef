import { describe, expect, it } from "vitest";
import { scoreRecord } from "../records";
import type { Card } from "../cards";
import type { KlammernEvent } from "./events";
import { randomKlammernRecord, type KlammernPlayRecord } from "./random-record";

type Ev = KlammernEvent & Record<string, unknown>;
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const firstError = (r: unknown) => {
  const s = scoreRecord(r);
  return s.ok ? null : s.errors[0];
};

/** The first seeded record (4 players unless given) that satisfies `pred`. */
function find(pred: (r: KlammernPlayRecord) => boolean, players: 2 | 3 | 4 = 4): KlammernPlayRecord {
  for (let seed = 1; seed < 5000; seed++) {
    const r = randomKlammernRecord(seed, { players });
    if (pred(r)) return clone(r);
  }
  throw new Error("no such record");
}
const events = (r: KlammernPlayRecord) => r.play.events as Ev[];
const firstPlayOf = (r: KlammernPlayRecord, seat: number, nth = 0) =>
  events(r).findIndex((e, i) => e.play !== undefined && e.seat === seat && events(r).slice(0, i).filter((x) => x.play !== undefined && x.seat === seat).length === nth);

describe("full record: deal checks", () => {
  const r = find(() => true);
  it("a random legal record replays", () => expect(firstError(r)).toBeNull());
  it.each([
    { name: "hand too small", mutate: (x: KlammernPlayRecord) => x.play.hands[0]!.pop(), code: "HAND_SIZE", path: "play.hands[0]" },
    {
      name: "card dealt twice",
      mutate: (x: KlammernPlayRecord) => (x.play.hands[1]![0] = x.play.hands[0]![0]!),
      code: "CARD_DUPLICATE",
      path: "play.hands[1][0]",
    },
    { name: "not a card", mutate: (x: KlammernPlayRecord) => ((x.play.hands[2]![3] as string) = "1H"), code: "CARD_INVALID", path: "play.hands[2][3]" },
    {
      name: "Original not in the dealer's hand (4 players)",
      mutate: (x: KlammernPlayRecord) => (x.play.original = x.play.hands[(x.dealer + 1) % 4]![0]!),
      code: "ORIGINAL_NOT_IN_DEALER_HAND",
      path: "play.original",
    },
    { name: "event of unknown kind", mutate: (x: KlammernPlayRecord) => events(x).splice(0, 0, { seat: 0, dance: 1 } as never), code: "EVENT_INVALID", path: "play.events[0]" },
    { name: "seat outside the table", mutate: (x: KlammernPlayRecord) => (events(x)[0]!.seat = 4), code: "SEAT_OUT_OF_RANGE", path: "play.events[0].seat" },
    { name: "record ends early", mutate: (x: KlammernPlayRecord) => events(x).pop(), code: "RECORD_INCOMPLETE", path: "play.events" },
    {
      name: "event after the last trick",
      mutate: (x: KlammernPlayRecord) => events(x).push({ seat: 0, bella: true } as Ev),
      code: "DEAL_OVER",
      path: `play.events[${events(r).length}]`,
    },
    {
      name: "seven exchange with 4 players",
      mutate: (x: KlammernPlayRecord) => {
        const i = firstPlayOf(x, 0);
        events(x).splice(i, 0, { seat: 0, exchange: `7${x.play.original[1]}` } as Ev);
      },
      code: "EXCHANGE_NOT_ALLOWED",
    },
  ])("$name -> $code", ({ mutate, code, path }) => {
    const x = clone(r);
    mutate(x);
    const e = firstError(x);
    expect(e?.code).toBe(code);
    if (path) expect(e?.path).toBe(path);
  });
  it("3 players: the Original lies in the middle, not in a hand", () => {
    const x = find(() => true, 3);
    x.play.original = x.play.hands[0]![0]!;
    expect(firstError(x)?.code).toBe("ORIGINAL_IN_HAND");
  });
});

describe("full record: announcement timing", () => {
  const withMeld = find((r) => events(r).some((e) => e.announce !== undefined) && events(r).some((e) => e.show !== undefined));
  const ai = events(withMeld).findIndex((e) => e.announce !== undefined);
  const announce = events(withMeld)[ai]!;
  const seat = announce.seat;

  it("announce after the first own card is too late", () => {
    const x = clone(withMeld);
    const [a] = events(x).splice(ai, 1);
    const p = firstPlayOf(x, seat);
    events(x).splice(p + 1, 0, a!);
    const e = firstError(x);
    expect(e?.code).toBe("MELD_ANNOUNCE_LATE");
    expect(e?.seat).toBe(seat);
    expect(e?.trick).toBeGreaterThanOrEqual(1);
  });
  it("show after the second own card is too late", () => {
    const x = clone(withMeld);
    const si = events(x).findIndex((e) => e.show !== undefined);
    const s = events(x)[si]!;
    const [sh] = events(x).splice(si, 1);
    const p = firstPlayOf(x, s.seat, 1);
    events(x).splice(p + 1, 0, sh!);
    expect(firstError(x)?.code).toBe("MELD_SHOW_LATE");
  });
  it("show without announce", () => {
    const x = clone(withMeld);
    events(x).splice(ai, 1);
    expect(firstError(x)?.code).toBe("MELD_NOT_ANNOUNCED");
  });
  it("a meld the hand does not hold exactly", () => {
    const x = clone(withMeld);
    const a = events(x)[ai]!;
    a.kind = undefined;
    (a as Record<string, unknown>).top = a.top === "A" ? "9" : "A";
    (a as Record<string, unknown>).announce = a.announce === "terz" ? "fuenfzig" : "terz";
    expect(firstError(x)?.code).toBe("MELD_NOT_IN_HAND");
  });
  it("announced but never shown: valid, the meld does not count", () => {
    const x = clone(withMeld);
    for (let i = events(x).length - 1; i >= 0; i--) if (events(x)[i]!.show !== undefined) events(x).splice(i, 1);
    const s = scoreRecord(x);
    expect(s.ok).toBe(true);
    if (s.ok) expect((s.detail as { melds: unknown[] }).melds).toEqual([]);
  });
});

describe("full record: Bella", () => {
  const withBella = find((r) => events(r).some((e) => e.bella !== undefined));
  const bi = events(withBella).findIndex((e) => e.bella !== undefined);
  const seat = events(withBella)[bi]!.seat;
  it("counts 20 for the holder's side", () => {
    const s = scoreRecord(withBella);
    expect(s.ok && (s.detail as { bellaPoints: number[] }).bellaPoints[seat % 2]).toBe(20);
  });
  it("by a seat without trump queen and king", () => {
    const x = clone(withBella);
    events(x)[bi]!.seat = (seat + 1) % 4;
    // the moved Bella may now also be out of turn for nobody: Bella has no turn, so the holder check decides
    expect(firstError(x)?.code).toBe("BELLA_NOT_HELD");
  });
  it("after the queen or king was played", () => {
    const x = clone(withBella);
    const [b] = events(x).splice(bi, 1);
    const trump = (scoreRecord(withBella) as { detail: { trump: string } }).detail.trump;
    const qi = events(x).findIndex((e) => e.seat === seat && (e.play === `Q${trump}` || e.play === `K${trump}`));
    events(x).splice(qi + 1, 0, b!);
    expect(firstError(x)?.code).toBe("BELLA_LATE");
  });
});

describe("full record: seven exchange (3 players)", () => {
  const withEx = find((r) => events(r).some((e) => e.exchange !== undefined), 3);
  const xi = events(withEx).findIndex((e) => e.exchange !== undefined);
  const seat = events(withEx)[xi]!.seat;
  it("replays, and the Original is then in the exchanger's hand", () => {
    expect(firstError(withEx)).toBeNull();
  });
  it("by a seat without the seven", () => {
    const x = clone(withEx);
    events(x)[xi]!.seat = (seat + 1) % 3;
    expect(firstError(x)?.code).toBe("EXCHANGE_NOT_HELD");
  });
  it("after his first card", () => {
    const x = clone(withEx);
    const [ex] = events(x).splice(xi, 1);
    const p = firstPlayOf(x, seat);
    events(x).splice(p + 1, 0, ex!);
    const e = firstError(x);
    // the seven may have been played as the first card; then it is not held anymore either
    expect(["EXCHANGE_LATE", "CARD_NOT_IN_HAND"]).toContain(e?.code);
  });
  it("twice", () => {
    const x = clone(withEx);
    events(x).splice(xi + 1, 0, clone(events(x)[xi]!));
    expect(firstError(x)?.code).toBe("EXCHANGE_NOT_ALLOWED");
  });
  it("the wrong card", () => {
    const x = clone(withEx);
    (events(x)[xi] as Record<string, unknown>).exchange = `8${x.play.original[1]}`;
    expect(firstError(x)?.code).toBe("EXCHANGE_NOT_ALLOWED");
  });
  it("a Terz announced with the seven, then the seven exchanged: showing it is refused (the hand no longer holds it)", () => {
    // A record whose exchanger held 7-8-9 of the Original's suit and not the ten: exactly a Terz with the seven.
    const x = find((r) => {
      const ex = events(r).find((e) => e.exchange !== undefined);
      if (!ex) return false;
      const suit = r.play.original[1];
      const hand = r.play.hands[ex.seat]!;
      return ["7", "8", "9"].every((k) => hand.includes(`${k}${suit}` as Card)) && !hand.includes(`T${suit}` as Card) && r.play.original !== `T${suit}`;
    }, 3);
    const i = events(x).findIndex((e) => e.exchange !== undefined);
    const { seat } = events(x)[i]!;
    const suit = x.play.original[1]!;
    x.play.events = events(x).filter((e) => !(e.seat === seat && (e.announce !== undefined || e.show !== undefined)));
    const at = events(x).findIndex((e) => e.exchange !== undefined);
    events(x).splice(at, 0, { seat, announce: "terz", suit, top: "9" } as Ev);
    const show = firstPlayOf(x, seat) + 1;
    events(x).splice(show, 0, { seat, show: "terz", suit, top: "9" } as Ev);
    expect(firstError(x)).toMatchObject({ code: "MELD_NOT_IN_HAND", path: `play.events[${show}]` });
  });
});

describe("full record: 2 and 3 players", () => {
  it.each([2, 3] as const)("%i players replay and score", (players) => {
    for (let seed = 1; seed < 50; seed++) expect(firstError(randomKlammernRecord(seed, { players }))).toBeNull();
  });
  it("void deal: everyone passes twice", () => {
    const r = randomKlammernRecord(1, { players: 4 });
    r.play.events = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => ({ seat: (r.dealer + 1 + k) % 4, bid: "pass" as const }));
    const s = scoreRecord(r);
    expect(s.ok && s.score).toEqual([0, 0]);
    expect(s.ok && (s.detail as { outcome: string }).outcome).toBe("void");
  });
});
