// The messages of a refused event name the seat, the trick and the card in words; codes, paths, trick and seat are
// those of the fault. A refused event leaves a live game as it was (the tablet plays on after a refusal).
import { describe, expect, it } from "vitest";
import { createRng } from "../rng";
import type { EngineError } from "../errors";
import { CODE, cardId } from "./deck";
import { DoppelkopfGame } from "./game";
import { doppelkopfCardName } from "./messages";
import { randomRecord, type DoppelkopfEvent } from "./random-game";
import { scoreDoppelkopfRecord } from "./record";
import { applyDoppelkopfEvent } from "./replay";
import { resolveRules } from "./rules";
import { TRUMP } from "./trumps";

type Rec = ReturnType<typeof randomRecord>;
const rulesOf = (preset: "house" | "ddv") => {
  const r = resolveRules({ preset });
  if (!r.ok) throw new Error("rules");
  return r.value;
};

/** A live game after the first `upto` events of `rec`. */
function stateAt(rec: Rec, upto: number): DoppelkopfGame {
  const g = new DoppelkopfGame().start(rulesOf(rec.rules.preset), rec.dealer, rec.play.hands.flat().map(cardId));
  rec.play.events.slice(0, upto).forEach((e, i) => {
    const err = applyDoppelkopfEvent(g, e, i);
    if (err) throw new Error(err.message);
  });
  return g;
}

/** The first error of `rec` with event `i` replaced by (or, with `insert`, preceded by) `ev`. */
function refusal(rec: Rec, i: number, ev: DoppelkopfEvent, insert = false): EngineError {
  const events = [...rec.play.events.slice(0, i), ev, ...rec.play.events.slice(insert ? i : i + 1)];
  const r = scoreDoppelkopfRecord({ ...rec, play: { hands: rec.play.hands, events } });
  if (r.ok) throw new Error("expected a refusal");
  return r.errors[0]!;
}

/** Searches seeded games for a card play at which `pick` finds an illegal event; returns it with its place. */
function findPlay(preset: "house" | "ddv", pick: (g: DoppelkopfGame, rec: Rec) => DoppelkopfEvent | null) {
  const rng = createRng(4711);
  const rules = rulesOf(preset);
  for (let n = 0; n < 500; n++) {
    const rec = randomRecord(rng, { preset }, rules, { soloRate: 0, hochzeitRate: 0, announceRate: 0 });
    for (let i = 0; i < rec.play.events.length; i++) {
      if (!("play" in rec.play.events[i]!)) continue;
      const g = stateAt(rec, i);
      const ev = pick(g, rec);
      if (ev) return { rec, i, g, ev };
    }
  }
  throw new Error("no such play found");
}

/** A card (optionally: this one) the seat to move holds but may not play while class `led` is led. */
const illegalCard = (g: DoppelkopfGame, led: number, card?: string): number | undefined => {
  if (g.ledClass !== led) return undefined;
  const legal = g.legalPlays(g.toMove);
  return g.handOf(g.toMove).find((c) => !legal.includes(c) && (card === undefined || CODE[c] === card));
};

describe("card names", () => {
  it("as players say them, German and English", () => {
    expect(["TS", "AD", "QC", "JH", "9H", "KS"].map((c) => doppelkopfCardName(c))).toEqual(["Pik-Zehn", "Karo-As", "Kreuz-Dame", "Herz-Bube", "Herz-Neun", "Pik-König"]);
    expect(["TS", "AD", "QC"].map((c) => doppelkopfCardName(c, "en"))).toEqual(["ten of spades", "ace of diamonds", "queen of clubs"]);
    expect(doppelkopfCardName("XX")).toBe('"XX"');
  });
});

describe("messages of a refused card", () => {
  it("MUST_FOLLOW names the trick, the seat, the class led and the card: trump", () => {
    const { rec, i, g, ev } = findPlay("ddv", (g) => {
      const c = illegalCard(g, TRUMP, "TS");
      return c === undefined ? null : { seat: g.toMove, play: "TS" };
    });
    const t = g.trickNo + 1;
    const e = refusal(rec, i, ev);
    expect(e).toMatchObject({ code: "MUST_FOLLOW", path: `play.events[${i}]`, trick: t, seat: g.toMove });
    expect(e.message).toBe(`Stich ${t}: Sitz ${g.toMove} muss Trumpf bedienen, statt Pik-Zehn zu spielen.`);
    expect(e.messageEn).toBe(`Trick ${t}: seat ${g.toMove} must follow trump instead of playing ten of spades.`);
  });
  it("MUST_FOLLOW with a Fehl suit led names that suit", () => {
    const { rec, i, g, ev } = findPlay("house", (g) => {
      const c = illegalCard(g, 2);
      return c === undefined ? null : { seat: g.toMove, play: CODE[c]! };
    });
    const e = refusal(rec, i, ev);
    const card = doppelkopfCardName((ev as { play: string }).play);
    expect(e.message).toBe(`Stich ${g.trickNo + 1}: Sitz ${g.toMove} muss Herz bedienen, statt ${card} zu spielen.`);
    expect(e.messageEn).toMatch(/^Trick \d+: seat \d must follow hearts instead of playing \w+ of \w+\.$/);
  });
  it("CARD_NOT_IN_HAND names the card the seat does not hold", () => {
    const { rec, i, g, ev } = findPlay("house", (g) => (g.handOf(g.toMove).includes(cardId("AD")) ? null : { seat: g.toMove, play: "AD" }));
    const e = refusal(rec, i, ev);
    expect(e).toMatchObject({ code: "CARD_NOT_IN_HAND", trick: g.trickNo + 1, seat: g.toMove });
    expect(e.message).toBe(`Stich ${g.trickNo + 1}: Sitz ${g.toMove} hat Karo-As nicht (mehr) auf der Hand.`);
    expect(e.messageEn).toBe(`Trick ${g.trickNo + 1}: seat ${g.toMove} does not hold ace of diamonds (any more).`);
  });
  it("NOT_YOUR_TURN names who is to play", () => {
    const { rec, i, g, ev } = findPlay("house", (g) => {
      const other = (g.toMove + 1) % 4;
      const c = g.handOf(other)[0];
      return c === undefined ? null : { seat: other, play: CODE[c]! };
    });
    const e = refusal(rec, i, ev);
    const card = doppelkopfCardName((ev as { play: string }).play);
    expect(e).toMatchObject({ code: "NOT_YOUR_TURN", seat: ev.seat, trick: g.trickNo + 1 });
    expect(e.message).toBe(`Stich ${g.trickNo + 1}: Sitz ${ev.seat} ist nicht am Zug (am Zug ist Sitz ${g.toMove}) und kann ${card} jetzt nicht spielen.`);
  });
});

