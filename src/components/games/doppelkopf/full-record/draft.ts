// Card-by-card entry of one Doppelkopf game (full-record mode), as a pure value: first the four active players'
// cards are tapped in (each card is in the deck twice; the last player's cards fill themselves), then every
// Vorbehalt, Schweinchen, announcement and card goes through the engine's live game, which alone decides what is
// legal, with the replay's own checks and messages. Seats are the engine's (0..3, the active players); the list
// maps them to positions. Undo steps back one tap.
import {
  applyDoppelkopfEvent,
  DOPPELKOPF_CODE,
  DOPPELKOPF_GAME_TYPES,
  DOPPELKOPF_PHASE_OVER,
  DOPPELKOPF_PHASE_PLAY,
  DOPPELKOPF_PHASE_VORBEHALT,
  DoppelkopfGame,
  doppelkopfCardId,
  doppelkopfDeck,
  readDoppelkopfRound,
  resolveDoppelkopfRules,
  scoreDoppelkopfRecord,
  type Card,
  type DoppelkopfEvent,
  type EngineError,
  type ResolvedDoppelkopfRules,
  type ScoreResult,
} from "@/engine";

export const PLAYERS = 4;
/** Copies of each card in the deck. */
export const COPIES = 2;

export interface DkDraft {
  /** The engine's dealer seat of this game. */
  dealer: number;
  /** The tournament's rules object (as stored) and the list's round context for this game (`next.round`). */
  rules: Record<string, unknown>;
  round: Record<string, unknown>;
  /** Cards per engine seat, in the order they were tapped. */
  hands: Card[][];
  /** The seat whose cards are being tapped now. */
  activeSeat: number;
  /** Accepted events, in order (only once all hands are in). */
  events: DoppelkopfEvent[];
}

export function emptyDraft(dealer: number, rules: Record<string, unknown>, round: Record<string, unknown>): DkDraft {
  return { dealer, rules, round, hands: [[], [], [], []], activeSeat: (dealer + 1) % PLAYERS, events: [] };
}

type Setup = { ok: true; rules: ResolvedDoppelkopfRules; deck: Card[] } | { ok: false; errors: EngineError[] };
const setups = new Map<string, Setup>();

/** The resolved rules and the deck (each card once, Kreuz to Karo, A 10 K D B 9), cached per rules object. */
export function setupOf(d: Pick<DkDraft, "rules">): Setup {
  const key = JSON.stringify(d.rules);
  let s = setups.get(key);
  if (!s) {
    const r = resolveDoppelkopfRules(d.rules);
    s = r.ok ? { ok: true, rules: r.value, deck: [...new Set(doppelkopfDeck(r.value.deck))] } : { ok: false, errors: r.errors };
    setups.set(key, s);
  }
  return s;
}

export const handSizeOf = (d: DkDraft): number => {
  const s = setupOf(d);
  return s.ok ? s.rules.handSize : 12;
};

const count = (hand: readonly Card[], card: Card) => hand.reduce((n, c) => (c === card ? n + 1 : n), 0);

/** Copies of `card` no hand holds yet. */
export const freeCopies = (d: DkDraft, card: Card): number => COPIES - d.hands.reduce((n, h) => n + count(h, card), 0);

/** How many copies of `card` seat `seat` holds. */
export const heldBy = (d: DkDraft, seat: number, card: Card): number => count(d.hands[seat] ?? [], card);

export const handsComplete = (d: DkDraft): boolean => d.hands.every((h) => h.length === handSizeOf(d));

/** Once three hands are full, the fourth gets the cards left. */
function fillLast(d: DkDraft, hands: Card[][]): Card[][] {
  const n = handSizeOf(d);
  const open = hands.map((h, s) => (h.length < n ? s : -1)).filter((s) => s >= 0);
  if (open.length !== 1) return hands;
  const setup = setupOf(d);
  if (!setup.ok) return hands;
  const held = { ...d, hands };
  const rest = setup.deck.flatMap((c) => new Array<Card>(Math.max(0, freeCopies(held, c))).fill(c));
  return hands.map((h, s) => (s === open[0] ? [...h, ...rest].slice(0, n) : h));
}

const nextOpenSeat = (d: DkDraft, hands: Card[][], from: number) => {
  for (let k = 0; k < PLAYERS; k++) {
    const s = (from + k) % PLAYERS;
    if ((hands[s]?.length ?? 0) < handSizeOf(d)) return s;
  }
  return from;
};

