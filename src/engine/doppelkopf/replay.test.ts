import { describe, expect, it } from "vitest";
import { createRng } from "../rng";
import { AUGEN, cardId } from "./deck";
import { randomRecord, type DoppelkopfEvent } from "./random-game";
import { scoreDoppelkopfRecord } from "./record";
import type { FullDetail } from "./replay";
import { resolveRules, type ResolvedRules } from "./rules";

const R = (preset: "house" | "ddv", extra: Record<string, unknown> = {}): [{ preset: "house" | "ddv" }, ResolvedRules] => {
  const raw = { preset, ...extra };
  const r = resolveRules(raw);
  if (!r.ok) throw new Error("rules");
  return [raw, r.value];
};
type Rec = ReturnType<typeof randomRecord>;
const score = (rec: unknown) => scoreDoppelkopfRecord(rec as Record<string, unknown>);
const full = (rec: unknown): FullDetail => {
  const r = score(rec);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.detail as FullDetail;
};
const err = (rec: unknown) => {
  const r = score(rec);
  return r.ok ? null : r.errors[0]!;
};
/** Finds a random record (seeded) that satisfies `pred`. */
function find(preset: "house" | "ddv", pred: (d: FullDetail, rec: Rec) => boolean, opts = {}, extra = {}): [Rec, FullDetail] {
  const [raw, rules] = R(preset, extra);
  const rng = createRng(12345);
  for (let i = 0; i < 20000; i++) {
    const rec = randomRecord(rng, raw, rules, opts);
    const d = full(rec);
    if (pred(d, rec)) return [rec, d];
  }
  throw new Error("no such game found");
}
const clone = (r: Rec): Rec => JSON.parse(JSON.stringify(r));
const withEvents = (r: Rec, f: (ev: DoppelkopfEvent[]) => DoppelkopfEvent[]): Rec => {
  const c = clone(r);
  c.play.events = f(c.play.events);
  return c;
};
const plays = (r: Rec) => r.play.events.filter((e): e is { seat: number; play: never } => "play" in e);

/** Oracle: recompute trick winners' Augen and the special points from the event list alone, independently. */
function oracle(rec: Rec, d: FullDetail) {
  const ps = plays(rec);
  const reSet = new Set(d.re);
  let reAugen = 0;
  let dk = 0;
  ps.forEach((_, i) => {
    if (i % 4 !== 3) return;
    const trick = ps.slice(i - 3, i + 1);
    const winner = d.trickWinners[(i - 3) / 4]!;
    const sum = trick.reduce((s, e) => s + AUGEN[cardId(e.play)]!, 0);
    if (reSet.has(winner)) reAugen += sum;
    if (sum >= 40) dk++;
  });
  return { reAugen, dk };
}

