// Full-record mode: replay a whole deal card by card, report the first illegal event (code, trick, seat),
// then score the deal from what actually happened.
import type { EngineError, ScoreResult } from "../errors";
import { cardIndexOf } from "./card-tables";
import { applyEvent } from "./events";
import { tryPlay } from "./play";
import { applyBid, bidIndexOf } from "./bidding";
import { KlammernMachine, PHASE_BIDDING, PHASE_DONE, PHASE_NAMING, PHASE_PLAY, PHASE_VOID } from "./machine";
import { kError } from "./messages";
import type { KlammernRules } from "./rules";
import { MeldList, scoreDeal, voidDealScore, type KlammernDealDetail } from "./scoring";

export interface ParsedDeal {
  hands: Int32Array;
  early: Int32Array;
  original: number;
}

/** Cards per seat: 8 with 4 players, 9 with 2 or 3 (the last three came after trump was chosen). */
export const handSize = (players: number): number => (players === 4 ? 8 : 9);

/** Parses `play.hands` and `play.original` into masks; errors carry paths under `prefix` ("play"). */
export function parseDeal(
  players: number,
  dealer: number,
  play: Record<string, unknown>,
  prefix: string,
  errors: EngineError[],
  into?: ParsedDeal,
): ParsedDeal | null {
  const out = into ?? { hands: new Int32Array(4), early: new Int32Array(4), original: -1 };
  const hands = out.hands;
  prefix = prefix ? `${prefix}.` : "";
  const early = out.early;
  const size = handSize(players);
  const rawHands = play.hands;
  let seen = 0;
  const start = errors.length;
  if (!Array.isArray(rawHands) || rawHands.length !== players) {
    errors.push(kError("FIELD_INVALID", `${prefix}hands`, { de: `${players} Hände erwartet`, en: `${players} hands expected` }));
    return null;
  }
  for (let s = 0; s < players; s++) {
    const h = rawHands[s];
    if (!Array.isArray(h)) {
      errors.push(kError("FIELD_INVALID", `${prefix}hands[${s}]`, { de: "Liste von Karten erwartet", en: "list of cards expected" }));
      continue;
    }
    if (h.length !== size) errors.push(kError("HAND_SIZE", `${prefix}hands[${s}]`, { seat: s, value: String(h.length), expected: String(size) }));
    let mask = 0;
    let first = 0;
    for (let k = 0; k < h.length; k++) {
      const c = cardIndexOf(h[k]);
      if (c < 0) {
        errors.push(kError("CARD_INVALID", `${prefix}hands[${s}][${k}]`, { value: String(h[k]) }));
        continue;
      }
      const bit = 1 << c;
      if ((seen & bit) !== 0) errors.push(kError("CARD_DUPLICATE", `${prefix}hands[${s}][${k}]`, { card: h[k] as string }));
      seen |= bit;
      mask |= bit;
      if (k < 6) first |= bit;
    }
    hands[s] = mask;
    early[s] = players === 4 ? mask : first;
  }
  const original = cardIndexOf(play.original);
  if (original < 0) {
    errors.push(kError(play.original === undefined ? "FIELD_MISSING" : "CARD_INVALID", `${prefix}original`, { value: String(play.original), de: "original", en: "original" }));
  } else if (players === 4) {
    if (((hands[dealer] as number) & (1 << original)) === 0)
      errors.push(kError("ORIGINAL_NOT_IN_DEALER_HAND", `${prefix}original`, { card: play.original as string }));
  } else if ((seen & (1 << original)) !== 0) {
    errors.push(kError("ORIGINAL_IN_HAND", `${prefix}original`, { card: play.original as string }));
  }
  out.original = original;
  return errors.length > start ? null : out;
}

const shared = new KlammernMachine();
const sharedDeal: ParsedDeal = { hands: new Int32Array(4), early: new Int32Array(4), original: -1 };
const meldScratch = new MeldList();

