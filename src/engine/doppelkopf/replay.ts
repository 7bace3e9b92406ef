// Full-record mode: replays `play` (hands as dealt + one ordered list of flat events), reports the first illegal
// event with its code, trick and seat, else finds parties, Augen and special points itself and scores the game.
import type { AnnouncementLog } from "./game";
import type { EngineError, ScoreResult } from "../errors";
import { levelOf as levelOf_ } from "./announcements";
import { CARD_IDS as CARD_IDS_, CODE as CODE_, cardId as cardId_, inDeck as inDeck_ } from "./deck";
import { FAULTS as FAULTS_, fail as fail_, type Fault } from "./faults";
import { DoppelkopfGame as DoppelkopfGame_, PHASE_OVER as PHASE_OVER_, PHASE_PLAY as PHASE_PLAY_ } from "./game";
import { DECLARABLE_SOLI as DECLARABLE_SOLI_, GAME_TYPES as GAME_TYPES_, HOCHZEIT as HOCHZEIT_, gameTypeId as gameTypeId_ } from "./game-types";
import { eventError } from "./messages";
import type { ResolvedRules } from "./rules";
import { scoreDetail as scoreDetail_, type DoppelkopfDetail } from "./value";
import { GESUND as GESUND_, nextDealer as nextDealer_, type RoundInfo } from "./vorbehalt";

// Module-local copies: transpilers may turn imported bindings into getters, too slow for the hot path.
const levelOf = levelOf_;
const CODE = CODE_;
const fail = fail_;
const DoppelkopfGame = DoppelkopfGame_;
const DECLARABLE_SOLI = DECLARABLE_SOLI_;
const GAME_TYPES = GAME_TYPES_;
const gameTypeId = gameTypeId_;
const scoreDetail = scoreDetail_;
const GESUND = GESUND_;
const nextDealer = nextDealer_;
const CARD_IDS = CARD_IDS_;
const cardId = cardId_;
const inDeck = inDeck_;
const FAULTS = FAULTS_;
const PHASE_OVER = PHASE_OVER_;
const PHASE_PLAY = PHASE_PLAY_;
const HOCHZEIT = HOCHZEIT_;

/** Reused across calls: scoring is synchronous, so one scratch game serves every record. */
const scratch = new DoppelkopfGame();
const deckCount = new Uint8Array(CARD_IDS);

/** Card ids of each deck as a bit mask (40 cards: no nines, ids 5, 11, 17, 23). */
const NINE_BITS = (1 << 5) | (1 << 11) | (1 << 17) | (1 << 23);
const DECK_MASK_48 = (1 << CARD_IDS) - 1;
const DECK_MASK_40 = DECK_MASK_48 & ~NINE_BITS;

/** Vorbehalt word -> GESUND, HOCHZEIT or a declarable solo type id, else undefined (nothing inherited). */
function vorbehaltKind(word: unknown): number | undefined {
  switch (word) {
    case "gesund":
      return GESUND;
    case "hochzeit":
      return HOCHZEIT;
    case "trumpf-solo":
    case "damen-solo":
    case "buben-solo":
    case "kreuz-solo":
    case "pik-solo":
    case "herz-solo":
    case "karo-solo":
    case "fleischlos":
      return gameTypeId(word);
    default:
      return undefined;
  }
}
// The switch lists every declarable solo (game-types.ts): checked once at load.
for (const s of DECLARABLE_SOLI) if (vorbehaltKind(s) !== gameTypeId(s)) throw new Error(`vorbehaltKind misses ${s}`);

const EVENT_INVALID = (i: number, en: string, de: string, seat?: number): { ok: false; errors: EngineError[] } =>
  fail("EVENT_INVALID", `play.events[${i}]`, de, en, seat === undefined ? undefined : { seat });

const isSeat = (x: unknown): x is number => x === 0 || x === 1 || x === 2 || x === 3;

/** Puts the dealt hands into the scratch game's hand masks (DoppelkopfGame.one/two, for startCounted): four hands
 * of handSize valid codes each (the deck is checked after). The loop only folds every doubt into `bad`; any doubt
 * and firstHandError names the first fault in reading order. */
