// Vorbehalt resolution (who plays what), Pflichtsolo bookkeeping and the dealer rotation (TSR 3.3.1, 4).
import { engineError as engineError_, type EngineError } from "../errors";
import { HOCHZEIT as HOCHZEIT_, NORMAL as NORMAL_, STILLES_SOLO as STILLES_SOLO_ } from "./game-types";
import type { ResolvedRules } from "./rules";

// Module-local copies: transpilers may turn imported bindings into getters, too slow for the hot path.
const engineError = engineError_;
const HOCHZEIT = HOCHZEIT_;
const NORMAL = NORMAL_;
const STILLES_SOLO = STILLES_SOLO_;

export const GESUND = -1;

export interface Declaration {
  seat: number;
  /** GESUND, HOCHZEIT or a declarable solo type id. */
  kind: number;
  /** ddv: the solo is the player's Pflichtsolo. */
  pflicht: boolean;
}

export interface GameChoice {
  typeId: number;
  /** Soloist or Hochzeiter, -1 in a normal game. */
  player: number;
  pflicht: boolean;
  /** Who leads the first trick. */
  lead: number;
}

/**
 * Resolves the Vorbehalte, given in speaking order from forehand.
 * house: any solo over Hochzeit; among solos the higher multiplier (Trumpf- over Damen- over Bubensolo), equal:
 * the earlier seat; forehand leads. ddv (TSR 4.1.5-4.1.7): Pflichtsolo over Lustsolo over Hochzeit, equal: the
 * earlier seat; the Pflicht soloist leads (TSR 4.2.2). Nobody: normal game, or stilles Solo when one seat holds
 * both QC (`bothQueens`, -1 if none). `count`: only the first `count` declarations (default all).
 */
export function resolveVorbehalt(rules: ResolvedRules, decls: readonly Declaration[], forehand: number, bothQueens: number, count = decls.length): GameChoice {
  let best: Declaration | null = null;
  let bestRank = -1;
  for (let i = 0; i < count; i++) {
    const d = decls[i]!;
    if (d.kind === GESUND) continue;
    let rank: number;
    if (d.kind === HOCHZEIT) rank = 0;
    else if (rules.vorbehalt === "ddv") rank = d.pflicht ? 2 : 1;
    else rank = 1 + (rules.multiplier[d.kind] as number);
    if (rank > bestRank) {
      best = d;
      bestRank = rank;
    }
  }
  if (best === null) {
    if (bothQueens >= 0) return { typeId: STILLES_SOLO, player: bothQueens, pflicht: false, lead: forehand };
    return { typeId: NORMAL, player: -1, pflicht: false, lead: forehand };
  }
  const pflicht = best.kind !== HOCHZEIT && best.pflicht;
  return { typeId: best.kind, player: best.seat, pflicht, lead: pflicht ? best.seat : forehand };
}

/** Optional round context of a record (docs/doppelkopf-rules.md "round"). */
export interface RoundContext {
  /** Dealer of the previous game of this round. */
  previousDealer?: number;
  /** The previous game was a Pflichtsolo that was not vorgeführt: the same dealer deals again (TSR 4.2.5). */
  previousPflichtsolo?: boolean;
  /** ddv: seats whose Pflichtsolo is already played in this round. */
  pflichtsoloDone?: number[];
  /** ddv: games left in the round, this one included. */
  gamesLeft?: number;
}

export interface RoundInfo {
  /** Seat that is vorgeführt in this game (TSR 4.2.3), or -1. */
  vorgefuehrt: number;
  /** Per seat: 1 Pflichtsolo done, 0 still due, -1 unknown. */
  pflichtDone: Int8Array;
}

const UNKNOWN_ROUND: RoundInfo = { vorgefuehrt: -1, pflichtDone: new Int8Array([-1, -1, -1, -1]) };
const UNKNOWN_ROUND_OK = { ok: true as const, value: UNKNOWN_ROUND };

const isSeat = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x) && x >= 0 && x < 4;

/** The dealer of the next game: the same again after a Pflichtsolo that was not vorgeführt (TSR 3.3.1, 4.2.5). */
export function nextDealer(dealer: number, pflichtsolo: boolean, vorgefuehrt = false): number {
  return pflichtsolo && !vorgefuehrt ? dealer : (dealer + 1) % 4;
}

