import { describe, expect, it } from "vitest";
import { dueVorfuehrung, gameSeats, replaySpielliste } from "./spielliste";

const none = { re: "none", kontra: "none" };
/** A normal game won by Re (engine seats `re`) with 130 Augen: +1 to Re, -1 to Kontra. */
const normal = (dealer: number, re: [number, number] = [0, 2]) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type: "normal", re, announcements: none, reAugen: 130, tricksless: null, special: [] },
});
/** A Damensolo won by engine seat `soloist`: +3, the others -1 each. */
const solo = (dealer: number, soloist: number) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type: "damen-solo", re: [soloist], announcements: none, reAugen: 130, tricksless: null, special: [] },
});
const house = { preset: "house" };
const ddv = { preset: "ddv" };

describe("who plays which seat", () => {
  it("at four every position plays and the dealer is the engine's dealer", () => {
    expect(gameSeats(4, 2)).toEqual({ dealer: 2, sitsOut: null, active: [0, 1, 2, 3], engineDealer: 2 });
  });
  it("at five the dealer sits out and the player after him leads, as seat 0 after the engine's dealer", () => {
    for (let d = 0; d < 5; d++) {
      const s = gameSeats(5, d);
      expect(s.sitsOut).toBe(d);
      expect(s.active).not.toContain(d);
      expect(s.active[(s.engineDealer + 1) % 4]).toBe((d + 1) % 5);
    }
    expect(gameSeats(5, 0)).toMatchObject({ active: [1, 2, 3, 4], engineDealer: 3 });
  });
});