function readHands(rules: ResolvedRules, hands: unknown): EngineError[] | null {
  const n = rules.handSize;
  if (!Array.isArray(hands) || hands.length !== 4) return firstHandError(rules, hands);
  // Bits no card of this deck may set: the nines of a 40-card deck, and bit 31, which 1 << -1 (no card code) sets.
  const notDeck = ~(rules.deck === 48 ? DECK_MASK_48 : DECK_MASK_40);
  let bad = 0;
  for (let s = 0; s < 4; s++) {
    const h = hands[s] as unknown;
    if (!Array.isArray(h) || h.length !== n) return firstHandError(rules, hands);
    let one = 0;
    let two = 0;
    for (let i = 0; i < n; i++) {
      const c = cardId(h[i]);
      const b = 1 << c;
      bad |= b & notDeck;
      two |= one & b;
      one |= b;
    }
    scratch.one[s] = one;
    scratch.two[s] = two;
  }
  return bad === 0 ? null : firstHandError(rules, hands);
}

/** The first fault of the hands, in reading order (readHands found one). */
function firstHandError(rules: ResolvedRules, hands: unknown): EngineError[] {
  const n = rules.handSize;
  if (!Array.isArray(hands) || hands.length !== 4)
    return fail("HANDS_INVALID", "play.hands", "Vier Blätter erwartet (je Sitz die gegebenen Karten).", "Expected four hands (each seat's cards as dealt).").errors;
  for (let s = 0; s < 4; s++) {
    const h = hands[s] as unknown;
    if (!Array.isArray(h) || h.length !== n)
      return fail("HANDS_INVALID", `play.hands[${s}]`, `Sitz ${s}: ${n} Karten erwartet.`, `Seat ${s}: expected ${n} cards.`).errors;
    for (let i = 0; i < n; i++) {
      const c = cardId(h[i]);
      if (c < 0 || (rules.deck !== 48 && c % 6 === 5))
        return fail(
          "CARD_INVALID",
          `play.hands[${s}][${i}]`,
          `${JSON.stringify(h[i])} ist keine Karte dieses Blatts (${rules.deck} Karten).`,
          `${JSON.stringify(h[i])} is not a card of this deck (${rules.deck} cards).`,
        ).errors;
    }
  }
  throw new Error("firstHandError: no fault found");
}

/**
 * The whole deck exactly (each card twice), after readHands and g.startCounted: from the game's hand masks, a
 * bit-sliced count per card id over the eight masks (`one`/`two` per seat). Counts above 2 in one hand show up as a
 * missing card elsewhere (four hands of handSize cards), so "every card exactly twice" is decided exactly; on a
 * mismatch the cards are counted one by one for the message.
 */
function checkDeck(rules: ResolvedRules, g: DoppelkopfGame_, hands: unknown[]): EngineError[] | null {
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  for (let k = 0; k < 8; k++) {
    const x = k < 4 ? g.one[k]! : g.two[k - 4]!;
    const c0 = b0 & x;
    b0 ^= x;
    const c1 = b1 & c0;
    b1 ^= c0;
    b2 |= c1; // counts of 4 and more: never 2
  }
  const deck = rules.deck === 48 ? DECK_MASK_48 : DECK_MASK_40;
  if ((b1 & ~b0 & ~b2 & deck) === deck) return null;
  deckCount.fill(0);
  for (const h of hands) for (const code of h as unknown[]) deckCount[cardId(code)]!++; // valid codes (readHands)
  for (let c = 0; c < CARD_IDS; c++)
    if (inDeck(c, rules.deck) && deckCount[c] !== 2)
      return fail(
        "DECK_MISMATCH",
        "play.hands",
        `${CODE[c]} liegt ${deckCount[c]}-mal statt zweimal in den Blättern.`,
        `${CODE[c]} appears ${deckCount[c]} times instead of twice in the hands.`,
      ).errors;
  return null;
}