/** Runs the events on a machine that was reset for the deal; returns the first error or null. */
export function runEvents(m: KlammernMachine, events: unknown, prefix: string): EngineError | null {
  if (!Array.isArray(events)) return kError("FIELD_INVALID", prefix, { de: "Liste von Ereignissen erwartet", en: "list of events expected" });
  const n = events.length;
  for (let i = 0; i < n; i++) {
    const e = events[i];
    // Fast path for the common event, a legal card play; anything else (or any problem) goes the full way.
    if (typeof e === "object" && e !== null) {
      const code = (e as { play?: unknown }).play;
      if (typeof code === "string" && code.length === 2) {
        const seat = (e as { seat?: unknown }).seat;
        const card = cardIndexOf(code);
        let turn = m.leader + m.count;
        if (turn >= m.players) turn -= m.players;
        if (card >= 0 && seat === turn && m.phase === PHASE_PLAY && tryPlay(m, seat, card)) continue;
      } else if (code === undefined) {
        const bid = (e as { bid?: unknown }).bid;
        if (bid !== undefined) {
          const b = bidIndexOf(bid);
          const seat = (e as { seat?: unknown }).seat;
          if (b >= 0 && typeof seat === "number" && seat === m.toAct() && m.phase === PHASE_BIDDING && applyBid(m, seat, b) === null) continue;
        }
      }
    }
    const err = applyEvent(m, e, prefix, i);
    if (err !== null) return err;
  }
  return null;
}

/** Scores a machine whose deal is over (done or void). */
export function scoreMachine(m: KlammernMachine): { score: number[]; detail: KlammernDealDetail } {
  if (m.phase === PHASE_VOID) return voidDealScore(m.players, m.dealer);
  const melds = meldScratch;
  melds.clear();
  for (let i = 0; i < m.meldCount; i++) {
    if (m.meldShown[i] !== 0) melds.push(m.meldSeat[i] as number, m.meldKind[i] as number, m.meldSuit[i] as number, m.meldTop[i] as number);
  }
  const tricks = new Array<number>(m.sides);
  for (let s = 0; s < m.sides; s++) tricks[s] = m.sideTricks[s] as number;
  return scoreDeal(m.players, m.dealer, m.declarer, m.trump, m.chosen, m.sidePoints, melds, m.bellaSeat, m.rules, tricks, m.lastTrickSide);
}

/** Replays and scores a full record's `play` section (players/dealer/rules already validated). */
export function scoreKlammernPlay(
  players: number,
  dealer: number,
  rules: KlammernRules,
  play: unknown,
  prefix = "play",
): ScoreResult<KlammernDealDetail> {
  if (play === null || typeof play !== "object" || Array.isArray(play))
    return { ok: false, errors: [kError("FIELD_INVALID", prefix, { de: "Objekt erwartet", en: "object expected" })] };
  const errors: EngineError[] = [];
  const p = play as Record<string, unknown>;
  const deal = parseDeal(players, dealer, p, prefix, errors, sharedDeal);
  if (deal === null) return { ok: false, errors };
  const m = shared;
  m.reset(players, dealer, rules, deal.hands, deal.original, deal.early);
  const err = runEvents(m, p.events, prefix === "play" ? "play.events" : `${prefix}.events`);
  if (err !== null) return { ok: false, errors: [err] };
  if (m.phase !== PHASE_DONE && m.phase !== PHASE_VOID) return { ok: false, errors: [incomplete(m, prefix)] };
  const { score, detail } = scoreMachine(m);
  return { ok: true, score, detail, errors: [] };
}

function incomplete(m: KlammernMachine, prefix: string): EngineError {
  const [de, en] =
    m.phase === PHASE_BIDDING || m.phase === PHASE_NAMING
      ? ["der Trumpf ist nicht entschieden", "trump was never chosen"]
      : [`${m.trickNo} von ${m.tricksTotal} Stichen gespielt`, `${m.trickNo} of ${m.tricksTotal} tricks played`];
  const w: { trick?: number; seat?: number } = {};
  if (m.phase === PHASE_PLAY) w.trick = m.trickNo + 1;
  const seat = m.toAct();
  if (seat >= 0) w.seat = seat;
  return kError("RECORD_INCOMPLETE", `${prefix}.events`, { de, en }, w);
}

