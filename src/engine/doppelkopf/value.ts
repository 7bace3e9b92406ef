// Who wins, the game value and the plus-minus scores (doppelkopf.md "Who wins", "Game value"; TSR 7).
import { KONTRA as KONTRA_, PARTY_NAMES as PARTY_NAMES_, RE as RE_, wordOf as wordOf_, type AnnouncementName, type PartyName } from "./announcements";
import { GAME_TYPES as GAME_TYPES_, HOCHZEIT as HOCHZEIT_, KARO_SOLO as KARO_SOLO_, NORMAL as NORMAL_, STILLES_SOLO as STILLES_SOLO_, hasNormalTrumps as hasNormalTrumps_, isSoloType as isSoloType_, type GameType } from "./game-types";
import type { ResolvedRules } from "./rules";

// Module-local copies: transpilers may turn imported bindings into getters, too slow for the hot path.
const wordOf = wordOf_;
const GAME_TYPES = GAME_TYPES_;
const hasNormalTrumps = hasNormalTrumps_;
const isSoloType = isSoloType_;
const KONTRA = KONTRA_;
const PARTY_NAMES = PARTY_NAMES_;
const RE = RE_;
const HOCHZEIT = HOCHZEIT_;
const KARO_SOLO = KARO_SOLO_;
const NORMAL = NORMAL_;
const STILLES_SOLO = STILLES_SOLO_;

export const SPECIAL_KINDS = [
  "gegen-die-alten",
  "doppelkopf",
  "fuchs-gefangen",
  "karlchen",
  "fuchs-am-end",
  "karlchen-gefangen",
] as const;
export type SpecialKind = (typeof SPECIAL_KINDS)[number];

export interface SpecialPoint {
  kind: SpecialKind;
  /** The party that earned it. */
  party: PartyName;
  /** Full record only: the trick (1-based) and the seat whose card made it (the caught Fuchs/Karlchen's owner). */
  trick?: number;
  seat?: number;
}

export interface ValueItem {
  /** gewonnen | unter-90 | unter-60 | unter-30 | schwarz | re-angesagt | kontra-angesagt | absage-k90 .. absage-schwarz
   * | 120-gegen-k90 | 90-gegen-k60 | 60-gegen-k30 | 30-gegen-schwarz */
  item: string;
  /** The party the points count for. */
  party: PartyName;
  points: number;
  /** Absagen: the party that made it (ddv counts both parties' Absagen for the winners). */
  by?: PartyName;
}

/** What a game is scored from: the same for summary and full-record mode. */
export interface GameFacts {
  typeId: number;
  /** Hochzeit in which nobody became partner. */
  hochzeitAlone: boolean;
  /** Re seats: 2 (normal game, Hochzeit with partner) or 1. */
  reSeats: number[];
  level: [number, number];
  reAugen: number;
  tricks: [number, number];
  /** Special points except gegen die Alten, which is derived here. */
  special: SpecialPoint[];
}

export type Target = number | "all-tricks" | "one-trick";

export interface DoppelkopfDetail {
  game: "doppelkopf";
  preset: string;
  type: GameType;
  re: number[];
  kontra: number[];
  soloist: number | null;
  hochzeitAlone?: boolean;
  augen: { re: number; kontra: number };
  tricks?: { re: number; kontra: number };
  announcements: { re: AnnouncementName; kontra: AnnouncementName };
  targets: { re: Target; kontra: Target };
  winner: PartyName | null;
  /** Every value item by the party it counts for. */
  items: ValueItem[];
  /** Special points by party (empty where they do not count). */
  special: SpecialPoint[];
  specialCount: { re: number; kontra: number };
  /** Game value: for the winners, or with nobody winning for Re (may be negative). */
  value: number;
  /** Solo multiplier (1 outside solos). */
  multiplier: number;
  /** 3 when Re is one player who takes three shares (solo, Hochzeit alone), else 1. */
  shares: number;
  score: number[];
  [extra: string]: unknown;
}

/** Do special points count in this game? house: normal-trump games (normal, Hochzeit, stilles Solo, Trumpfsolo);
 * ddv: normal game and Hochzeit with partner only (TSR 7.2.3/7.2.4). */