/** Chooses whose cards the next taps give (only before the first Vorbehalt). */
export function selectSeat(d: DkDraft, seat: number): DkDraft {
  if (d.events.length > 0 || seat < 0 || seat >= PLAYERS) return d;
  return { ...d, activeSeat: seat };
}

/** A tap on a card while entering the hands: a free copy goes to the active seat (while it has room); when no copy
 * is free (or the hand is full), the tap takes the active seat's copies back. So tapping a card cycles 0, 1, 2, 0. */
export function tapCard(d: DkDraft, card: Card): DkDraft {
  if (d.events.length > 0) return d;
  const seat = d.activeSeat;
  const hand = d.hands[seat]!;
  if (freeCopies(d, card) > 0 && hand.length < handSizeOf(d)) {
    let hands = d.hands.map((h, s) => (s === seat ? [...h, card] : h.slice()));
    hands = fillLast(d, hands);
    const activeSeat = hands[seat]!.length >= handSizeOf(d) ? nextOpenSeat(d, hands, seat) : seat;
    return { ...d, hands, activeSeat };
  }
  if (heldBy(d, seat, card) === 0) return d;
  return { ...d, hands: d.hands.map((h, s) => (s === seat ? h.filter((c) => c !== card) : h)) };
}

export type Built = { ok: true; game: DoppelkopfGame } | { ok: false; errors: EngineError[] };

/** The engine's live game for the draft (hands, round context, then every event), or why there is none yet. */
export function gameOf(d: DkDraft): Built {
  if (!handsComplete(d)) return { ok: false, errors: [] };
  const setup = setupOf(d);
  if (!setup.ok) return setup;
  const round = readDoppelkopfRound(d.round, setup.rules, d.dealer);
  if (!round.ok) return round;
  const g = new DoppelkopfGame().start(setup.rules, d.dealer, d.hands.flat().map(doppelkopfCardId), round.value);
  for (let i = 0; i < d.events.length; i++) {
    const err = applyDoppelkopfEvent(g, d.events[i], i);
    if (err) return { ok: false, errors: [err] };
  }
  return { ok: true, game: g };
}

/** Adds one event if the engine accepts it; otherwise the draft stays and the engine's reason comes back. */
export function addEvent(d: DkDraft, ev: DoppelkopfEvent): { draft: DkDraft; error: EngineError | null } {
  const built = gameOf(d);
  if (!built.ok) return { draft: d, error: built.errors[0] ?? null };
  const error = applyDoppelkopfEvent(built.game, ev, d.events.length);
  return error ? { draft: d, error } : { draft: { ...d, events: [...d.events, ev] }, error: null };
}

/** One step back: the last event, else the last card tapped for the active seat (or the seat before it). */
export function undo(d: DkDraft): DkDraft {
  if (d.events.length > 0) return { ...d, events: d.events.slice(0, -1) };
  let seat = d.activeSeat;
  for (let k = 0; k < PLAYERS && d.hands[seat]!.length === 0; k++) seat = (seat + PLAYERS - 1) % PLAYERS;
  if (d.hands[seat]!.length === 0) return d;
  return { ...d, activeSeat: seat, hands: d.hands.map((h, s) => (s === seat ? h.slice(0, -1) : h)) };
}

export const phaseOf = (g: DoppelkopfGame): "vorbehalt" | "play" | "over" =>
  g.phase === DOPPELKOPF_PHASE_VORBEHALT ? "vorbehalt" : g.phase === DOPPELKOPF_PHASE_PLAY ? "play" : "over";

export const finished = (g: DoppelkopfGame): boolean => g.phase === DOPPELKOPF_PHASE_OVER;

const codes = (ids: readonly number[]): Card[] => ids.map((c) => DOPPELKOPF_CODE[c]!);

export type VorbehaltEvent = Extract<DoppelkopfEvent, { vorbehalt: string }>;

/** The Vorbehalt round: who speaks now and what he may say (each accepted by the engine). Under ddv a solo is the
 * Pflichtsolo when the round says the player still owes it; without that knowledge both are offered. */
