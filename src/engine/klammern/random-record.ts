// Seeded random full records: a random deal played out with random legal choices (bids, seven exchange, melds
// announced and shown in time, Bella, legal plays). For property tests, benchmarks and demo data.
import type { Card } from "../cards";
import { createRng, type Rng } from "../rng";
import { allowedBids, BID_NAMES, BID_PASS } from "./bidding";
import { cardCode, cardIndexOf, RK, RQ, suitCode } from "./card-tables";
import { dealKlammern } from "./deal";
import { applyExchange, canExchange, exchangeCard } from "./exchange";
import type { KlammernEvent } from "./events";
import { KlammernMachine, PHASE_BIDDING, PHASE_NAMING, PHASE_PLAY } from "./machine";
import { applyAnnounce, applyBella, applyShow, findMeldsInMask } from "./melds";
import { applyBid, applyNameTrump } from "./bidding";
import { legalMask, playUnchecked } from "./play";
import { KLAMMERN_DEFAULT_RULES, type KlammernRules } from "./rules";
import { MELD_FUENFZIG, MELD_TERZ } from "./scoring";

export interface KlammernPlayRecord {
  game: "klammern";
  players: 2 | 3 | 4;
  dealer: number;
  rules?: Partial<KlammernRules>;
  play: { hands: Card[][]; original: Card; events: KlammernEvent[] };
}

export interface RandomRecordOptions {
  players?: 2 | 3 | 4;
  dealer?: number;
  rules?: KlammernRules;
  /** Allow deals where everyone passes (void). Default false: someone always plays. */
  allowVoid?: boolean;
  /** Chance that a seat announces (and shows) each of its melds; default 0.9. */
  meldChance?: number;
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.int(items.length)] as T;
}

export function randomKlammernRecord(seed: number, opts: RandomRecordOptions = {}): KlammernPlayRecord {
  const rng = createRng(seed);
  const players = opts.players ?? 4;
  const dealer = opts.dealer ?? rng.int(players);
  const rules = opts.rules ?? KLAMMERN_DEFAULT_RULES;
  const meldChance = opts.meldChance ?? 0.9;
  const deal = dealKlammern(rng, players, dealer);
  const masks = deal.hands.map((h) => h.reduce((m, c) => m | (1 << cardIndexOf(c)), 0));
  const early = deal.hands.map((h) => h.slice(0, 6).reduce((m, c) => m | (1 << cardIndexOf(c)), 0));
  const m = new KlammernMachine();
  m.reset(players, dealer, rules, masks, cardIndexOf(deal.original), early);
  const events: KlammernEvent[] = [];

  // Bidding: random, with someone playing at the latest in round 2 unless void deals are allowed.
  while (m.phase === PHASE_BIDDING || m.phase === PHASE_NAMING) {
    const seat = m.toAct();
    if (m.phase === PHASE_NAMING) {
      let suit = rng.int(4);
      while (suit === m.originalSuit) suit = rng.int(4);
      events.push({ seat, trump: suitCode(suit) });
      applyNameTrump(m, seat, suit);
      continue;
    }
    const bids = allowedBids(m);
    const lastChance = m.round === 2 && m.kleinSeat < 0 && m.bidPos === players - 1 && !opts.allowVoid;
    let bid: number;
    if (rng.next() < (m.round === 1 ? 0.3 : 0.4) || lastChance) bid = pick(rng, bids.filter((b) => b !== BID_PASS));
    else bid = BID_PASS;
    events.push({ seat, bid: BID_NAMES[bid] as "pass" });
    applyBid(m, seat, bid);
  }
  const record = (): KlammernPlayRecord => {
    const r: KlammernPlayRecord = { game: "klammern", players, dealer, play: { hands: deal.hands, original: deal.original, events } };
    if (opts.rules) r.rules = opts.rules;
    return r;
  };
  if (m.phase !== PHASE_PLAY) return record();

  const planned: { kind: number; suit: number; top: number }[][] = [[], [], [], []];
  let bellaPlanned = -1;
  for (let s = 0; s < players; s++) {
    if (rng.next() < 0.5 && canExchange(m, s)) {
      events.push({ seat: s, exchange: cardCode(exchangeCard(m)) });
      applyExchange(m, s, exchangeCard(m));
    }
  }
  for (let s = 0; s < players; s++) {
    for (const meld of findMeldsInMask(m.hand[s] as number)) {
      if (rng.next() < meldChance)
        (planned[s] as { kind: number; suit: number; top: number }[]).push({
          kind: meld.kind === "terz" ? MELD_TERZ : MELD_FUENFZIG,
          suit: "CSHD".indexOf(meld.suit),
          top: "789TJQKA".indexOf(meld.top),
        });
    }
    const qk = (1 << (m.trump * 8 + RQ)) | (1 << (m.trump * 8 + RK));
    if (((m.hand[s] as number) & qk) === qk && rng.next() < 0.85) bellaPlanned = s;
  }
  const RANKS = "789TJQKA";
  while (m.phase === PHASE_PLAY) {
    const seat = m.toAct();
    const played = m.playedBy[seat] as number;
    if (played === 0) {
      for (const p of planned[seat] as { kind: number; suit: number; top: number }[]) {
        events.push({ seat, announce: p.kind === MELD_TERZ ? "terz" : "fuenfzig", suit: suitCode(p.suit), top: RANKS[p.top] as "7" });
        applyAnnounce(m, seat, p.kind, p.suit, p.top);
      }
    } else if (played === 1) {
      for (const p of planned[seat] as { kind: number; suit: number; top: number }[]) {
        if (rng.next() < 0.95) {
          events.push({ seat, show: p.kind === MELD_TERZ ? "terz" : "fuenfzig", suit: suitCode(p.suit), top: RANKS[p.top] as "7" });
          applyShow(m, seat, p.kind, p.suit, p.top);
        }
      }
    }
    if (bellaPlanned === seat && m.bellaSeat < 0) {
      events.push({ seat, bella: true });
      applyBella(m, seat);
    }
    const legal = legalMask(m, seat);
    const options: number[] = [];
    for (let c = 0; c < 32; c++) if ((legal & (1 << c)) !== 0) options.push(c);
    const card = pick(rng, options);
    events.push({ seat, play: cardCode(card) });
    playUnchecked(m, seat, card);
  }
  return record();
}
