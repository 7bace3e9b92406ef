// Property tests over seeded random deals with random legal play and random legal announcements (fast-check).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../rng";
import { CARD_IDS, cardId } from "./deck";
import { DoppelkopfGame } from "./game";
import { randomRecord, type DoppelkopfEvent } from "./random-game";
import { scoreDoppelkopfRecord } from "./record";
import type { FullDetail } from "./replay";
import { resolveRules } from "./rules";
import { GESUND } from "./vorbehalt";
import { DECLARABLE_SOLI, HOCHZEIT, gameTypeId } from "./game-types";

const PRESETS = ["house", "ddv"] as const;
const arb = fc.record({ seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), preset: fc.constantFrom(...PRESETS) });
const NUM_RUNS = 150;

function gen({ seed, preset }: { seed: number; preset: "house" | "ddv" }) {
  const raw = { preset };
  const r = resolveRules(raw);
  if (!r.ok) throw new Error("rules");
  const rng = createRng(seed);
  const rec = randomRecord(rng, raw, r.value, { announceRate: 0.2, soloRate: 0.06, hochzeitRate: 0.7 });
  return { rec, rules: r.value, rng };
}
const scoreFull = (rec: unknown) => {
  const r = scoreDoppelkopfRecord(rec as Record<string, unknown>);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r;
};

/** Replays the events before index `upto` on a fresh game (to know the state at that point). */
function stateAt(rec: ReturnType<typeof gen>["rec"], rules: ReturnType<typeof gen>["rules"], upto: number) {
  const g = new DoppelkopfGame().start(rules, rec.dealer, rec.play.hands.flat().map(cardId));
  const kinds: Record<string, number> = { gesund: GESUND, hochzeit: HOCHZEIT };
  for (const s of DECLARABLE_SOLI) kinds[s] = gameTypeId(s);
  for (const e of rec.play.events.slice(0, upto)) {
    if ("play" in e) g.play(e.seat, cardId(e.play));
    else if ("vorbehalt" in e) g.declare(e.seat, kinds[e.vorbehalt]!, e.pflicht);
    else if ("schweinchen" in e) g.announceSchweinchen(e.seat);
    else g.announce(e.seat, ["re", "kontra", "k90", "k60", "k30", "schwarz"].indexOf(e.announce) < 2 ? 1 : ["k90", "k60", "k30", "schwarz"].indexOf(e.announce) + 2);
  }
  return g;
}

describe("properties of random legal games", () => {
  it("Augen total 240; scores sum to 0 with equal parity", () => {
    fc.assert(
      fc.property(arb, (a) => {
        const { rec } = gen(a);
        const r = scoreFull(rec);
        const d = r.detail as FullDetail;
        expect(d.augen.re + d.augen.kontra).toBe(240);
        expect(d.tricks.re + d.tricks.kontra).toBe(a.preset === "house" ? 10 : 12);
        expect(r.score.reduce((x, y) => x + y, 0)).toBe(0);
        expect(new Set(r.score.map((x) => Math.abs(x) % 2)).size).toBe(1);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("summary built from the full record scores the same", () => {
    fc.assert(
      fc.property(arb, (a) => {
        const { rec } = gen(a);
        const r = scoreFull(rec);
        const d = r.detail as FullDetail;
        const summary: Record<string, unknown> = {
          type: d.type,
          re: d.re,
          announcements: d.announcements,
          reAugen: d.augen.re,
          tricksless: d.tricks.re === 0 ? "re" : d.tricks.kontra === 0 ? "kontra" : null,
          special: d.special.filter((s) => s.kind !== "gegen-die-alten").map((s) => ({ kind: s.kind, party: s.party })),
        };
        if (d.hochzeit) summary.klaerungsstich = d.hochzeitAlone ? null : d.hochzeit.klaerungsstich;
        if (d.pflichtsolo !== undefined) summary.pflicht = d.pflichtsolo;
        if (d.schweinchen !== undefined) summary.schweinchen = d.schweinchen;
        const s = scoreFull({ game: "doppelkopf", rules: rec.rules, players: 4, dealer: rec.dealer, summary });
        expect(s.score).toEqual(r.score);
        const sd = s.detail as FullDetail;
        expect([sd.winner, sd.value, sd.items, sd.specialCount]).toEqual([d.winner, d.value, d.items, d.specialCount]);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("an announcement after its deadline is rejected with ANNOUNCE_TOO_LATE, its trick and seat", () => {
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 3 }), fc.double({ min: 0, max: 1, noNaN: true }), (a, seat, where) => {
        const { rec, rules } = gen(a);
        // a point late in the game: the seat holds fewer cards than any deadline minus the Erwiderung card and shift
        const playIdx = rec.play.events.flatMap((e, i) => ("play" in e ? [i] : []));
        const last = rules.deadlines[4] - 4;
        const from = playIdx[4 * (rules.handSize - Math.max(last, 0))]!;
        const upto = from + Math.floor(where * (rec.play.events.length - from));
        const g = stateAt(rec, rules, upto);
        const party = g.isRe[seat] ? 0 : 1;
        const lvl = g.level[party]!;
        if (lvl >= 5 || g.late[party]) return;
        const word = lvl === 0 ? (party === 0 ? "re" : "kontra") : ["k90", "k60", "k30", "schwarz"][lvl - 1]!;
        const events = [...rec.play.events.slice(0, upto), { seat, announce: word }, ...rec.play.events.slice(upto)] as DoppelkopfEvent[];
        const r = scoreDoppelkopfRecord({ ...rec, play: { hands: rec.play.hands, events } });
        expect(r.ok).toBe(false);
        if (!r.ok) {
          expect(r.errors[0]).toMatchObject({ code: g.phase === 2 ? "GAME_OVER" : "ANNOUNCE_TOO_LATE", seat, path: `play.events[${upto}]` });
          expect(r.errors[0]!.trick).toBe(Math.min(g.trickNo + 1, rules.handSize));
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("an illegal play is rejected: MUST_FOLLOW or CARD_NOT_IN_HAND, with trick and seat", () => {
    fc.assert(
      fc.property(arb, fc.nat(), (a, pick) => {
        const { rec, rules } = gen(a);
        const playIdx = rec.play.events.flatMap((e, i) => ("play" in e ? [i] : []));
        const i = playIdx[pick % playIdx.length]!;
        const g = stateAt(rec, rules, i);
        const seat = g.toMove;
        const legal = new Set(g.legalPlays(seat));
        const held = g.handOf(seat);
        const illegal = held.find((c) => !legal.has(c));
        let expected: string;
        let card: number;
        if (illegal !== undefined) {
          expected = "MUST_FOLLOW";
          card = illegal;
        } else {
          expected = "CARD_NOT_IN_HAND";
          card = [...Array(CARD_IDS).keys()].find((c) => !held.includes(c) && (rules.deck === 48 || c % 6 !== 5))!;
        }
        const code = ["AC", "TC", "KC", "QC", "JC", "9C", "AS", "TS", "KS", "QS", "JS", "9S", "AH", "TH", "KH", "QH", "JH", "9H", "AD", "TD", "KD", "QD", "JD", "9D"][card]!;
        const events = rec.play.events.map((e, k) => (k === i ? { seat, play: code } : e)) as DoppelkopfEvent[];
        const r = scoreDoppelkopfRecord({ ...rec, play: { hands: rec.play.hands, events } });
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.errors[0]).toMatchObject({ code: expected, seat, trick: g.trickNo + 1, path: `play.events[${i}]` });
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
