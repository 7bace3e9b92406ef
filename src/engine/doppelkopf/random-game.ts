// Seeded random deals with random legal play and random legal announcements: for property tests, benchmarks and
// demo data. Uses the engine's own state machine, so every generated record is legal by construction.
import type { Card } from "../cards";
import type { Rng } from "../rng";
import { CODE, cardId, dealDoppelkopf } from "./deck";
import { DoppelkopfGame, PHASE_OVER } from "./game";
import { GAME_TYPES, HOCHZEIT } from "./game-types";
import type { ResolvedRules } from "./rules";
import { GESUND } from "./vorbehalt";

export type DoppelkopfEvent =
  | { seat: number; vorbehalt: string; pflicht?: boolean }
  | { seat: number; announce: string }
  | { seat: number; schweinchen: true }
  | { seat: number; play: Card };

export interface DoppelkopfPlay {
  hands: Card[][];
  events: DoppelkopfEvent[];
}

export interface RandomGameOptions {
  /** Chance per seat to declare a solo (default 0.08). */
  soloRate?: number;
  /** Chance that a holder of both QC declares a Hochzeit (default 0.6). */
  hochzeitRate?: number;
  /** Chance before each card that someone tries an announcement (default 0.12). */
  announceRate?: number;
  dealer?: number;
}

const ANNOUNCE_WORD = (target: number, re: boolean) => (target === 1 ? (re ? "re" : "kontra") : ["k90", "k60", "k30", "schwarz"][target - 2]!);

/** One random legal game: the dealt hands and its events. */
export function randomPlay(rng: Rng, rules: ResolvedRules, opts: RandomGameOptions = {}): { dealer: number; play: DoppelkopfPlay } {
  const dealer = opts.dealer ?? rng.int(4);
  const hands = dealDoppelkopf(rng, rules.deck, dealer);
  const ids = hands.flat().map(cardId);
  const g = new DoppelkopfGame().start(rules, dealer, ids);
  const events: DoppelkopfEvent[] = [];
  const solos = g.soloTypes();
  for (let k = 1; k <= 4; k++) {
    const seat = (dealer + k) % 4;
    let kind = GESUND;
    const bothQ = hands[seat]!.filter((c) => c === "QC").length === 2;
    if (solos.length > 0 && rng.next() < (opts.soloRate ?? 0.08)) kind = solos[rng.int(solos.length)]!;
    else if (bothQ && rng.next() < (opts.hochzeitRate ?? 0.6)) kind = HOCHZEIT;
    const ev: DoppelkopfEvent = { seat, vorbehalt: kind === GESUND ? "gesund" : GAME_TYPES[kind]! };
    let pflicht: boolean | undefined;
    if (rules.vorbehalt === "ddv" && kind !== GESUND && kind !== HOCHZEIT) pflicht = rng.next() < 0.5;
    if (pflicht !== undefined) (ev as { pflicht?: boolean }).pflicht = pflicht;
    const f = g.declare(seat, kind, pflicht);
    if (f) throw new Error(`generator: ${f.code}`);
    events.push(ev);
  }
  const announceRate = opts.announceRate ?? 0.12;
  while (g.phase !== PHASE_OVER) {
    if (g.canSchweinchen(g.toMove) && rng.next() < 0.5) {
      g.announceSchweinchen(g.toMove);
      events.push({ seat: g.toMove, schweinchen: true });
    }
    if (rng.next() < announceRate) {
      const seat = rng.int(4);
      const legal = g.legalAnnouncements(seat);
      if (legal.length > 0) {
        // Mostly the next level up, sometimes a skip.
        const t = rng.next() < 0.8 ? legal[0]! : legal[rng.int(legal.length)]!;
        const re = g.isRe[seat] === 1;
        if (g.announce(seat, t)) throw new Error("generator: announcement refused");
        events.push({ seat, announce: ANNOUNCE_WORD(t, re) });
      }
    }
    const seat = g.toMove;
    const legal = g.legalPlays(seat);
    const c = legal[rng.int(legal.length)]!;
    const f = g.play(seat, c);
    if (f) throw new Error(`generator: ${f.code}`);
    events.push({ seat, play: CODE[c]! });
  }
  return { dealer, play: { hands, events } };
}

/** A complete random full record (records.md shape) for a preset or rules object. */
export function randomRecord(rng: Rng, rulesRaw: { preset: "house" | "ddv"; [k: string]: unknown }, rules: ResolvedRules, opts: RandomGameOptions = {}) {
  const { dealer, play } = randomPlay(rng, rules, opts);
  return { game: "doppelkopf" as const, rules: rulesRaw, players: 4 as const, dealer, play };
}