export function vorbehaltOptions(g: DoppelkopfGame): { seat: number; vorgefuehrt: boolean; choices: VorbehaltEvent[] } {
  const v = g.round.vorgefuehrt;
  const seat = v >= 0 ? v : g.nextSpeaker;
  const ddv = g.rules.vorbehalt === "ddv";
  const choices: VorbehaltEvent[] = [];
  if (v < 0) {
    choices.push({ seat, vorbehalt: "gesund" });
    if (count(codes(g.handOf(seat)), "QC" as Card) === COPIES) choices.push({ seat, vorbehalt: "hochzeit" });
  }
  const done = g.round.pflichtDone[seat] as number;
  for (const solo of g.rules.soli) {
    if (!ddv) choices.push({ seat, vorbehalt: solo });
    else if (v >= 0) choices.push({ seat, vorbehalt: solo, pflicht: true });
    else if (done >= 0) choices.push({ seat, vorbehalt: solo, pflicht: done === 0 });
    else choices.push({ seat, vorbehalt: solo, pflicht: true }, { seat, vorbehalt: solo, pflicht: false });
  }
  return { seat, vorgefuehrt: v >= 0, choices };
}

const ABSAGEN = ["k90", "k60", "k30", "schwarz"] as const;

/** The engine's word of announcement level `t` (1..5) for a seat of the Re or the Kontra party. */
export const announceWord = (t: number, re: boolean): string => (t === 1 ? (re ? "re" : "kontra") : ABSAGEN[t - 2]!);

export interface PlayOptions {
  /** The seat to play, his cards (duplicates repeated) and those he may play. */
  seat: number;
  hand: Card[];
  legal: Card[];
  /** Announcements each seat may make now (engine words), in seat order; empty lists left out. */
  announcements: { seat: number; re: boolean; words: string[] }[];
  /** Seats that may announce Schweinchen now. */
  schweinchen: number[];
}

export function playOptions(g: DoppelkopfGame): PlayOptions {
  const seat = g.toMove;
  const announcements: PlayOptions["announcements"] = [];
  const schweinchen: number[] = [];
  for (let s = 0; s < PLAYERS; s++) {
    const re = g.isRe[s] === 1;
    const levels = g.legalAnnouncements(s);
    if (levels.length) announcements.push({ seat: s, re, words: levels.map((t) => announceWord(t, re)) });
    if (g.canSchweinchen(s)) schweinchen.push(s);
  }
  return { seat, hand: codes(g.handOf(seat)), legal: codes(g.legalPlays(seat)), announcements, schweinchen };
}

export interface TrickView {
  number: number;
  /** The cards in the order played, with their seats. */
  plays: { seat: number; card: Card }[];
  /** Winner's seat once the trick is complete. */
  winner: number | null;
}

/** The trick in progress (null before its first card) and the last complete one. */
export function tricksOf(g: DoppelkopfGame): { current: TrickView | null; last: TrickView | null } {
  const view = (t: number, cards: number): TrickView => {
    const leader = g.trickLeader[t]!;
    const plays = Array.from({ length: cards }, (_, i) => ({ seat: (leader + i) % PLAYERS, card: DOPPELKOPF_CODE[g.trickCards[t * 4 + i]!]! }));
    return { number: t + 1, plays, winner: cards === 4 ? g.trickWinner[t]! : null };
  };
  return { current: g.phase === DOPPELKOPF_PHASE_PLAY && g.pos > 0 ? view(g.trickNo, g.pos) : null, last: g.trickNo > 0 ? view(g.trickNo - 1, 4) : null };
}

/** What the game is once the Vorbehalt round is over: its type, the soloist or Hochzeiter, the Re seats once known. */
export function gameInfo(g: DoppelkopfGame): { type: string; player: number | null; pflicht: boolean; re: number[] | null; schweinchen: number | null } {
  const re = g.partiesKnown ? [0, 1, 2, 3].filter((s) => g.isRe[s] === 1) : null;
  return { type: DOPPELKOPF_GAME_TYPES[g.typeId]!, player: g.player >= 0 ? g.player : null, pflicht: g.pflicht, re, schweinchen: g.schwein >= 0 ? g.schwein : null };
}

/** The hand record the tablet saves (the Spielliste adds rules and round). */
export function recordOf(d: DkDraft): Record<string, unknown> {
  return { game: "doppelkopf", players: PLAYERS, dealer: d.dealer, play: { hands: d.hands.map((h) => h.slice()), events: d.events.slice() } };
}

/** The engine's score of the finished game, as the list will count it (with the list's rules and round). */
export function scoreOf(d: DkDraft): ScoreResult {
  return scoreDoppelkopfRecord({ ...recordOf(d), rules: d.rules, round: d.round });
}