export function specialsCount(rules: ResolvedRules, typeId: number, hochzeitAlone: boolean): boolean {
  if (rules.specialPoints === "none") return false;
  if (rules.specialPoints === "house") return hasNormalTrumps(typeId);
  return typeId === NORMAL || (typeId === HOCHZEIT && !hochzeitAlone);
}

/** Special kinds of a rule set: house all six, ddv the four of TSR 7.2.3. */
export function specialKindAllowed(rules: ResolvedRules, kind: SpecialKind): boolean {
  if (rules.specialPoints === "none") return false;
  if (rules.specialPoints === "house") return true;
  return kind !== "fuchs-am-end" && kind !== "karlchen-gefangen";
}

/** Gegen die Alten: Kontra won against the Kreuz-Damen. house: normal game, Hochzeit, stilles Solo;
 * ddv: normal game and Hochzeit with partner (TSR 4.4.3 a: continued as a normal game). */
function gegenDieAltenApplies(rules: ResolvedRules, typeId: number, hochzeitAlone: boolean): boolean {
  if (!specialsCount(rules, typeId, hochzeitAlone)) return false;
  return typeId === NORMAL || typeId === HOCHZEIT || typeId === STILLES_SOLO;
}

/** Scoring shape: shares 3 (one player against three) and the multiplier. */
export function scoringShape(rules: ResolvedRules, typeId: number, hochzeitAlone: boolean): { shares: number; multiplier: number } {
  if (isSoloType(typeId)) return { shares: 3, multiplier: rules.multiplier[typeId] as number };
  if (typeId === HOCHZEIT && hochzeitAlone)
    return { shares: 3, multiplier: rules.hochzeitAlone === "solo" ? (rules.multiplier[KARO_SOLO] as number) : 1 };
  return { shares: 1, multiplier: 1 };
}

const ABSAGE_TARGET = [151, 181, 211];
const AGAINST_TARGET = [90, 60, 30];
const REACHED_AGAINST = [120, 90, 60, 30];
const REACHED_NAMES = ["120-gegen-k90", "90-gegen-k60", "60-gegen-k30", "30-gegen-schwarz"];
const BELOW = [90, 60, 30];
const BELOW_NAMES = ["unter-90", "unter-60", "unter-30"];
const ABSAGE_ITEM = ["", "", "absage-k90", "absage-k60", "absage-k30", "absage-schwarz"];

/** The target of party p (doppelkopf.md "Who wins"; TSR 7.1.1/7.1.2). */
export function targetOf(level: readonly number[], p: number): Target {
  return p === RE ? target(level[RE]!, level[KONTRA]!, RE) : target(level[KONTRA]!, level[RE]!, KONTRA);
}

/** targetOf on the two levels: `own` of party p, `opp` of the other party. */
function target(own: number, opp: number, p: number): Target {
  if (own >= 2) return own === 5 ? "all-tricks" : (ABSAGE_TARGET[own - 2] as number);
  if (opp >= 2) return opp === 5 ? "one-trick" : (AGAINST_TARGET[opp - 2] as number);
  const onlyKontra = p === RE ? opp >= 1 && own === 0 : own >= 1 && opp === 0;
  if (p === RE) return onlyKontra ? 120 : 121;
  return onlyKontra ? 121 : 120;
}

function reached(t: Target, augen: number, ownTricks: number, oppTricks: number): boolean {
  if (t === "all-tricks") return oppTricks === 0;
  if (t === "one-trick") return ownTricks > 0;
  return augen >= t;
}

/** Item objects: every item is a fresh object (callers may keep them). */
function item(item: string, p: number, n: number): ValueItem {
  return { item, party: PARTY_NAMES[p]!, points: n };
}
function absageItem(item: string, p: number, by: number): ValueItem {
  return { item, party: PARTY_NAMES[p]!, points: 1, by: PARTY_NAMES[by]! };
}

/** Items every party can get (the * items, also with nobody winning): the other party below 90/60/30/schwarz and
 * the Augen reached against the other party's Absagen. Returns the points added. */