describe("full record: parties, Augen, special points", () => {
  it("Augen and Doppelköpfe agree with an independent count over the tricks", () => {
    for (const preset of ["house", "ddv"] as const) {
      const [raw, rules] = R(preset);
      const rng = createRng(99);
      for (let i = 0; i < 100; i++) {
        const rec = randomRecord(rng, raw, rules, { soloRate: 0, hochzeitRate: 0 });
        const d = full(rec);
        const o = oracle(rec, d);
        expect(d.augen.re).toBe(o.reAugen);
        if (d.type === "normal") expect(d.special.filter((s) => s.kind === "doppelkopf").length).toBe(o.dk);
      }
    }
  });
  it("normal game: the two QC holders are Re; a single holder of both plays a stilles Solo", () => {
    const [rec, d] = find("house", (d) => d.type === "normal", { soloRate: 0, hochzeitRate: 0 });
    const holders = rec.play.hands.map((h, s) => (h.includes("QC") ? s : -1)).filter((s) => s >= 0);
    expect(d.re).toEqual(holders);
    const [rec2, d2] = find("house", (d) => d.type === "stilles-solo", { soloRate: 0, hochzeitRate: 0 });
    expect(d2.re).toEqual([rec2.play.hands.findIndex((h) => h.filter((c) => c === "QC").length === 2)]);
    expect(d2.multiplier).toBe(4);
  });
  it("Hochzeit first-foreign: the first trick won by another player decides (Klärungsstich)", () => {
    const [, d] = find("house", (d) => d.type === "hochzeit" && d.hochzeit!.klaerungsstich === 2 && !d.hochzeitAlone, { soloRate: 0, hochzeitRate: 1 });
    const h = d.hochzeit!;
    expect(d.trickWinners[0]).toBe(h.seat);
    expect(d.trickWinners[1]).toBe(h.partner);
    expect(d.re).toEqual([h.seat, h.partner].sort());
  });
  it("Hochzeit alone after three tricks: house three shares without multiplier, ddv a Karo solo", () => {
    const [, d] = find("house", (d) => d.type === "hochzeit" && d.hochzeitAlone === true, { soloRate: 0, hochzeitRate: 1 });
    expect(d.trickWinners.slice(0, 3)).toEqual([d.hochzeit!.seat, d.hochzeit!.seat, d.hochzeit!.seat]);
    expect([d.shares, d.multiplier, d.hochzeit!.klaerungsstich, d.hochzeit!.partner]).toEqual([3, 1, 3, null]);
    const [, e] = find("ddv", (d) => d.type === "hochzeit" && d.hochzeitAlone === true, { soloRate: 0, hochzeitRate: 1 });
    expect([e.shares, e.special.length]).toEqual([3, 0]);
  });
  it.each(["first-fehl", "first-trump"])("Hochzeit %s: only tricks led with that kind of card decide", (variant) => {
    const [rec, d] = find("house", (d) => d.type === "hochzeit" && !d.hochzeitAlone, { soloRate: 0, hochzeitRate: 1 }, { hochzeitPartner: variant });
    const k = d.hochzeit!.klaerungsstich;
    const lead = plays(rec)[(k - 1) * 4]!.play as string;
    const trumpLead = lead === "TH" || lead[0] === "Q" || lead[0] === "J" || lead[1] === "D";
    expect(trumpLead).toBe(variant === "first-trump");
    expect(d.trickWinners[k - 1]).toBe(d.hochzeit!.partner);
  });
  it("announcements in a Hochzeit: only after the Klärungsstich, deadlines shifted by Klärungsstich - 1 (TSR 6.4.2)", () => {
    const [rec, d] = find("house", (d) => d.type === "hochzeit" && d.announcementLog.length === 0 && d.hochzeit!.klaerungsstich === 3 && !d.hochzeitAlone, {
      soloRate: 0,
      hochzeitRate: 1,
      announceRate: 0,
    });
    const partner = d.hochzeit!.partner!;
    const idx = (n: number) => rec.play.events.findIndex((e) => e === plays(rec)[n]); // index of the n-th play
    const at = (n: number, ev: DoppelkopfEvent) => withEvents(rec, (evs) => [...evs.slice(0, idx(n)), ev, ...evs.slice(idx(n))]);
    expect(err(at(8, { seat: partner, announce: "re" }))?.code).toBe("ANNOUNCE_BEFORE_KLAERUNG"); // during trick 3
    expect(err(at(12, { seat: partner, announce: "re" }))).toBe(null); // 7 cards left, deadline 9 - 2
    expect(err(at(12, { seat: partner, announce: "k30" }))).toBe(null); // skip while all levels in time
    expect(err(at(16, { seat: partner, announce: "re" }))).toMatchObject({ code: "ANNOUNCE_TOO_LATE", trick: 5, seat: partner });
  });
  it("Schweinchen: both AD become the highest trumps and are no Füchse", () => {
    const [rec] = find("house", (d, r) => d.type === "normal" && d.schweinchen === undefined && r.play.hands.some((h) => h.filter((c) => c === "AD").length === 2), {
      soloRate: 0,
      hochzeitRate: 0,
    });
    const holder = rec.play.hands.findIndex((h) => h.filter((c) => c === "AD").length === 2);
    const firstPlay = rec.play.events.findIndex((e) => "play" in e);
    const s = withEvents(rec, (evs) => [...evs.slice(0, firstPlay), { seat: holder, schweinchen: true }, ...evs.slice(firstPlay)]);
    const r = score(s);
    if (r.ok) {
      const d = r.detail as FullDetail;
      expect(d.schweinchen).toBe(holder);
      expect(d.special.some((x) => x.kind === "fuchs-gefangen" || x.kind === "fuchs-am-end")).toBe(false);
      // every trick holding an AD is won by the holder of the Schweine
      const ps = plays(s);
      ps.forEach((e, i) => {
        if (e.play === "AD") expect(d.trickWinners[Math.floor(i / 4)]).toBe(holder);
      });
    } else expect(r.errors[0]!.code).toMatch(/MUST_FOLLOW|NOT_YOUR_TURN/); // the changed order changed the play
    expect(err(withEvents(rec, (evs) => [...evs.slice(0, firstPlay), { seat: (holder + 1) % 4, schweinchen: true }, ...evs.slice(firstPlay)]))?.code).toBe("SCHWEINCHEN_NOT_HELD");
    const [ddvRec] = find("ddv", () => true, { soloRate: 0, hochzeitRate: 0 });
    const fp = ddvRec.play.events.findIndex((e) => "play" in e);
    expect(err(withEvents(ddvRec, (evs) => [...evs.slice(0, fp), { seat: 0, schweinchen: true }, ...evs.slice(fp)]))?.code).toBe("SCHWEINCHEN_NOT_ALLOWED");
  });
  it("Karlchen and Fuchs am End are found on the last trick (house)", () => {
    const [rec, d] = find("house", (d) => d.type === "normal" && d.special.some((s) => s.kind === "karlchen"));
    const last = plays(rec).slice(-4);
    expect(last.some((e) => e.play === "JC")).toBe(true);
    expect(d.special.find((s) => s.kind === "karlchen")!.trick).toBe(10);
    const [rec2] = find("house", (d) => d.special.some((s) => s.kind === "fuchs-am-end"));
    expect(plays(rec2).slice(-4).some((e) => e.play === "AD")).toBe(true);
    const [, d3] = find("house", (d) => d.special.some((s) => s.kind === "karlchen-gefangen"));
    const kg = d3.special.find((s) => s.kind === "karlchen-gefangen")!;
    expect(d3.re.includes(kg.seat!)).toBe(kg.party === "kontra");
  });
  it("Fuchs gefangen: the AD of the other party in a trick won", () => {
    const [, d] = find("ddv", (d) => d.type === "normal" && d.special.some((s) => s.kind === "fuchs-gefangen"));
    const f = d.special.find((s) => s.kind === "fuchs-gefangen")!;
    const owner = d.re.includes(f.seat!) ? "re" : "kontra";
    expect(owner).not.toBe(f.party);
  });
});

