// Card-by-card entry of one deal (full-record mode), as a pure value: first the hands are tapped in and the
// Original picked (with four players the last seat's cards fill themselves and the Original is one of the dealer's
// eight; with two or three each holds nine and the Original is a card nobody holds), then every bid, seven exchange,
// meld, Bella and card goes through the engine's state API, which alone decides what is legal. Undo steps back one tap.
import {
  applyKlammernEvent,
  klammernStateToRecord,
  legalBids,
  legalPlays,
  makeDeck,
  nameableSuits,
  newKlammernState,
  seatView,
  toAct,
  type Bid,
  type Card,
  type EngineError,
  type KlammernEvent,
  type KlammernPlayRecord,
  type KlammernState,
  type Suit,
} from "@/engine";

export type Players = 2 | 3 | 4;
/** Cards per hand: all 32 dealt at four; nine each at two or three (the rest stays face down). */
export const handSize = (players: number) => (players === 4 ? 8 : 9);
/** All 32 cards, suit by suit (Kreuz, Pik, Herz, Karo), 7 up to As. */
export const DECK: readonly Card[] = makeDeck();

export interface FullDraft {
  players: Players;
  dealer: number;
  /** The tournament's rules object (as stored). */
  rules: Record<string, unknown>;
  /** Cards per seat, in the order they were tapped. */
  hands: Card[][];
  /** The seat whose cards are being tapped now. */
  activeSeat: number;
  original: Card | null;
  /** Accepted events, in order (only set once the deal has started). */
  events: KlammernEvent[];
}

export function emptyFullDraft(dealer: number, rules: Record<string, unknown>, players: Players = 4): FullDraft {
  return { players, dealer, rules, hands: Array.from({ length: players }, () => []), activeSeat: (dealer + 1) % players, original: null, events: [] };
}

/** Who holds a card now (null: nobody yet). */
export function holderOf(d: FullDraft, card: Card): number | null {
  const s = d.hands.findIndex((h) => h.includes(card));
  return s < 0 ? null : s;
}

/** With four players, once three seats are full the fourth gets the eight cards left. */
function fillLast(hands: Card[][]): Card[][] {
  const open = hands.map((h, s) => (h.length < 8 ? s : -1)).filter((s) => s >= 0);
  if (hands.length !== 4 || open.length !== 1) return hands;
  const taken = new Set(hands.flat());
  const rest = DECK.filter((c) => !taken.has(c));
  return hands.map((h, s) => (s === open[0] ? [...h, ...rest].slice(0, 8) : h));
}

const nextOpenSeat = (hands: Card[][], from: number) => {
  const size = handSize(hands.length);
  for (let k = 0; k < hands.length; k++) {
    const s = (from + k) % hands.length;
    if ((hands[s]?.length ?? 0) < size) return s;
  }
  return from;
};

export const handsComplete = (d: FullDraft) => d.hands.every((h) => h.length === handSize(d.players));

/** The cards the Original may be: the dealer's own (four players) or any card nobody holds (two or three). */
export function originalChoices(d: FullDraft): Card[] {
  if (d.players === 4) return d.hands[d.dealer]!.slice();
  const taken = new Set(d.hands.flat());
  return DECK.filter((c) => !taken.has(c));
}

/** Chooses whose cards the next taps give (only while the hands are being entered). */
export function selectSeat(d: FullDraft, seat: number): FullDraft {
  if (d.original !== null || seat < 0 || seat >= d.players) return d;
  return { ...d, activeSeat: seat };
}

/** A tap on a card while entering hands: the active seat's card goes back; a free card goes to the active seat
 * (if it has room). The Original must be chosen again whenever the dealer's hand changes. */
export function tapCard(d: FullDraft, card: Card): FullDraft {
  if (d.original !== null) return d;
  const holder = holderOf(d, card);
  let hands = d.hands.map((h) => h.slice());
  if (holder !== null) {
    if (holder !== d.activeSeat) return d;
    // A filled-in last seat goes back to open when any other card is taken away; so does the seat itself.
    hands[holder] = hands[holder]!.filter((c) => c !== card);
    return { ...d, hands };
  }
  const size = handSize(d.players);
  if (hands[d.activeSeat]!.length >= size) return d;
  hands[d.activeSeat]!.push(card);
  hands = fillLast(hands);
  const activeSeat = hands[d.activeSeat]!.length >= size ? nextOpenSeat(hands, d.activeSeat) : d.activeSeat;
  return { ...d, hands, activeSeat };
}