function starItems(items: ValueItem[], p: number, ownAugen: number, oppAugen: number, oppTricks: number, oppLevel: number): number {
  let n = 0;
  for (let i = 0; i < 3; i++)
    if (oppAugen < BELOW[i]!) {
      items.push(item(BELOW_NAMES[i]!, p, 1));
      n++;
    }
  if (oppTricks === 0) {
    items.push(item("schwarz", p, 1));
    n++;
  }
  for (let l = 2; l <= oppLevel; l++)
    if (ownAugen >= REACHED_AGAINST[l - 2]!) {
      items.push(item(REACHED_NAMES[l - 2]!, p, 1));
      n++;
    }
  return n;
}

export class ScoreAssertionError extends Error {}

/** The seats in a 4-bit seat mask, ascending: SEATS_IN[0b0101] = [0, 2]. */
const SEATS_IN: readonly (readonly number[])[] = Array.from({ length: 16 }, (_, m) => [0, 1, 2, 3].filter((s) => m & (1 << s)));

/** A fresh array of the seats in a 4-bit mask, ascending, of exactly that size (a pushed-to [] reserves 17 slots). */
function seatList(mask: number): number[] {
  const s = SEATS_IN[mask & 15]!;
  switch (s.length) {
    case 0:
      return [];
    case 1:
      return [s[0]!];
    case 2:
      return [s[0]!, s[1]!];
    case 3:
      return [s[0]!, s[1]!, s[2]!];
    default:
      return [0, 1, 2, 3];
  }
}

/** Scores a game from its facts. Asserts zero sum and equal parity (TSR 7.3.3). */
export function scoreGame(rules: ResolvedRules, f: GameFacts): { score: number[]; detail: DoppelkopfDetail } {
  let reMask = 0;
  for (let i = 0; i < f.reSeats.length; i++) reMask |= 1 << f.reSeats[i]!;
  const detail = scoreDetail(rules, f.typeId, f.hochzeitAlone, reMask, f.reSeats[0]!, f.level[RE], f.level[KONTRA], f.reAugen, f.tricks[RE], f.tricks[KONTRA], f.special, f.special.length);
  return { score: detail.score, detail };
}

/**
 * scoreGame without the facts object, for the record scorers: the detail (its `score` is the per-seat score).
 * `reMask` = the Re seats as bits (1 << seat), `firstRe` = the first Re seat given (the soloist when Re is one player);
 * the first `nSpecial` entries of `factsSpecial` = the facts' special points (gegen die Alten is derived here).
 */