describe("full record: Vorbehalt resolution", () => {
  const base = () => find("house", (d) => d.type === "normal", { soloRate: 0, hochzeitRate: 0 })[0];
  const vorbehalte = (rec: Rec, kinds: [string, boolean?][], preset?: "ddv") => {
    const c = clone(rec);
    if (preset) c.rules = { preset };
    const fh = (c.dealer + 1) % 4;
    const evs = c.play.events.filter((e) => !("vorbehalt" in e) && !("announce" in e));
    c.play.events = [...kinds.map(([v, p], k) => ({ seat: (fh + k) % 4, vorbehalt: v, ...(p === undefined ? {} : { pflicht: p }) })), ...evs] as DoppelkopfEvent[];
    return c;
  };
  it("house: Trumpfsolo over Damensolo over Bubensolo; equal: the earlier seat; forehand leads", () => {
    const rec = base();
    const fh = (rec.dealer + 1) % 4;
    const e1 = err(vorbehalte(rec, [["buben-solo"], ["trumpf-solo"], ["damen-solo"], ["trumpf-solo"]]));
    // the game is a Trumpfsolo of forehand + 1; the record's plays may turn illegal later, but not the lead
    expect(e1 === null || e1.trick! > 1 || e1.code !== "NOT_YOUR_TURN").toBe(true);
    const r = scoreDoppelkopfRecord(vorbehalte(rec, [["gesund"], ["damen-solo"], ["gesund"], ["buben-solo"]]) as never);
    if (r.ok) expect((r.detail as FullDetail).re).toEqual([(fh + 1) % 4]);
  });
  it("ddv: Pflichtsolo over Lustsolo; the Pflicht soloist leads (TSR 4.1.5, 4.2.2)", () => {
    const [raw, rules] = R("ddv");
    const rng = createRng(5);
    const rec = randomRecord(rng, raw, rules, { soloRate: 0, hochzeitRate: 0 });
    const fh = (rec.dealer + 1) % 4;
    const c = vorbehalte(rec, [["damen-solo", false], ["gesund"], ["buben-solo", true], ["gesund"]], "ddv");
    const e = err(c);
    // forehand's first card is now out of turn: the Pflicht soloist (fh + 2) leads
    expect(e).toMatchObject({ code: "NOT_YOUR_TURN", trick: 1, seat: fh });
  });
  it("a Hochzeit needs both QC; Vorbehalte go round from forehand", () => {
    const rec = base();
    const noQueens = rec.play.hands.findIndex((h) => !h.includes("QC"));
    const fh = (rec.dealer + 1) % 4;
    const kinds: [string][] = [0, 1, 2, 3].map((k) => [(fh + k) % 4 === noQueens ? "hochzeit" : "gesund"]);
    expect(err(vorbehalte(rec, kinds))?.code).toBe("HOCHZEIT_WITHOUT_QUEENS");
    const swapped = clone(rec);
    const [a, b] = [swapped.play.events[0]!, swapped.play.events[1]!];
    swapped.play.events[0] = b;
    swapped.play.events[1] = a;
    expect(err(swapped)).toMatchObject({ code: "VORBEHALT_ORDER", seat: (fh + 1) % 4 });
    expect(err(vorbehalte(rec, [["gesund"], ["gesund"], ["gesund"], ["kreuz-solo"]]))?.code).toBe("SOLO_NOT_ALLOWED");
    expect(err(vorbehalte(rec, [["gesund"], ["gesund"], ["gesund"], ["damen-solo", true]]))?.code).toBe("PFLICHTSOLO_NOT_ALLOWED");
  });
  it("Vorführung: no Vorbehalt round, the due player names his solo and leads (TSR 4.1.9)", () => {
    const [raw, rules] = R("ddv");
    const rec = randomRecord(createRng(8), raw, rules, { soloRate: 0, hochzeitRate: 0, dealer: 0 });
    const c = clone(rec) as Rec & { round?: unknown };
    c.round = { pflichtsoloDone: [1, 2, 3], gamesLeft: 1 };
    c.play.events = [{ seat: 0, vorbehalt: "fleischlos" }, ...c.play.events.filter((e) => !("vorbehalt" in e))];
    const e = err(c);
    expect(e === null || e.code !== "VORFUEHRUNG_EXPECTED").toBe(true);
    c.play.events[0] = { seat: 1, vorbehalt: "fleischlos" };
    expect(err(c)).toMatchObject({ code: "VORFUEHRUNG_EXPECTED", seat: 1 });
  });
});