/** Applies one event of any kind to the game: null when legal, else the error result for it. */
function replayEvent(g: DoppelkopfGame_, rules: ResolvedRules, e: Record<string, unknown>, i: number): { ok: false; errors: EngineError[] } | null {
  if (typeof e !== "object" || e === null) return EVENT_INVALID(i, "An event must be an object.", "Ein Ereignis muss ein Objekt sein.");
  const seat = e.seat;
  if (!isSeat(seat)) return EVENT_INVALID(i, `"seat" must be 0..3.`, "„seat“ muss 0..3 sein.");
  let fault: Fault | null;
  const card = e.play;
  if (card !== undefined) {
    if (e.announce !== undefined || e.vorbehalt !== undefined || e.schweinchen !== undefined)
      return EVENT_INVALID(i, "An event has exactly one of play, announce, vorbehalt, schweinchen.", "Ein Ereignis hat genau eines von play, announce, vorbehalt, schweinchen.", seat);
    const c = cardId(card);
    if (c < 0 || (c % 6 === 5 && rules.deck !== 48))
      return fail("CARD_INVALID", `play.events[${i}].play`, `${JSON.stringify(card)} ist keine Karte dieses Blatts.`, `${JSON.stringify(card)} is not a card of this deck.`, {
        trick: Math.min(g.trickNo + 1, rules.handSize),
        seat,
      });
    fault = g.play(seat, c);
  } else if (e.announce !== undefined) {
    if (e.vorbehalt !== undefined || e.schweinchen !== undefined)
      return EVENT_INVALID(i, "An event has exactly one of play, announce, vorbehalt, schweinchen.", "Ein Ereignis hat genau eines von play, announce, vorbehalt, schweinchen.", seat);
    const party = g.partiesKnown ? (g.isRe[seat] ? 0 : 1) : 0;
    let level = levelOf(e.announce, party);
    if (level === 0 || level === -1)
      return EVENT_INVALID(i, `Unknown announcement ${JSON.stringify(e.announce)} (re, kontra, k90, k60, k30, schwarz).`, `Unbekannte Ansage ${JSON.stringify(e.announce)} (re, kontra, k90, k60, k30, schwarz).`, seat);
    if (!g.partiesKnown) level = 1; // checked by the game (before the game type / Klärungsstich)
    fault = level === -2 ? FAULTS.ANNOUNCE_WRONG_PARTY : g.announce(seat, level);
  } else if (e.vorbehalt !== undefined) {
    if (e.schweinchen !== undefined)
      return EVENT_INVALID(i, "An event has exactly one of play, announce, vorbehalt, schweinchen.", "Ein Ereignis hat genau eines von play, announce, vorbehalt, schweinchen.", seat);
    const kind = vorbehaltKind(e.vorbehalt);
    if (kind === undefined)
      return EVENT_INVALID(i, `Unknown reservation ${JSON.stringify(e.vorbehalt)} (gesund, hochzeit or a solo type).`, `Unbekannter Vorbehalt ${JSON.stringify(e.vorbehalt)} (gesund, hochzeit oder eine Soloart).`, seat);
    const pf = e.pflicht;
    if (pf !== undefined && typeof pf !== "boolean") return EVENT_INVALID(i, `"pflicht" must be true or false.`, "„pflicht“ muss true oder false sein.", seat);
    fault = g.declare(seat, kind, pf);
  } else if (e.schweinchen !== undefined) {
    if (e.schweinchen !== true) return EVENT_INVALID(i, `"schweinchen" must be true.`, "„schweinchen“ muss true sein.", seat);
    fault = g.announceSchweinchen(seat);
  } else return EVENT_INVALID(i, "An event needs one of play, announce, vorbehalt, schweinchen.", "Ein Ereignis braucht eines von play, announce, vorbehalt, schweinchen.", seat);
  if (fault !== null) return { ok: false, errors: [eventError(g, fault, `play.events[${i}]`, seat, e)] };
  return null;
}

/** Applies event `i` of a full record to a live game (the tablet's card-by-card entry), with the replay's checks
 * and messages: null when legal, else the error (the game is then left as it was before the event). */
export function applyDoppelkopfEvent(g: DoppelkopfGame_, e: unknown, i: number): EngineError | null {
  const err = replayEvent(g, g.rules, e as Record<string, unknown>, i);
  return err === null ? null : err.errors[0]!;
}

export interface FullDetail extends DoppelkopfDetail {
  mode: "play";
  tricks: { re: number; kontra: number };
  /** Seat that won each trick, in order. */
  trickWinners: number[];
  hochzeit?: { seat: number; partner: number | null; klaerungsstich: number };
  pflichtsolo?: boolean;
  vorgefuehrt?: boolean;
  schweinchen?: number;
  announcementLog: AnnouncementLog[];
  /** Dealer of the next game (same dealer again after a Pflichtsolo that was not vorgeführt, TSR 4.2.5). */
  nextDealer: number;
}