export function scoreDetail(
  rules: ResolvedRules,
  typeId: number,
  hochzeitAlone: boolean,
  reMask: number,
  firstRe: number,
  lRe: number,
  lKo: number,
  reAugen: number,
  reTricks: number,
  koTricks: number,
  factsSpecial: readonly SpecialPoint[],
  nSpecial: number,
): DoppelkopfDetail {
  const koAugen = 240 - reAugen;
  const tReMade = target(lRe, lKo, RE);
  const tKoMade = target(lKo, lRe, KONTRA);
  const reWins = reached(tReMade, reAugen, reTricks, koTricks);
  const koWins = reached(tKoMade, koAugen, koTricks, reTricks);
  if (reWins && koWins) throw new ScoreAssertionError("both parties reached their targets");
  const winner = reWins ? RE : koWins ? KONTRA : -1;

  // Young arrays filled with push: no scratch list kept across calls (storing new objects into a long-lived array
  // costs a write barrier per store and keeps them alive for the next scavenge).
  const items: ValueItem[] = [];
  // Points of Re and of Kontra.
  let pRe = 0;
  let pKo = 0;
  if (winner >= 0) {
    items.push(item("gewonnen", winner, 1));
    let n = 1;
    n += winner === RE ? starItems(items, RE, reAugen, koAugen, koTricks, lKo) : starItems(items, KONTRA, koAugen, reAugen, reTricks, lRe);
    if (lRe >= 1) {
      items.push(item("re-angesagt", winner, 2));
      n += 2;
    }
    if (lKo >= 1) {
      items.push(item("kontra-angesagt", winner, 2));
      n += 2;
    }
    const all = rules.absagePoints !== "winners";
    if (all || winner === RE)
      for (let l = 2; l <= lRe; l++) {
        items.push(absageItem(ABSAGE_ITEM[l]!, winner, RE));
        n++;
      }
    if (all || winner === KONTRA)
      for (let l = 2; l <= lKo; l++) {
        items.push(absageItem(ABSAGE_ITEM[l]!, winner, KONTRA));
        n++;
      }
    if (winner === RE) pRe = n;
    else pKo = n;
  } else {
    pRe = starItems(items, RE, reAugen, koAugen, koTricks, lKo);
    pKo = starItems(items, KONTRA, koAugen, reAugen, reTricks, lRe);
  }

  const special: SpecialPoint[] = [];
  let cRe = 0;
  let cKo = 0;
  if (specialsCount(rules, typeId, hochzeitAlone)) {
    if (winner === KONTRA && gegenDieAltenApplies(rules, typeId, hochzeitAlone)) {
      special.push({ kind: "gegen-die-alten", party: "kontra" });
      cKo++;
    }
    for (let i = 0; i < nSpecial; i++) {
      const s = factsSpecial[i]!;
      special.push(s);
      if (s.party === "re") cRe++;
      else cKo++;
    }
  }

  // Value from Re's side: the winners' points (or, with nobody winning, Re's net) plus the net special points.
  let reValue: number;
  let value: number;
  if (winner === KONTRA) {
    value = pKo - pRe + cKo - cRe;
    reValue = -value;
  } else reValue = value = pRe - pKo + cRe - cKo;

  let shares = 1;
  let multiplier = 1;
  if (isSoloType(typeId)) {
    shares = 3;
    multiplier = rules.multiplier[typeId] as number;
  } else if (typeId === HOCHZEIT && hochzeitAlone) {
    shares = 3;
    multiplier = rules.hochzeitAlone === "solo" ? (rules.multiplier[KARO_SOLO] as number) : 1;
  }
  // Every score is +0 rather than -0.
  const reScore = shares * multiplier * reValue + 0;
  const koScore = -multiplier * reValue + 0;
  const score = [reMask & 1 ? reScore : koScore, reMask & 2 ? reScore : koScore, reMask & 4 ? reScore : koScore, reMask & 8 ? reScore : koScore];
  const re = seatList(reMask);
  const kontra = seatList(reMask ^ 15);
  // The two checks of TSR 7.3.3.
  const parity = score[0]! & 1;
  if (score[0]! + score[1]! + score[2]! + score[3]! !== 0 || (score[1]! & 1) !== parity || (score[2]! & 1) !== parity || (score[3]! & 1) !== parity)
    throw new ScoreAssertionError(`scores ${score.join(",")} break zero sum or parity`);

  const detail: DoppelkopfDetail = {
    game: "doppelkopf",
    preset: rules.preset,
    type: GAME_TYPES[typeId]!,
    re,
    kontra,
    soloist: shares === 3 ? firstRe : null,
    augen: { re: reAugen, kontra: koAugen },
    announcements: { re: wordOf(lRe, RE), kontra: wordOf(lKo, KONTRA) },
    targets: { re: tReMade, kontra: tKoMade },
    winner: winner >= 0 ? PARTY_NAMES[winner as 0 | 1] : null,
    items,
    special,
    specialCount: { re: cRe, kontra: cKo },
    value,
    multiplier,
    shares,
    score,
    // Then every key the record scorers set (replay.ts, summary.ts), in output order, undefined until set (JSON
    // leaves those out): details of one shape take plain stores, where adding the keys one by one went through
    // the slow generic store for each of them.
    hochzeitAlone: typeId === HOCHZEIT ? hochzeitAlone : undefined,
    mode: undefined,
    tricks: undefined,
    trickWinners: undefined,
    hochzeit: undefined,
    klaerungsstich: undefined,
    pflichtsolo: undefined,
    vorgefuehrt: undefined,
    schweinchen: undefined,
    announcementLog: undefined,
    nextDealer: undefined,
  };
  return detail;
}
