// Helpers for the Klammern tests: build a machine in a given trick situation from readable card lists.
import type { Card } from "../cards";
import { cardIndexOf, suitIndexOf } from "./card-tables";
import { KlammernMachine } from "./machine";
import { playUnchecked } from "./play";
import { KLAMMERN_DEFAULT_RULES, type KlammernRules } from "./rules";

export const cards = (s: string): Card[] => (s.trim() ? (s.trim().split(/\s+/) as Card[]) : []);
export const maskOf = (list: readonly string[]): number => list.reduce((m, c) => m | (1 << cardIndexOf(c)), 0);

/**
 * A 4-player machine in play: `hands` = cards each seat still holds (before the trick), `trick` = cards already
 * in the current trick, played from `leader` on (they are added to those seats' hands first).
 */
export function trickSituation(opts: {
  trump: string;
  hands: string[];
  trick?: string;
  leader?: number;
  dealer?: number;
  rules?: Partial<KlammernRules>;
  players?: number;
}): KlammernMachine {
  const players = opts.players ?? 4;
  const leader = opts.leader ?? 1;
  const trick = cards(opts.trick ?? "");
  const hands = opts.hands.map((h) => cards(h));
  trick.forEach((c, k) => (hands[(leader + k) % players] as Card[]).push(c));
  const m = new KlammernMachine();
  const dealer = opts.dealer ?? (leader + players - 1) % players;
  const all = new Set(hands.flat());
  const original = ([...Array(32).keys()].find((i) => !all.has(indexCard(i))) ?? 0) as number;
  m.reset(players, dealer, { ...KLAMMERN_DEFAULT_RULES, ...opts.rules }, hands.map(maskOf), players === 4 ? cardIndexOf(hands[dealer]?.[0] ?? "7C") : original);
  m.startPlay((dealer + 1) % players, suitIndexOf(opts.trump), 0);
  m.leader = leader;
  m.trickLeaders[0] = leader;
  trick.forEach((c, k) => playUnchecked(m, (leader + k) % players, cardIndexOf(c)));
  return m;
}

function indexCard(i: number): Card {
  return `${"789TJQKA"[i & 7]}${"CSHD"[i >> 3]}` as Card;
}