/** Validates the optional `round` field against the rules and the dealer. */
export function readRound(raw: unknown, rules: ResolvedRules, dealer: number): { ok: true; value: RoundInfo } | { ok: false; errors: EngineError[] } {
  if (raw === undefined || raw === null) return UNKNOWN_ROUND_OK;
  const fail = (path: string, de: string, en: string, code = "ROUND_INVALID") => ({
    ok: false as const,
    errors: [engineError(code, `round${path}`, de, en)],
  });
  if (typeof raw !== "object" || Array.isArray(raw)) return fail("", "„round“ muss ein Objekt sein.", `"round" must be an object.`);
  const r = raw as Record<string, unknown>;
  for (const k of Object.keys(r))
    if (!["previousDealer", "previousPflichtsolo", "pflichtsoloDone", "gamesLeft"].includes(k))
      return fail(`.${k}`, `Unbekanntes Feld „${k}“.`, `Unknown field "${k}".`);
  if (r.previousPflichtsolo !== undefined && typeof r.previousPflichtsolo !== "boolean")
    return fail(".previousPflichtsolo", "Muss true oder false sein.", "Must be true or false.");
  if (r.previousPflichtsolo === true && rules.vorbehalt !== "ddv")
    return fail(".previousPflichtsolo", "Pflichtsoli gibt es nur nach DDV-Regeln.", "Compulsory solos exist only under ddv rules.");
  if (r.previousDealer !== undefined) {
    if (!isSeat(r.previousDealer)) return fail(".previousDealer", "Sitz 0..3 erwartet.", "Expected a seat 0..3.");
    const expected = nextDealer(r.previousDealer, r.previousPflichtsolo === true);
    if (dealer !== expected)
      return fail(
        "",
        `Geber außer der Reihe: Sitz ${expected} müsste geben, nicht Sitz ${dealer}.`,
        `Dealer out of rotation: seat ${expected} should deal, not seat ${dealer}.`,
        "DEALER_ROTATION",
      );
  }
  const info: RoundInfo = { vorgefuehrt: -1, pflichtDone: new Int8Array([-1, -1, -1, -1]) };
  if (r.pflichtsoloDone !== undefined) {
    if (rules.vorbehalt !== "ddv") return fail(".pflichtsoloDone", "Pflichtsoli gibt es nur nach DDV-Regeln.", "Compulsory solos exist only under ddv rules.");
    const d = r.pflichtsoloDone;
    if (!Array.isArray(d) || !d.every(isSeat) || new Set(d).size !== d.length)
      return fail(".pflichtsoloDone", "Liste verschiedener Sitze 0..3 erwartet.", "Expected a list of distinct seats 0..3.");
    info.pflichtDone.fill(0);
    for (const s of d) info.pflichtDone[s] = 1;
  }
  if (r.gamesLeft !== undefined) {
    if (rules.vorbehalt !== "ddv") return fail(".gamesLeft", "Nur nach DDV-Regeln (Vorführung).", "Only under ddv rules (forced solo).");
    const g = r.gamesLeft;
    if (typeof g !== "number" || !Number.isInteger(g) || g < 1)
      return fail(".gamesLeft", "Ganze Zahl ab 1 erwartet.", "Expected an integer of at least 1.");
    if (r.pflichtsoloDone === undefined)
      return fail(".gamesLeft", "„gamesLeft“ braucht „pflichtsoloDone“.", `"gamesLeft" needs "pflichtsoloDone".`);
    const missing = 4 - (r.pflichtsoloDone as number[]).length;
    if (missing > g)
      return fail(
        ".gamesLeft",
        `Mehr offene Pflichtsoli (${missing}) als Spiele (${g}).`,
        `More compulsory solos due (${missing}) than games left (${g}).`,
      );
    if (missing === g && missing > 0) {
      // TSR 4.2.3: the player lacking a Pflichtsolo who sits next to the left of the dealer (the dealer last).
      for (let k = 1; k <= 4; k++) {
        const s = (dealer + k) % 4;
        if (info.pflichtDone[s] === 0) {
          info.vorgefuehrt = s;
          break;
        }
      }
    }
  }
  return { ok: true, value: info };
}
