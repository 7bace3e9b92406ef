// The state API for the tablet (and online play): create a deal, apply events one by one, ask who is to act,
// what is legal, the current trick and the running score, and get a view for one seat that carries no other
// seat's cards. States are immutable values: applying an event returns a new state.
import type { Card, Suit } from "../cards";
import type { EngineError, Result, ScoreResult } from "../errors";
import { allowedBids, BID_NAMES, type Bid } from "./bidding";
import { cardCode, maskToCards, rankCode, suitCode } from "./card-tables";
import { dealKlammern } from "./deal";
import { applyEvent, type KlammernEvent } from "./events";
import { canExchange } from "./exchange";
import { KlammernMachine, PHASE_BIDDING, PHASE_DONE, PHASE_NAMES, PHASE_NAMING, PHASE_PLAY, PHASE_VOID, type PhaseName } from "./machine";
import { announceableMelds, type Meld } from "./melds";
import { kError } from "./messages";
import { legalMask } from "./play";
import type { KlammernPlayRecord } from "./random-record";
import { parseDeal, scoreMachine } from "./replay";
import { parseKlammernRules, type KlammernRules } from "./rules";
import { MELD_KINDS, sideCount, type KlammernDealDetail, type MeldKind } from "./scoring";

export interface KlammernState {
  readonly players: 2 | 3 | 4;
  readonly dealer: number;
  readonly rules: KlammernRules;
  /** Cards as dealt, per seat (never show these to a player: use seatView). */
  readonly hands: readonly (readonly Card[])[];
  readonly original: Card;
  readonly events: readonly KlammernEvent[];
  /** @internal the integer state; treat as opaque. */
  readonly machine: KlammernMachine;
}

export interface NewKlammernDeal {
  players: 2 | 3 | 4;
  dealer: number;
  /** Rules object as in records (null/undefined = house rules). */
  rules?: unknown;
  /** Deal from this seed... */
  seed?: number;
  /** ...or from these hands (dealing order) and Original. */
  hands?: Card[][];
  original?: Card;
}

/** Starts a deal: from a seed (the engine deals) or from given hands. */
export function newKlammernState(init: NewKlammernDeal): Result<KlammernState> {
  const errors: EngineError[] = [];
  const { players, dealer } = init;
  if (players !== 2 && players !== 3 && players !== 4) return { ok: false, errors: [kError("PLAYERS_INVALID", "players")] };
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= players)
    return { ok: false, errors: [kError("SEAT_OUT_OF_RANGE", "dealer", { value: String(dealer) })] };
  const rules = parseKlammernRules(init.rules);
  if (!rules.ok) return rules;
  let hands = init.hands;
  let original = init.original;
  if (hands === undefined || original === undefined) {
    if (init.seed === undefined)
      return { ok: false, errors: [kError("FIELD_MISSING", "seed", { de: "seed oder hands + original", en: "seed or hands + original" })] };
    const deal = dealKlammern(init.seed, players, dealer);
    hands = deal.hands;
    original = deal.original;
  }
  const parsed = parseDeal(players, dealer, { hands, original }, "", errors);
  if (parsed === null) return { ok: false, errors };
  const m = new KlammernMachine();
  m.reset(players, dealer, rules.value, parsed.hands, parsed.original, parsed.early);
  return {
    ok: true,
    value: { players, dealer, rules: rules.value, hands: hands.map((h) => h.slice()), original, events: [], machine: m },
  };
}

/** Applies one event; returns the new state, or the error (the old state stays valid). */
export function applyKlammernEvent(state: KlammernState, event: KlammernEvent | unknown): Result<KlammernState> {
  const m = state.machine.clone();
  const err = applyEvent(m, event, "events", state.events.length);
  if (err !== null) return { ok: false, errors: [err] };
  const copy = { ...(event as KlammernEvent) }; // the state never shares objects with the caller
  return { ok: true, value: { ...state, events: [...state.events, copy], machine: m } };
}

/** Rebuilds a state from a full record (players, dealer, rules, play). */
export function klammernStateFromRecord(record: {
  players: 2 | 3 | 4;
  dealer: number;
  rules?: unknown;
  play: { hands: Card[][]; original: Card; events?: unknown[] };
}): Result<KlammernState> {
  const start = newKlammernState({ players: record.players, dealer: record.dealer, rules: record.rules, hands: record.play.hands, original: record.play.original });
  if (!start.ok) return start;
  let state = start.value;
  for (const ev of record.play.events ?? []) {
    const next = applyKlammernEvent(state, ev);
    if (!next.ok) return next;
    state = next.value;
  }
  return { ok: true, value: state };
}

