import { describe, expect, it } from "vitest";
import { createRng, randomDoppelkopfPlay, resolveDoppelkopfRules, scoreDoppelkopfRecord, type Card, type DoppelkopfEvent, type DoppelkopfPlay } from "@/engine";
import { gameSeats, replaySpielliste } from "@/games";
import {
  addEvent,
  emptyDraft,
  finished,
  freeCopies,
  gameInfo,
  gameOf,
  handsComplete,
  heldBy,
  playOptions,
  recordOf,
  scoreOf,
  selectSeat,
  tapCard,
  undo,
  vorbehaltOptions,
  type DkDraft,
} from "./draft";
import { namedError } from "./messages";

const HOUSE = { preset: "house" };
const DDV = { preset: "ddv" };
const rulesOf = (raw: { preset: string }) => {
  const r = resolveDoppelkopfRules(raw);
  if (!r.ok) throw new Error("rules");
  return r.value;
};

/** Taps the first three hands from the player after the dealer, as the list keeper would (the last fills itself). */
function tapHands(hands: Card[][], dealer: number, rules: Record<string, unknown>, round: Record<string, unknown> = {}): DkDraft {
  let d = emptyDraft(dealer, rules, round);
  for (let k = 1; k <= 3; k++) {
    const s = (dealer + k) % 4;
    d = selectSeat(d, s);
    for (const c of hands[s]!) d = tapCard(d, c);
  }
  return d;
}

const sorted = (h: readonly Card[]) => [...h].sort();

/** Is the event one the page offers in this state? */
function offered(d: DkDraft, ev: DoppelkopfEvent): boolean {
  const built = gameOf(d);
  if (!built.ok) return false;
  const g = built.game;
  if ("vorbehalt" in ev) return vorbehaltOptions(g).choices.some((c) => JSON.stringify(c) === JSON.stringify(ev));
  const o = playOptions(g);
  if ("play" in ev) return ev.seat === o.seat && o.hand.includes(ev.play);
  if ("announce" in ev) return o.announcements.some((a) => a.seat === ev.seat && a.words.includes(ev.announce));
  return o.schweinchen.includes(ev.seat);
}

/** Enters a whole game: hands, then every event through the options the page offers. */
function enter(dealer: number, play: DoppelkopfPlay, rules: Record<string, unknown>, round: Record<string, unknown> = {}): DkDraft {
  let d = tapHands(play.hands, dealer, rules, round);
  expect(handsComplete(d)).toBe(true);
  d.hands.forEach((h, s) => expect(sorted(h)).toEqual(sorted(play.hands[s]!)));
  for (const ev of play.events) {
    expect(offered(d, ev), JSON.stringify(ev)).toBe(true);
    const step = addEvent(d, ev);
    expect(step.error).toBe(null);
    d = step.draft;
  }
  return d;
}