describe("messages of a refused announcement or Vorbehalt", () => {
  it("ANNOUNCE_TOO_LATE names the announcement, the seat, the trick and the cards left", () => {
    const { rec, i, g, ev } = findPlay("ddv", (g) => {
      const seat = g.toMove;
      const re = g.isRe[seat] === 1;
      const party = re ? 0 : 1;
      return g.level[party] === 0 && g.level[1 - party] === 0 && g.cardsLeft(seat) === 8 ? { seat, announce: re ? "re" : "kontra" } : null;
    });
    const e = refusal(rec, i, ev, true);
    const word = (ev as { announce: string }).announce === "re" ? "Re" : "Kontra";
    expect(e).toMatchObject({ code: "ANNOUNCE_TOO_LATE", path: `play.events[${i}]`, trick: g.trickNo + 1, seat: ev.seat });
    expect(e.message).toBe(`Stich ${g.trickNo + 1}: Sitz ${ev.seat} sagt „${word}“ zu spät an (nur noch 8 Karten auf der Hand).`);
    expect(e.messageEn).toBe(`Trick ${g.trickNo + 1}: seat ${ev.seat} announces "${word}" too late (only 8 cards in hand).`);
  });
  it("ANNOUNCE_WRONG_PARTY names the seat's party", () => {
    const { rec, i, g, ev } = findPlay("house", (g) => (g.isRe[g.toMove] ? null : { seat: g.toMove, announce: "re" }));
    const e = refusal(rec, i, ev, true);
    expect(e.code).toBe("ANNOUNCE_WRONG_PARTY");
    expect(e.message).toBe(`Stich ${g.trickNo + 1}: Sitz ${ev.seat} spielt Kontra und kann nicht „Re“ ansagen.`);
  });
  it("VORBEHALT_ORDER names who is next, HOCHZEIT_WITHOUT_QUEENS the seat", () => {
    const rules = rulesOf("house");
    const rec = randomRecord(createRng(3), { preset: "house" }, rules, { soloRate: 0, hochzeitRate: 0, dealer: 0 });
    const e = refusal(rec, 0, { seat: 2, vorbehalt: "gesund" });
    expect(e).toMatchObject({ code: "VORBEHALT_ORDER", seat: 2, path: "play.events[0]" });
    expect(e.message).toBe("Vorbehalt: Sitz 2 ist nicht dran (dran ist Sitz 1) und kann nicht „gesund“ sagen.");
    const noQueens = [1, 2, 3, 0].find((s) => rec.play.hands[s]!.filter((c) => c === "QC").length < 2)!;
    const at = rec.play.events.findIndex((x) => x.seat === noQueens);
    const h = refusal(rec, at, { seat: noQueens, vorbehalt: "hochzeit" });
    expect(h.code).toBe("HOCHZEIT_WITHOUT_QUEENS");
    expect(h.message).toBe(`Vorbehalt: Sitz ${noQueens} hat nicht beide Kreuz-Damen, also keine Hochzeit.`);
  });
});

describe("a refused card on a live game", () => {
  it("leaves the game as it was: trying every illegal card before each play changes nothing", () => {
    const rng = createRng(99);
    for (const preset of ["house", "ddv"] as const) {
      const rules = rulesOf(preset);
      for (let n = 0; n < 20; n++) {
        const rec = randomRecord(rng, { preset }, rules);
        const g = new DoppelkopfGame().start(rules, rec.dealer, rec.play.hands.flat().map(cardId));
        rec.play.events.forEach((e, i) => {
          if ("play" in e) {
            const legal = g.legalPlays(e.seat);
            for (const c of g.handOf(e.seat)) if (!legal.includes(c)) expect(applyDoppelkopfEvent(g, { seat: e.seat, play: CODE[c] }, i)?.code).toBe("MUST_FOLLOW");
          }
          expect(applyDoppelkopfEvent(g, e, i)).toBe(null);
        });
        const r = scoreDoppelkopfRecord(rec);
        if (!r.ok) throw new Error("record");
        expect(g.facts().reAugen).toBe((r.detail as { augen: { re: number } }).augen.re);
      }
    }
  });
});