/** The full record of the deal so far (what the tablet submits). */
export function klammernStateToRecord(state: KlammernState): KlammernPlayRecord {
  return {
    game: "klammern",
    players: state.players,
    dealer: state.dealer,
    rules: { ...state.rules },
    play: { hands: state.hands.map((h) => h.slice()), original: state.original, events: state.events.slice() },
  };
}

export function phaseOf(state: KlammernState): PhaseName {
  return PHASE_NAMES[state.machine.phase] as PhaseName;
}

/** Who must act now, and in which phase ("bidding", "naming" = Klein player names his suit, "play"); seat null when over. */
export function toAct(state: KlammernState): { phase: PhaseName; seat: number | null } {
  const seat = state.machine.toAct();
  return { phase: phaseOf(state), seat: seat >= 0 ? seat : null };
}

/** The cards `seat` may play now (empty when it is not his turn to play). */
export function legalPlays(state: KlammernState, seat: number): Card[] {
  return maskToCards(legalMask(state.machine, seat));
}

/** The bids `seat` may make now (empty when it is not his turn to bid). */
export function legalBids(state: KlammernState, seat: number): Bid[] {
  const m = state.machine;
  if (m.phase !== PHASE_BIDDING || m.toAct() !== seat) return [];
  return allowedBids(m).map((b) => BID_NAMES[b] as Bid);
}

/** The suits the Klein player may name (empty unless he must name now). */
export function nameableSuits(state: KlammernState, seat: number): Suit[] {
  const m = state.machine;
  if (m.phase !== PHASE_NAMING || m.kleinSeat !== seat) return [];
  return [0, 1, 2, 3].filter((s) => s !== m.originalSuit).map(suitCode);
}

export interface TrickView {
  /** 1-based trick number. */
  number: number;
  leader: number;
  plays: { seat: number; card: Card }[];
  /** Winner of a complete trick, else the seat currently holding it (null before the first card). */
  winner: number | null;
}

function trickAt(m: KlammernMachine, t: number): TrickView {
  const n = m.players;
  const leader = m.trickLeaders[t] as number;
  const complete = t < m.trickNo;
  const count = complete ? n : m.count;
  const plays: { seat: number; card: Card }[] = [];
  for (let k = 0; k < count; k++) plays.push({ seat: (leader + k) % n, card: cardCode(m.history[t * n + k] as number) });
  const winner = complete ? (m.trickWinners[t] as number) : count > 0 ? m.winSeat : null;
  return { number: t + 1, leader, plays, winner };
}

/** The trick being played (null outside the play phase). */
export function currentTrick(state: KlammernState): TrickView | null {
  const m = state.machine;
  if (m.phase !== PHASE_PLAY) return null;
  return trickAt(m, m.trickNo);
}

/** Completed tricks, in order. */
export function completedTricks(state: KlammernState): TrickView[] {
  const out: TrickView[] = [];
  for (let t = 0; t < state.machine.trickNo; t++) out.push(trickAt(state.machine, t));
  return out;
}

export interface AnnouncedMeldView {
  seat: number;
  kind: MeldKind;
  shown: boolean;
  /** Known to everyone once shown (and to the holder himself). */
  suit: Suit | null;
  top: string | null;
}

export interface RunningScore {
  /** Per side: card points taken so far (the last trick's 10 included once played). */
  cardPoints: number[];
  tricks: number[];
  melds: AnnouncedMeldView[];
  bella: number | null;
  /** The deal's score once it is over (done or void), else null. */
  final: ScoreResult<KlammernDealDetail> | null;
}

function meldViews(m: KlammernMachine, viewer: number | null): AnnouncedMeldView[] {
  const out: AnnouncedMeldView[] = [];
  for (let i = 0; i < m.meldCount; i++) {
    const seat = m.meldSeat[i] as number;
    const shown = m.meldShown[i] !== 0;
    const open = shown || viewer === null || viewer === seat;
    out.push({
      seat,
      kind: MELD_KINDS[m.meldKind[i] as 0 | 1],
      shown,
      suit: open ? suitCode(m.meldSuit[i] as number) : null,
      top: open ? rankCode(m.meldTop[i] as number) : null,
    });
  }
  return out;
}