describe("card-by-card entry of a Doppelkopf game", () => {
  it("a whole seeded random game tapped in and played to the end scores as the engine scores its record", () => {
    const rng = createRng(2024);
    for (const raw of [HOUSE, DDV]) {
      const rules = rulesOf(raw);
      for (let n = 0; n < 25; n++) {
        const { dealer, play } = randomDoppelkopfPlay(rng, rules, { announceRate: 0.2, soloRate: 0.1, hochzeitRate: 0.7 });
        const d = enter(dealer, play, raw);
        const built = gameOf(d);
        expect(built.ok && finished(built.game)).toBe(true);
        const mine = scoreOf(d);
        const theirs = scoreDoppelkopfRecord({ game: "doppelkopf", rules: raw, players: 4, dealer, play });
        expect(mine.ok && theirs.ok).toBe(true);
        if (mine.ok && theirs.ok) expect(mine.score).toEqual(theirs.score);
        expect(recordOf(d)).toEqual({ game: "doppelkopf", players: 4, dealer, play: { hands: d.hands, events: play.events } });
      }
    }
  });

  it("the saved record is what the Spielliste counts: game 1 at a table of four under ddv with its round context", () => {
    const list0 = replaySpielliste({ size: 4, rules: DDV, records: [], gamesPlanned: 8, firstDealer: 2 });
    const next = list0.next!;
    expect(next.round).toEqual({ pflichtsoloDone: [], gamesLeft: 8 });
    const rules = rulesOf(DDV);
    const rng = createRng(7);
    // Without solos: a random solo's Pflicht flag would not fit the round (every player still owes his Pflichtsolo).
    const { play } = randomDoppelkopfPlay(rng, rules, { dealer: next.engineDealer, soloRate: 0, announceRate: 0.2 });
    const d = enter(next.engineDealer, play, DDV, next.round);
    const list = replaySpielliste({ size: 4, rules: DDV, records: [recordOf(d)], gamesPlanned: 8, firstDealer: 2 });
    const score = scoreOf(d);
    expect(list.error).toBe(null);
    // At four the engine's seats are the positions.
    expect(gameSeats(4, 2).active).toEqual([0, 1, 2, 3]);
    expect(list.games[0]!.score).toEqual(score.ok ? score.score : null);
  });

  it("ddv: a solo of a player who still owes his Pflichtsolo is offered as the Pflichtsolo; a Vorführung asks only the player it names", () => {
    const rules = rulesOf(DDV);
    const { play } = randomDoppelkopfPlay(createRng(11), rules, { dealer: 0, soloRate: 0 });
    // Seats 0 and 2 have played theirs, five games left: no Vorführung.
    const d = tapHands(play.hands, 0, DDV, { pflichtsoloDone: [0, 2], gamesLeft: 5 });
    const g = gameOf(d);
    if (!g.ok) throw new Error("game");
    const o = vorbehaltOptions(g.game);
    expect([o.seat, o.vorgefuehrt]).toEqual([1, false]);
    expect(o.choices.find((c) => c.vorbehalt === "damen-solo")).toEqual({ seat: 1, vorbehalt: "damen-solo", pflicht: true });
    // Two games left and seats 1 and 3 without theirs: seat 1 is vorgeführt and may only name a solo.
    const v = tapHands(play.hands, 0, DDV, { pflichtsoloDone: [0, 2], gamesLeft: 2 });
    const gv = gameOf(v);
    if (!gv.ok) throw new Error("game");
    const ov = vorbehaltOptions(gv.game);
    expect([ov.seat, ov.vorgefuehrt]).toEqual([1, true]);
    expect(ov.choices.length).toBe(rules.soli.length);
    expect(ov.choices.every((c) => c.seat === 1 && c.pflicht === true && c.vorbehalt !== "gesund" && c.vorbehalt !== "hochzeit")).toBe(true);
    const refused = addEvent(v, { seat: 1, vorbehalt: "gesund" });
    expect(refused.error?.code).toBe("VORFUEHRUNG_NEEDS_SOLO");
    const step = addEvent(v, { seat: 1, vorbehalt: "buben-solo", pflicht: true });
    expect(step.error).toBe(null);
    const after = gameOf(step.draft);
    if (!after.ok) throw new Error("game");
    expect(gameInfo(after.game)).toMatchObject({ type: "buben-solo", player: 1, pflicht: true, re: [1] });
    expect(playOptions(after.game).seat).toBe(1); // the vorgeführte soloist leads
  });

  it("a Hochzeit: offered only to the holder of both Kreuz-Damen, played out and scored", () => {
    const rules = rulesOf(HOUSE);
    const rng = createRng(5);
    for (let n = 0; n < 200; n++) {
      const { dealer, play } = randomDoppelkopfPlay(rng, rules, { soloRate: 0, hochzeitRate: 1, announceRate: 0.2 });
      const holder = play.hands.findIndex((h) => h.filter((c) => c === "QC").length === 2);
      if (holder < 0) continue;
      let d = tapHands(play.hands, dealer, HOUSE);
      for (const ev of play.events.filter((e) => "vorbehalt" in e)) {
        const g = gameOf(d);
        if (!g.ok) throw new Error("game");
        const hochzeit = vorbehaltOptions(g.game).choices.some((c) => c.vorbehalt === "hochzeit");
        expect(hochzeit).toBe(ev.seat === holder);
        if (ev.seat !== holder) expect(addEvent(d, { seat: ev.seat, vorbehalt: "hochzeit" }).error?.code).toBe("HOCHZEIT_WITHOUT_QUEENS");
        d = addEvent(d, ev).draft;
      }
      const g = gameOf(d);
      if (!g.ok) throw new Error("game");
      expect(gameInfo(g.game)).toMatchObject({ type: "hochzeit", player: holder, re: null }); // partner not known yet
      d = enter(dealer, play, HOUSE);
      const r = scoreOf(d);
      expect(r.ok && (r.detail as { type: string }).type).toBe("hochzeit");
      return;
    }
    throw new Error("no Hochzeit found");
  });

  it("an illegal card is refused with the engine's reason, in the player's name; the draft stays", () => {
    const rules = rulesOf(DDV);
    const rng = createRng(31);
    const names = ["Anna", "Bernd", "Clara", "Dieter"];
    for (let n = 0; n < 50; n++) {
      const { dealer, play } = randomDoppelkopfPlay(rng, rules, { soloRate: 0, hochzeitRate: 0 });
      let d = tapHands(play.hands, dealer, DDV);
      for (const ev of play.events) {
        const g = gameOf(d);
        if (!g.ok) throw new Error("game");
        if ("play" in ev) {
          const o = playOptions(g.game);
          const illegal = o.hand.find((c) => !o.legal.includes(c));
          if (illegal) {
            const step = addEvent(d, { seat: o.seat, play: illegal });
            expect(step.draft).toBe(d);
            expect(step.error).toMatchObject({ code: "MUST_FOLLOW", seat: o.seat, path: `play.events[${d.events.length}]` });
            const named = namedError(step.error!, (s) => names[s]);
            expect(named.de).toMatch(new RegExp(`^Stich \\d+: ${names[o.seat]} muss (Trumpf|Kreuz|Pik|Herz|Karo) bedienen, statt \\S+ zu spielen\\.$`));
            expect(named.de).not.toMatch(/Sitz/);
            return;
          }
        }
        d = addEvent(d, ev).draft;
      }
    }
    throw new Error("no illegal card found");
  });

  it("undo steps back one event, then one tapped card; tapping a card cycles its copies", () => {
    const rules = rulesOf(HOUSE);
    const { dealer, play } = randomDoppelkopfPlay(createRng(3), rules, { dealer: 1 });
    let d = emptyDraft(dealer, HOUSE, {});
    expect(d.activeSeat).toBe(2);
    d = tapCard(d, "QC");
    d = tapCard(d, "QC");
    expect([heldBy(d, 2, "QC"), freeCopies(d, "QC")]).toEqual([2, 0]);
    d = tapCard(d, "QC");
    expect([heldBy(d, 2, "QC"), freeCopies(d, "QC")]).toEqual([0, 2]);
    d = tapCard(d, "AD");
    d = selectSeat(d, 3);
    d = tapCard(d, "AD");
    d = tapCard(d, "AD"); // no copy left: seat 3's copy goes back
    expect([heldBy(d, 2, "AD"), heldBy(d, 3, "AD"), freeCopies(d, "AD")]).toEqual([1, 0, 1]);
    expect(undo(undo(selectSeat(d, 2))).hands.every((h) => h.length === 0)).toBe(true);

    const full = enter(dealer, play, HOUSE);
    const back = undo(full);
    expect(back.events).toEqual(play.events.slice(0, -1));
    const g = gameOf(back);
    expect(g.ok && finished(g.game)).toBe(false);
    let start = full;
    while (start.events.length) start = undo(start);
    expect(handsComplete(start)).toBe(true);
    const less = undo(start);
    expect(handsComplete(less)).toBe(false);
    expect(less.hands.flat().length).toBe(39);
    // Hands are locked once the first Vorbehalt is in.
    expect(tapCard(full, "QC")).toBe(full);
    expect(selectSeat(full, 0)).toBe(full);
  });
});