/** Replays and scores one full record; `play` is the record's `play` value. */
export function scorePlay(rules: ResolvedRules, dealer: number, play: unknown, round: RoundInfo): ScoreResult<FullDetail> {
  if (typeof play !== "object" || play === null || Array.isArray(play))
    return fail("PLAY_INVALID", "play", "„play“ muss ein Objekt mit „hands“ und „events“ sein.", `"play" must be an object with "hands" and "events".`);
  const p = play as { hands?: unknown; events?: unknown };
  for (const k in p)
    if (k !== "hands" && k !== "events")
      return fail("PLAY_INVALID", `play.${k}`, `Unbekanntes Feld „${k}“.`, `Unknown field "${k}".`);
  const handErr = readHands(rules, p.hands);
  if (handErr) return { ok: false, errors: handErr };
  const g = scratch.startCounted(rules, dealer, round);
  const deckErr = checkDeck(rules, g, p.hands as unknown[]);
  if (deckErr) return { ok: false, errors: deckErr };
  const events = p.events;
  if (!Array.isArray(events)) return fail("PLAY_INVALID", "play.events", "„events“ muss eine Liste sein.", `"events" must be a list.`);

  // The card ids of this deck as bits: (deck >> c) & 1 is 0 for a nine in a 40-card deck and for c = -1 (no card
  // code: the shift count is taken mod 32, and bit 31 is no card).
  const deck = rules.deck === 48 ? DECK_MASK_48 : DECK_MASK_40;
  const len = events.length;
  for (let i = 0; i < len; i++) {
    const e = events[i] as Record<string, unknown>;
    // Fast path for the bulk of a record, a well-formed card play { seat, play } once the game type is settled.
    // Anything else (or any doubt) goes to replayEvent, which checks the event from scratch in the documented order.
    // Two separate sites also keep the property loads here from seeing every event shape (faster lookups).
    // e != null is enough before the loads: any other non-object (number, string, boolean) has no "play" and
    // goes on to replayEvent like before; the full typeof check costs more per card.
    if (g.phase === PHASE_PLAY && e != null) {
      const card = e.play;
      if (typeof card === "string" && e.announce === undefined && e.vorbehalt === undefined && e.schweinchen === undefined) {
        const seat = e.seat;
        const c = cardId(card);
        // seat === toMove: a seat 0..3 and its turn (in PHASE_PLAY), just what playOnTurn needs checked.
        if (seat === g.toMove && ((deck >> c) & 1) !== 0) {
          const fault = g.playOnTurn(seat, c);
          if (fault === null) continue;
          return { ok: false, errors: [eventError(g, fault, `play.events[${i}]`, seat, e)] };
        }
      }
    }
    const err = replayEvent(g, rules, e, i);
    if (err !== null) return err;
  }
  if (g.phase !== PHASE_OVER)
    return fail(
      "INCOMPLETE_GAME",
      "play.events",
      `Das Spiel ist nicht zu Ende gespielt (${g.trickNo} von ${rules.handSize} Stichen).`,
      `The game is not played to the end (${g.trickNo} of ${rules.handSize} tricks).`,
      { trick: Math.min(g.trickNo + 1, rules.handSize) },
    );
  // The facts (GameFacts) straight from the game, without the intermediate object.
  let reMask = 0;
  let firstRe = -1;
  let reAugen = 0;
  let reTricks = 0;
  for (let s = 0; s < 4; s++)
    if (g.isRe[s]) {
      reMask |= 1 << s;
      if (firstRe < 0) firstRe = s;
      reAugen += g.augen[s] as number;
      reTricks += g.tricksWon[s] as number;
    }
  const n = rules.handSize;
  const special = g.specialPoints();
  const full = scoreDetail(rules, g.typeId, g.hochzeitAlone, reMask, firstRe, g.level[0]!, g.level[1]!, reAugen, reTricks, n - reTricks, special, special.length) as FullDetail;
  full.mode = "play";
  full.tricks = { re: reTricks, kontra: n - reTricks };
  const winners = new Array<number>(n); // exactly n slots, all set below
  for (let t = 0; t < n; t++) winners[t] = g.trickWinner[t] as number;
  full.trickWinners = winners;
  if (g.typeId === HOCHZEIT) {
    let partner: number | null = null;
    for (let s = 0; s < 4; s++) if (g.isRe[s] && s !== g.player) partner = s;
    full.hochzeit = { seat: g.player, partner, klaerungsstich: g.klaerung };
  }
  if (rules.vorbehalt === "ddv" && GAME_TYPES[g.typeId] !== "stilles-solo" && g.player >= 0 && g.typeId !== HOCHZEIT) {
    full.pflichtsolo = g.pflicht;
    full.vorgefuehrt = g.vorgefuehrt;
  }
  if (g.schwein >= 0) full.schweinchen = g.schwein;
  full.announcementLog = g.announcements;
  full.nextDealer = nextDealer(dealer, g.pflicht, g.vorgefuehrt);
  return { ok: true, score: full.score, detail: full, errors: [] };
}