/** Card points and tricks so far, melds and Bella, and the final score once the deal is over. */
export function runningScore(state: KlammernState): RunningScore {
  const m = state.machine;
  const sides = sideCount(m.players);
  const cardPoints: number[] = [];
  const tricks: number[] = [];
  for (let s = 0; s < sides; s++) {
    cardPoints.push(m.sidePoints[s] as number);
    tricks.push(m.sideTricks[s] as number);
  }
  let final: ScoreResult<KlammernDealDetail> | null = null;
  if (m.phase === PHASE_DONE || m.phase === PHASE_VOID) {
    const { score, detail } = scoreMachine(m);
    final = { ok: true, score, detail, errors: [] };
  }
  return { cardPoints, tricks, melds: meldViews(m, null), bella: m.bellaSeat >= 0 ? m.bellaSeat : null, final };
}

export interface KlammernSeatView {
  seat: number;
  players: number;
  dealer: number;
  phase: PhaseName;
  toAct: number | null;
  /** This seat's cards (2/3 players: only the first six until trump is chosen). */
  hand: Card[];
  /** How many cards each seat holds. */
  handCounts: number[];
  /** The face-up Original. */
  original: Card;
  /** Seat that exchanged its seven for the Original (2/3 players), or null. */
  exchangedBy: number | null;
  bids: { seat: number; bid: Bid }[];
  trump: Suit | null;
  declarer: number | null;
  chosen: "original" | "klein" | "besser" | null;
  tricks: TrickView[];
  currentTrick: TrickView | null;
  melds: AnnouncedMeldView[];
  bella: number | null;
  cardPoints: number[];
  tricksWon: number[];
  /** What this seat may do now. */
  legalPlays: Card[];
  legalBids: Bid[];
  nameableSuits: Suit[];
  canExchange: boolean;
  announceableMelds: Meld[];
  canBella: boolean;
  final: ScoreResult<KlammernDealDetail> | null;
}

/** Everything one seat may know: its own cards and the public table, no other seat's hand. */
export function seatView(state: KlammernState, seat: number): KlammernSeatView {
  const m = state.machine;
  if (!Number.isInteger(seat) || seat < 0 || seat >= m.players) throw new Error(`seat out of range: ${seat}`);
  const biddingOpen = m.phase === PHASE_BIDDING || m.phase === PHASE_NAMING || m.phase === PHASE_VOID;
  const own = biddingOpen && m.players < 4 ? (m.early[seat] as number) : (m.hand[seat] as number);
  const handCounts: number[] = [];
  for (let s = 0; s < m.players; s++) {
    const h = biddingOpen && m.players < 4 ? (m.early[s] as number) : (m.hand[s] as number);
    let c = 0;
    for (let k = 0; k < 32; k++) if ((h & (1 << k)) !== 0) c++;
    handCounts.push(c);
  }
  const bids: { seat: number; bid: Bid }[] = [];
  for (const e of state.events) if ("bid" in e) bids.push({ seat: e.seat, bid: e.bid });
  const score = runningScore(state);
  const qk = m.trump >= 0 ? (1 << (m.trump * 8 + 5)) | (1 << (m.trump * 8 + 6)) : 0;
  return {
    seat,
    players: m.players,
    dealer: m.dealer,
    phase: phaseOf(state),
    toAct: m.toAct() >= 0 ? m.toAct() : null,
    hand: maskToCards(own),
    handCounts,
    original: cardCode(m.original),
    exchangedBy: m.exchangedBy >= 0 ? m.exchangedBy : null,
    bids,
    trump: m.trump >= 0 ? suitCode(m.trump) : null,
    declarer: m.declarer >= 0 ? m.declarer : null,
    chosen: m.chosen >= 0 ? (["original", "klein", "besser"] as const)[m.chosen] ?? null : null,
    tricks: completedTricks(state),
    currentTrick: currentTrick(state),
    melds: meldViews(m, seat),
    bella: score.bella,
    cardPoints: score.cardPoints,
    tricksWon: score.tricks,
    legalPlays: legalPlays(state, seat),
    legalBids: legalBids(state, seat),
    nameableSuits: nameableSuits(state, seat),
    canExchange: canExchange(m, seat),
    announceableMelds: announceableMelds(m, seat),
    canBella: m.phase === PHASE_PLAY && m.bellaSeat < 0 && qk !== 0 && ((m.hand[seat] as number) & qk) === qk,
    final: score.final,
  };
}