describe("the Spielliste of a table", () => {
  it("at four: the deal passes on, every row sums to zero, the totals keep one parity", () => {
    const list = replaySpielliste({ size: 4, rules: house, records: [normal(0), normal(1), normal(2, [1, 3])], gamesPlanned: 8 });
    expect(list.error).toBeNull();
    expect(list.games.map((g) => g.dealer)).toEqual([0, 1, 2]);
    expect(list.totals).toEqual([1, -1, 1, -1].map((x, p) => x * 2 - (p % 2 === 0 ? 1 : -1)));
    expect(list.totals.reduce((a, b) => a + b, 0)).toBe(0);
    expect(list.checks).toEqual({ zeroSum: true, parity: true });
    expect(list.next).toMatchObject({ number: 4, dealer: 3, engineDealer: 3 });
    expect(list.gamesLeft).toBe(5);
    expect(list.pflichtsolo).toBeNull();
  });

  it("at five: the dealer sits out with 0 and the scores land on the playing positions", () => {
    const first = gameSeats(5, 0);
    const list = replaySpielliste({ size: 5, rules: house, records: [solo(first.engineDealer, 0)], gamesPlanned: 10 });
    expect(list.error).toBeNull();
    // Engine seat 0 is position 2 (index 1): the soloist.
    expect(list.games[0]).toMatchObject({ sitsOut: 0, soloist: 1, score: [0, 9, -3, -3, -3] }); // house: a solo counts three times, the soloist takes three shares
    expect(list.checks.parity).toBeNull();
    expect(list.next).toMatchObject({ dealer: 1, sitsOut: 1, active: [0, 2, 3, 4] });
  });

  it("ddv: a Pflichtsolo keeps the dealer and is ticked off; the same player's next solo is a Lustsolo", () => {
    const list = replaySpielliste({ size: 4, rules: ddv, records: [normal(0), solo(1, 2), solo(1, 2)], gamesPlanned: 24 });
    expect(list.error).toBeNull();
    expect(list.games.map((g) => [g.dealer, g.pflichtsolo])).toEqual([
      [0, false],
      [1, true],
      [1, false],
    ]);
    expect(list.pflichtsolo).toEqual([false, false, true, false]);
    expect(list.next).toMatchObject({ number: 4, dealer: 2, round: { pflichtsoloDone: [2], gamesLeft: 21 } });
  });

  it("ddv: when the missing Pflichtsoli equal the games left, a normal game is refused (Vorführung, TSR 4.2.3)", () => {
    const list = replaySpielliste({ size: 4, rules: ddv, records: [normal(0)], gamesPlanned: 4 });
    expect(list.error).toMatchObject({ game: 1, errors: [{ code: "VORFUEHRUNG_EXPECTED" }] });
    expect(list.games).toEqual([]);
    const vorgefuehrt = replaySpielliste({ size: 4, rules: ddv, records: [solo(0, 1)], gamesPlanned: 4 });
    expect(vorgefuehrt.games[0]).toMatchObject({ pflichtsolo: true, vorgefuehrt: true });
    expect(vorgefuehrt.next?.dealer).toBe(1);
  });

  it("ddv at five: a dealer who lacks his Pflichtsolo still counts, and the next active player who lacks one is vorgeführt", () => {
    // Five games, five Pflichtsoli missing: every game is a Vorführung. Game 1: position 1 deals and sits out; the
    // player after him (position 2) leads, as engine seat 0.
    const records: Record<string, unknown>[] = [];
    const list = () => replaySpielliste({ size: 5, rules: ddv, records, gamesPlanned: 5 });
    for (let game = 1; game <= 5; game++) {
      const now = list();
      const next = now.next!;
      const due = dueVorfuehrung(now);
      expect(due).toBe(next.active[(next.engineDealer + 1) % 4]);
      const refused = replaySpielliste({ size: 5, rules: ddv, records: [...records, normal(next.engineDealer)], gamesPlanned: 5 });
      expect(refused.error?.errors[0]?.code).toBe("VORFUEHRUNG_EXPECTED");
      records.push(solo(next.engineDealer, next.active.indexOf(due!)));
      expect(list().error).toBeNull();
    }
    const done = list();
    expect(done.games.every((g) => g.vorgefuehrt)).toBe(true);
    // Vorgeführt solos pass the deal on: each position dealt once and sat out once.
    expect(done.games.map((g) => g.sitsOut)).toEqual([0, 1, 2, 3, 4]);
    expect(done.pflichtsolo).toEqual([true, true, true, true, true]);
  });

  it("ddv at five: the dealer who lacks his Pflichtsolo sits out; a normal game, then his Vorführung when he plays again", () => {
    const records: Record<string, unknown>[] = [];
    // Positions 1..4 play their Pflichtsoli first (the dealer repeats after each), position 0 never.
    const list = () => replaySpielliste({ size: 5, rules: ddv, records, gamesPlanned: 6 });
    for (const position of [1, 2, 3, 4]) {
      const next = list().next!;
      records.push(solo(next.engineDealer, next.active.indexOf(position)));
    }
    // Each Pflichtsolo kept the deal with position 0, so he deals game 5 too and sits out: two games left, only his
    // Pflichtsolo missing. He can play it in game 6, so game 5 is a normal game.
    const now = list();
    expect(now.error).toBeNull();
    expect(now.next).toMatchObject({ number: 5, sitsOut: 0 });
    expect(dueVorfuehrung(now)).toBeNull();
    records.push(normal(now.next!.engineDealer));
    const last = list();
    expect(last.next).toMatchObject({ number: 6, sitsOut: 1 });
    expect(dueVorfuehrung(last)).toBe(0);
    records.push(solo(last.next!.engineDealer, last.next!.active.indexOf(0)));
    expect(list()).toMatchObject({ error: null, gamesLeft: 0, pflichtsolo: [true, true, true, true, true] });
  });

  it("ddv at five: the Vorführung starts early when the one lacking would otherwise deal, and sit out, the last game", () => {
    // Position 0 lacks his Pflichtsolo, all others have played theirs; position 4 deals with two games left. A
    // normal game now would pass the deal to position 0 for the last game, where he sits out: he is vorgeführt now.
    const records: Record<string, unknown>[] = [];
    const list = () => replaySpielliste({ size: 5, rules: ddv, records, gamesPlanned: 7, firstDealer: 3 });
    for (const position of [4, 1, 2]) {
      const next = list().next!;
      records.push(solo(next.engineDealer, next.active.indexOf(position)));
    }
    records.push(normal(list().next!.engineDealer));
    const five = list();
    expect(five.next).toMatchObject({ number: 5, dealer: 4 });
    records.push(solo(five.next!.engineDealer, five.next!.active.indexOf(3)));
    const now = list();
    expect(now.next).toMatchObject({ number: 6, dealer: 4 });
    expect(now.pflichtsolo).toEqual([false, true, true, true, true]);
    expect(dueVorfuehrung(now)).toBe(0);
    expect(replaySpielliste({ size: 5, rules: ddv, records: [...records, normal(now.next!.engineDealer)], gamesPlanned: 7, firstDealer: 3 }).error?.errors[0]?.code).toBe(
      "VORFUEHRUNG_EXPECTED",
    );
  });

  it("a game dealt out of turn stops the list there, naming who deals", () => {
    const list = replaySpielliste({ size: 4, rules: house, records: [normal(0), normal(3)], gamesPlanned: 8 });
    expect(list.error).toMatchObject({ game: 2, errors: [{ code: "DEALER_ROTATION", message: "Spiel 2 gibt Position 2." }] });
    expect(list.games).toHaveLength(1);
    expect(list.next).toBeNull();
  });

  it("time up (TSR 8.5.1, 8.6): after the strike only the missing Pflichtsoli follow, each vorgeführt, and the list ends", () => {
    // Two normal games, one Pflichtsolo (position 2, the dealer repeats), then time strikes the other 21 games.
    const played = [normal(0), normal(1), solo(2, 2)];
    const list = (records: Record<string, unknown>[]) => replaySpielliste({ size: 4, rules: ddv, records, gamesPlanned: 24, struckAfter: 3 });
    const struck = list(played);
    expect(struck.gamesLeft).toBe(3);
    // The next player after the dealer who lacks one: position 3 (dealer 2 deals again after the Pflichtsolo).
    expect(struck.next).toMatchObject({ number: 4, dealer: 2 });
    expect(dueVorfuehrung(struck)).toBe(3);
    expect(list([...played, normal(2)]).error?.errors[0]?.code).toBe("VORFUEHRUNG_EXPECTED");
    const records = [...played];
    for (const _ of [1, 2, 3]) {
      const now = list(records);
      records.push(solo(now.next!.engineDealer, now.next!.active.indexOf(dueVorfuehrung(now)!)));
    }
    const done = list(records);
    expect(done.error).toBeNull();
    expect(done.games.slice(3).map((g) => [g.soloist, g.vorgefuehrt])).toEqual([
      [3, true],
      [0, true],
      [1, true],
    ]);
    expect([done.gamesLeft, done.next, done.pflichtsolo]).toEqual([0, null, [true, true, true, true]]);
    expect(list([...records, normal(1)]).error).toMatchObject({ game: 7, errors: [{ code: "LIST_COMPLETE" }] });
    // House rules know no Pflichtsolo: the strike ends the list.
    const house2 = replaySpielliste({ size: 4, rules: house, records: [normal(0), normal(1)], gamesPlanned: 8, struckAfter: 2 });
    expect([house2.gamesLeft, house2.next]).toEqual([0, null]);
  });

  it("time up at five when only the dealer who sits out lacks his Pflichtsolo: no game follows, the list says so", () => {
    // Positions 2..5 play their Pflichtsoli, each keeping the deal with position 1 (TSR 4.2.5); then time is up.
    const records: Record<string, unknown>[] = [];
    for (const position of [1, 2, 3, 4]) {
      const next = replaySpielliste({ size: 5, rules: ddv, records, gamesPlanned: 10 }).next!;
      records.push(solo(next.engineDealer, next.active.indexOf(position)));
    }
    const list = (more: Record<string, unknown>[] = []) => replaySpielliste({ size: 5, rules: ddv, records: [...records, ...more], gamesPlanned: 10, struckAfter: 4 });
    const struck = list();
    // Position 1 deals again and sits out: the one Pflichtsolo missing cannot be played, nothing else may be.
    expect(struck).toMatchObject({ error: null, gamesLeft: 1, next: null, afterTime: { missing: [0], blocked: true } });
    const dealer = gameSeats(5, 0).engineDealer;
    for (const game of [normal(dealer), solo(dealer, 1)]) {
      const refused = list([game]);
      expect(refused.error).toMatchObject({ game: 5, errors: [{ code: "LIST_WAITING" }] });
      expect(refused.error!.errors[0]!.message).toMatch(/nur Position 1 fehlt noch das Pflichtsolo/);
      expect(refused.games).toHaveLength(4);
    }
    // Before the strike the same table plays on normally.
    expect(replaySpielliste({ size: 5, rules: ddv, records, gamesPlanned: 10 })).toMatchObject({ afterTime: null, next: { number: 5 } });
  });

  it("time up: the list names who still lacks his Pflichtsolo, and each game after the strike is marked struck", () => {
    const list = replaySpielliste({ size: 4, rules: ddv, records: [normal(0), solo(1, 2)], gamesPlanned: 24, struckAfter: 1 });
    expect(list.afterTime).toEqual({ missing: [0, 1, 3], blocked: false });
    expect(list.games.map((g) => g.struck)).toEqual([false, true]);
    expect(list.games[1]!.round).toEqual({ pflichtsoloDone: [], gamesLeft: 4 });
  });

  it("the engine's refusals name positions from 1, not its seats from 0", () => {
    // At five with position 1 dealing, engine seat 0 is position 2: the Vorführung due is position 2's.
    const first = gameSeats(5, 0);
    const refused = replaySpielliste({ size: 5, rules: ddv, records: [normal(first.engineDealer)], gamesPlanned: 5 });
    const [error] = refused.error!.errors;
    expect(error).toMatchObject({ code: "VORFUEHRUNG_EXPECTED" });
    expect(error!.message).toBe("Vorführung: Position 2 muss sein Pflichtsolo spielen (TSR 4.2.3).");
    expect(error!.messageEn).toBe("Forced solo: position 2 must play his compulsory solo (TSR 4.2.3).");
    expect(error!.message).not.toMatch(/Sitz/);
  });

  it("the list ends with its quota", () => {
    const list = replaySpielliste({ size: 4, rules: house, records: [0, 1, 2, 3].map((d) => normal(d)), gamesPlanned: 4 });
    expect([list.gamesLeft, list.next]).toEqual([0, null]);
  });
});