describe("full record: the first illegal event with code, trick and seat", () => {
  const [rec] = find("ddv", (d) => d.type === "normal", { soloRate: 0, hochzeitRate: 0, announceRate: 0 });
  const evIndex = (n: number) => rec.play.events.indexOf(plays(rec)[n] as DoppelkopfEvent);
  it("card not in hand, not your turn, incomplete game, game over", () => {
    const ps = plays(rec);
    const seat = ps[5]!.seat;
    const notHeld = ["AC", "AS", "AH", "AD", "TC", "9C"].find((c) => !rec.play.hands[seat]!.includes(c as never))!;
    expect(err(withEvents(rec, (evs) => evs.map((e, i) => (i === evIndex(5) ? { seat, play: notHeld as never } : e))))).toMatchObject({
      code: "CARD_NOT_IN_HAND",
      trick: 2,
      seat,
    });
    expect(err(withEvents(rec, (evs) => evs.map((e, i) => (i === evIndex(5) ? { ...e, seat: (seat + 1) % 4 } : e))))).toMatchObject({ code: "NOT_YOUR_TURN", trick: 2 });
    expect(err(withEvents(rec, (evs) => evs.slice(0, -1)))).toMatchObject({ code: "INCOMPLETE_GAME", trick: 12 });
    expect(err(withEvents(rec, (evs) => [...evs, evs[evs.length - 1]!]))?.code).toBe("GAME_OVER");
    expect(err(withEvents(rec, (evs) => [evs[4]!, ...evs.slice(0, 4), ...evs.slice(5)]))?.code).toBe("PLAY_BEFORE_GAME_TYPE");
  });
  it("announcements before the game type, wrong party word", () => {
    expect(err(withEvents(rec, (evs) => [{ seat: 1, announce: "re" }, ...evs]))?.code).toBe("ANNOUNCE_BEFORE_GAME_TYPE");
    const kontraSeat = [0, 1, 2, 3].find((s) => !rec.play.hands[s]!.includes("QC"))!;
    expect(err(withEvents(rec, (evs) => [...evs.slice(0, 4), { seat: kontraSeat, announce: "re" }, ...evs.slice(4)]))?.code).toBe("ANNOUNCE_WRONG_PARTY");
  });
  it("record shape errors", () => {
    expect(err(withEvents(rec, (evs) => [...evs.slice(0, 4), { seat: 1, play: "QC", announce: "re" } as never, ...evs.slice(4)]))?.code).toBe("EVENT_INVALID");
    expect(err(withEvents(rec, (evs) => [...evs.slice(0, 4), { seat: 7, play: "QC" } as never, ...evs.slice(4)]))?.code).toBe("EVENT_INVALID");
    expect(err(withEvents(rec, (evs) => [...evs.slice(0, 4), { seat: 1, play: "QX" } as never, ...evs.slice(4)]))?.code).toBe("CARD_INVALID");
    // Events that are no objects, in the middle of the card play (the replay loop's fast path lets them through).
    for (const bad of [null, 7, "QC", true, ["QC"]])
      expect(err(withEvents(rec, (evs) => [...evs.slice(0, 6), bad as never, ...evs.slice(6)]))).toMatchObject({ code: "EVENT_INVALID", path: "play.events[6]" });
    const c = clone(rec);
    c.play.hands[0]![0] = c.play.hands[1]![0]!;
    expect(err(c)?.code).toBe("DECK_MISMATCH");
    const h = clone(rec);
    h.rules = { preset: "house" };
    expect(err(h)?.code).toBe("HANDS_INVALID");
  });
  it("hand faults are named in reading order: the first bad card, a nine in the 40-card deck, a short hand", () => {
    const bad = clone(rec);
    bad.play.hands[2]![5] = "XX" as never;
    bad.play.hands[1]![3] = 7 as never;
    expect(err(bad)).toMatchObject({ code: "CARD_INVALID", path: "play.hands[1][3]" });
    const house = randomRecord(createRng(99), ...R("house"));
    const nine = clone(house);
    nine.play.hands[3]![9] = "9H" as never;
    expect(err(nine)).toMatchObject({ code: "CARD_INVALID", path: "play.hands[3][9]" });
    const short = clone(house);
    short.play.hands[0]![0] = "9C" as never;
    short.play.hands[2] = short.play.hands[2]!.slice(1);
    expect(err(short)).toMatchObject({ code: "CARD_INVALID", path: "play.hands[0][0]" }); // seat 0 is read first
  });
  it("deck mismatch: three of a card in one hand (one short elsewhere) is caught and named", () => {
    const c = clone(rec);
    const hand = c.play.hands[0]!;
    const card = hand[0]!;
    for (let i = 1; hand.filter((x) => x === card).length < 3; i++) if (hand[i] !== card) hand[i] = card;
    const e = err(c);
    expect(e).toMatchObject({ code: "DECK_MISMATCH", path: "play.hands" });
    expect(e!.messageEn).toMatch(/^[AKQJT9][CSHD] appears [013] times instead of twice in the hands\.$/);
  });
  it("a Vorbehalt word is one of the listed names, not an inherited object key", () => {
    for (const word of ["constructor", "toString", "__proto__", "hasOwnProperty"])
      expect(err(withEvents(rec, (evs) => [{ ...evs[0]!, vorbehalt: word } as never, ...evs.slice(1)]))).toMatchObject({ code: "EVENT_INVALID", path: "play.events[0]" });
  });
});