/** The turned card (see originalChoices). */
export function chooseOriginal(d: FullDraft, card: Card): FullDraft {
  if (!handsComplete(d) || d.events.length > 0 || !originalChoices(d).includes(card)) return d;
  return { ...d, original: card };
}

export type Built = { ok: true; state: KlammernState } | { ok: false; errors: EngineError[] };

/** The engine's state for the draft (hands, Original, then every event), or why there is none yet. */
export function stateOf(d: FullDraft): Built {
  if (!handsComplete(d) || d.original === null) return { ok: false, errors: [] };
  const start = newKlammernState({ players: d.players, dealer: d.dealer, rules: d.rules, hands: d.hands, original: d.original });
  if (!start.ok) return { ok: false, errors: start.errors };
  let state = start.value;
  for (const ev of d.events) {
    const next = applyKlammernEvent(state, ev);
    if (!next.ok) return { ok: false, errors: next.errors };
    state = next.value;
  }
  return { ok: true, state };
}

/** Adds one event if the engine accepts it; otherwise the draft stays and the engine's reason comes back. */
export function addEvent(d: FullDraft, ev: KlammernEvent): { draft: FullDraft; error: EngineError | null } {
  const built = stateOf(d);
  if (!built.ok) return { draft: d, error: built.errors[0] ?? null };
  const next = applyKlammernEvent(built.state, ev);
  if (!next.ok) return { draft: d, error: next.errors[0] ?? null };
  return { draft: { ...d, events: [...d.events, ev] }, error: null };
}

/** One step back: the last event, else the Original, else the last card tapped for the active seat. */
export function undo(d: FullDraft): FullDraft {
  if (d.events.length > 0) return { ...d, events: d.events.slice(0, -1) };
  if (d.original !== null) return { ...d, original: null };
  let seat = d.activeSeat;
  for (let k = 0; k < d.players && d.hands[seat]!.length === 0; k++) seat = (seat + d.players - 1) % d.players;
  if (d.hands[seat]!.length === 0) return d;
  return { ...d, activeSeat: seat, hands: d.hands.map((h, s) => (s === seat ? h.slice(0, -1) : h)) };
}

export type ExchangeEvent = Extract<KlammernEvent, { exchange: Card }>;
export type MeldEvent = Extract<KlammernEvent, { announce: string }> | Extract<KlammernEvent, { show: string }>;

/** What the seat to act may do now, each option already accepted by the engine. */
export interface Options {
  phase: ReturnType<typeof toAct>["phase"];
  seat: number | null;
  bids: Bid[];
  suits: Suit[];
  plays: Card[];
  /** Announce / show events this seat may add now (before its first / second card). */
  melds: MeldEvent[];
  bella: boolean;
  /** Two or three players: the holder of the Original's seven may take the Original before his first card,
   * whoever is to act (a turn is not needed to exchange). */
  exchange: ExchangeEvent | null;
}

export function optionsOf(state: KlammernState): Options {
  const { phase, seat } = toAct(state);
  const holder = Array.from({ length: state.players }, (_, s) => s).find((s) => seatView(state, s).canExchange);
  const exchange = holder === undefined ? null : { seat: holder, exchange: `7${state.original[1]}` as Card };
  if (seat === null) return { phase, seat, bids: [], suits: [], plays: [], melds: [], bella: false, exchange };
  const view = seatView(state, seat);
  const candidates: MeldEvent[] = [
    ...view.announceableMelds.map((m) => ({ seat, announce: m.kind, suit: m.suit, top: m.top }) as MeldEvent),
    ...view.melds.filter((m) => m.seat === seat && !m.shown && m.suit && m.top).map((m) => ({ seat, show: m.kind, suit: m.suit!, top: m.top! }) as MeldEvent),
  ];
  return {
    phase,
    seat,
    bids: legalBids(state, seat),
    suits: nameableSuits(state, seat),
    plays: legalPlays(state, seat),
    melds: candidates.filter((ev) => applyKlammernEvent(state, ev).ok),
    bella: view.canBella && applyKlammernEvent(state, { seat, bella: true }).ok,
    exchange,
  };
}

/** The deal is over (played out or everyone passed): the record can be saved. */
export function finished(state: KlammernState): boolean {
  return toAct(state).seat === null;
}

/** The full record the tablet submits (records.md `play`), straight from the engine's state. */
export function recordOf(state: KlammernState): KlammernPlayRecord {
  return klammernStateToRecord(state);
}
