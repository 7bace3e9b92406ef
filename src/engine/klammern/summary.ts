// Summary mode: validate and score what a table captain enters (klammern.md "What the engine checks").
// Every field gets its own reason; card points are checked against a subset-sum table over the 32 cards.
import type { EngineError, ScoreResult } from "../errors";
import { reachableSumsByCount } from "../subset-sum";
import { cardCode, PLAIN_POINTS, popcount, RK, RQ, rankIndexOf, suitCode, suitIndexOf, trumpPoints } from "./card-tables";
import { kError } from "./messages";
import type { KlammernRules } from "./rules";
import {
  MELD_FUENFZIG,
  MELD_TERZ,
  MeldList,
  scoreDeal,
  sideCount,
  voidDealScore,
  type KlammernDealDetail,
} from "./scoring";
import { handSize } from "./replay";

export interface KlammernSummary {
  /** true for a void deal (everyone passed twice); then no other field. */
  void?: boolean;
  declarer: number;
  trump: "C" | "S" | "H" | "D";
  chosen: "original" | "klein" | "besser";
  melds?: { seat: number; kind: "terz" | "fuenfzig"; suit: "C" | "S" | "H" | "D"; top: string }[] | null;
  bella?: number | null;
  /** Per side, trick points incl. the last trick; with 4 players one entry may be null (derived). */
  cardPoints: (number | null)[];
  /** Optional: tricks won per side (enables the "points without tricks" check and exact card counts). */
  tricks?: number[] | null;
}

/** Card points of a whole deal with every card in play: 3 plain suits + trump + last trick. */
export const dealTotal = (jassPoints: number): number => 3 * 30 + 42 + jassPoints + 10;

interface PointsTable {
  table: Uint8Array;
  width: number;
}
const tables: Record<number, PointsTable> = {};
/** Subset sums by card count over the 32 card values (which suit is trump does not change the multiset). */
export function cardPointsTable(jassPoints: number): PointsTable {
  let t = tables[jassPoints];
  if (!t) {
    const values: number[] = [];
    const tp = trumpPoints(jassPoints);
    for (let s = 0; s < 4; s++) for (let r = 0; r < 8; r++) values.push(s === 0 ? (tp[r] as number) : (PLAIN_POINTS[r] as number));
    const r = reachableSumsByCount(values);
    t = { table: r.table, width: r.total + 1 };
    tables[jassPoints] = t;
  }
  return t;
}

/** Can a side with `tricks` tricks (-1 = unknown) of `players` cards each hold `points` (incl. a possible last trick)? */
export function cardPointsPossible(points: number, tricks: number, players: number, jassPoints: number): boolean {
  const { table, width } = cardPointsTable(jassPoints);
  const total = players === 4 ? 8 : 9;
  const lo = tricks < 0 ? 0 : tricks;
  const hi = tricks < 0 ? total : tricks;
  for (let k = lo; k <= hi; k++) {
    const row = k * players * width;
    // without the last trick (someone else took it) / with it
    if (k < total && points < width && table[row + points] === 1) return true;
    if (k >= 1 && points >= 10 && points - 10 < width && table[row + points - 10] === 1) return true;
  }
  return false;
}

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

const melds = new MeldList();
const held = new Int32Array(5);
const notHeld = new Int32Array(5);
const excluded = new Int32Array(32);
const cap = new Int32Array(5);

function seatField(v: unknown, players: number, path: string, errors: EngineError[], required: boolean): number {
  if (v === undefined || v === null) {
    if (required) errors.push(kError("FIELD_MISSING", path, { de: path, en: path }));
    return -1;
  }
  if (!isInt(v)) {
    errors.push(kError("FIELD_INVALID", path, { de: "Sitznummer erwartet", en: "seat number expected" }));
    return -1;
  }
  if (v < 0 || v >= players) {
    errors.push(kError("SEAT_OUT_OF_RANGE", path, { value: String(v) }));
    return -1;
  }
  return v;
}

/** Validates and scores a summary (players, dealer and rules already validated). */
export function scoreKlammernSummary(
  players: number,
  dealer: number,
  rules: KlammernRules,
  summary: unknown,
  prefix = "summary",
): ScoreResult<KlammernDealDetail> {
  if (summary === null || typeof summary !== "object" || Array.isArray(summary))
    return { ok: false, errors: [kError("FIELD_INVALID", prefix, { de: "Objekt erwartet", en: "object expected" })] };
  const sm = summary as Record<string, unknown>;
  const errors: EngineError[] = [];
  if (sm.void !== undefined && sm.void !== null && sm.void !== false) {
    if (sm.void !== true) errors.push(kError("FIELD_INVALID", `${prefix}.void`, { de: "true oder false", en: "true or false" }));
    for (const k of ["declarer", "trump", "chosen", "bella", "cardPoints", "tricks"]) {
      if (sm[k] !== undefined && sm[k] !== null)
        errors.push(kError("FIELD_INVALID", `${prefix}.${k}`, { de: "ein eingeworfenes Spiel hat keinen Spieler und keine Punkte", en: "a thrown-in deal has no declarer and no points" }));
    }
    if (Array.isArray(sm.melds) && sm.melds.length > 0)
      errors.push(kError("FIELD_INVALID", `${prefix}.melds`, { de: "ein eingeworfenes Spiel hat keine Meldungen", en: "a thrown-in deal has no melds" }));
    if (errors.length) return { ok: false, errors };
    const v = voidDealScore(players, dealer);
    return { ok: true, score: v.score, detail: v.detail, errors: [] };
  }

  const declarer = seatField(sm.declarer, players, `${prefix}.declarer`, errors, true);
  const trump = suitIndexOf(sm.trump);
  if (trump < 0)
    errors.push(kError(sm.trump === undefined ? "FIELD_MISSING" : "FIELD_INVALID", `${prefix}.trump`, { de: "Trumpf C, S, H oder D", en: "trump C, S, H or D" }));
  const chosenRaw = sm.chosen;
  const chosen = chosenRaw === "original" ? 0 : chosenRaw === "klein" ? 1 : chosenRaw === "besser" ? 2 : -1;
  if (chosen < 0)
    errors.push(kError(chosenRaw === undefined ? "FIELD_MISSING" : "FIELD_INVALID", `${prefix}.chosen`, { de: "original, klein oder besser", en: "original, klein or besser" }));
  else if (chosen === 2 && trump > 0) errors.push(kError("BESSER_NOT_KREUZ", `${prefix}.trump`));

  const bella = seatField(sm.bella, players, `${prefix}.bella`, errors, false);
  const meldsOk = parseMelds(sm.melds, players, `${prefix}.melds`, errors);
  if (meldsOk) checkMeldsFit(players, trump, bella, `${prefix}`, errors);
  const cardPoints = parseCardPoints(sm, players, rules.jassPoints, prefix, errors);

  if (errors.length) return { ok: false, errors };
  const tricks = sm.tricks;
  const t = Array.isArray(tricks) ? (tricks as number[]).slice() : null;
  const { score, detail } = scoreDeal(players, dealer, declarer, trump, chosen, cardPoints as number[], melds, bella, rules, t, null);
  return { ok: true, score, detail, errors: [] };
}

function parseMelds(raw: unknown, players: number, path: string, errors: EngineError[]): boolean {
  melds.clear();
  if (raw === undefined || raw === null) return true;
  if (!Array.isArray(raw)) {
    errors.push(kError("FIELD_INVALID", path, { de: "Liste von Meldungen erwartet", en: "list of melds expected" }));
    return false;
  }
  if (raw.length > 12) {
    errors.push(kError("FIELD_INVALID", path, { de: "zu viele Meldungen", en: "too many melds" }));
    return false;
  }
  let ok = true;
  for (let i = 0; i < raw.length; i++) {
    const m = raw[i] as Record<string, unknown> | null;
    const p = `${path}[${i}]`;
    if (m === null || typeof m !== "object") {
      errors.push(kError("FIELD_INVALID", p, { de: "Meldung erwartet", en: "meld expected" }));
      ok = false;
      continue;
    }
    const before = errors.length;
    const seat = seatField(m.seat, players, `${p}.seat`, errors, true);
    const kind = m.kind === "terz" ? MELD_TERZ : m.kind === "fuenfzig" ? MELD_FUENFZIG : -1;
    if (kind < 0) errors.push(kError("FIELD_INVALID", `${p}.kind`, { de: "terz oder fuenfzig", en: "terz or fuenfzig" }));
    const suit = suitIndexOf(m.suit);
    if (suit < 0) errors.push(kError("FIELD_INVALID", `${p}.suit`, { de: "Farbe C, S, H oder D", en: "suit C, S, H or D" }));
    const top = rankIndexOf(m.top);
    if (top < 0) errors.push(kError("FIELD_INVALID", `${p}.top`, { de: "oberste Karte 7..A", en: "top card 7..A" }));
    else if (kind >= 0 && top < (kind === MELD_TERZ ? 2 : 3)) {
      const name = kind === MELD_TERZ ? "Terz" : "Fünfzig";
      errors.push(
        kError("MELD_IMPOSSIBLE", `${p}.top`, {
          de: `eine ${name} bis ${String(m.top)} hat keine ${kind === MELD_TERZ ? 3 : 4} Karten`,
          en: `a ${kind === MELD_TERZ ? "terz" : "fuenfzig"} topped by ${String(m.top)} has no ${kind === MELD_TERZ ? 3 : 4} cards`,
        }),
      );
    }
    if (errors.length > before) {
      ok = false;
      continue;
    }
    melds.push(seat, kind, suit, top);
  }
  return ok;
}

/**
 * Do the melds (and Bella) fit real hands? Each meld fixes cards its holder has (the run) and, for exactness,
 * cards he has not (the card above the top; for a Terz also the card below). Then a Hall check over the seats
 * (plus the undealt rest with 2/3 players) decides whether the remaining cards can be distributed.
 */
function checkMeldsFit(players: number, trump: number, bella: number, prefix: string, errors: EngineError[]): void {
  if (melds.count === 0 && bella < 0) return;
  const seats = players === 4 ? 4 : players + 1; // extra "seat" = cards out of play
  const start = errors.length;
  for (let s = 0; s < 5; s++) {
    held[s] = 0;
    notHeld[s] = 0;
  }
  for (let i = 0; i < melds.count; i++) {
    const seat = melds.seat[i] as number;
    const kind = melds.kind[i] as number;
    const suit = melds.suit[i] as number;
    const top = melds.top[i] as number;
    const len = kind === MELD_TERZ ? 3 : 4;
    const base = suit * 8;
    const h = (((1 << len) - 1) << (top - len + 1)) << base;
    let x = top < 7 ? 1 << (base + top + 1) : 0;
    if (kind === MELD_TERZ && top >= 3) x |= 1 << (base + top - 3);
    const p = `${prefix}.melds[${i}]`;
    if (((held[seat] as number) & h) !== 0) errors.push(kError("MELD_DUPLICATE", p, { seat }));
    else if (((notHeld[seat] as number) & h) !== 0 || ((held[seat] as number) & x) !== 0)
      errors.push(kError("MELD_RUNS_TOUCH", p, { seat, suit: suitCode(suit) }));
    else {
      for (let o = 0; o < players; o++) {
        const clash = (held[o] as number) & h;
        if (o !== seat && clash !== 0) {
          errors.push(kError("MELD_CARD_TWICE", p, { card: cardCode(31 - Math.clz32(clash & -clash)) }));
          break;
        }
      }
    }
    held[seat] = (held[seat] as number) | h;
    notHeld[seat] = (notHeld[seat] as number) | x;
  }
  if (errors.length > start) return;
  if (bella >= 0 && trump >= 0) {
    const qk = (1 << (trump * 8 + RQ)) | (1 << (trump * 8 + RK));
    if (((notHeld[bella] as number) & qk) !== 0) {
      errors.push(
        kError("BELLA_CONFLICT", `${prefix}.bella`, {
          seat: bella,
          de: "seine eigene Meldung schließt Trumpf-Dame oder -König aus",
          en: "his own meld rules out the trump queen or king",
        }),
      );
      return;
    }
    for (let o = 0; o < players; o++) {
      if (o !== bella && ((held[o] as number) & qk) !== 0) {
        errors.push(
          kError("BELLA_CONFLICT", `${prefix}.bella`, {
            seat: bella,
            de: `die Meldung von Sitz ${o} enthält Trumpf-Dame oder -König`,
            en: `seat ${o}'s meld holds the trump queen or king`,
          }),
        );
        return;
      }
    }
    held[bella] = (held[bella] as number) | qk;
  }
  // Capacity per seat, then Hall's condition over every group of seats for the cards not yet placed.
  const size = handSize(players);
  let fixed = 0;
  for (let s = 0; s < seats; s++) {
    const isRest = players < 4 && s === players;
    const c = isRest ? 32 - size * players : size;
    const n = popcount(held[s] as number);
    if (n > c) {
      errors.push(kError("MELD_TOO_MANY_CARDS", `${prefix}.melds`, { seat: s, value: String(size) }));
      return;
    }
    cap[s] = c - n;
    fixed |= held[s] as number;
  }
  // Only cards some seat cannot hold constrain anything: with 4 players the free cards exactly fill the free places,
  // so Hall's condition needs checking just for proper groups of seats and the excluded cards.
  let anyExcl = 0;
  for (let s = 0; s < seats; s++) anyExcl |= notHeld[s] as number;
  anyExcl &= ~fixed;
  if (anyExcl === 0) return;
  let nEx = 0;
  for (let m = anyExcl; m !== 0; m &= m - 1) {
    const bit = m & -m;
    let allowed = 0;
    for (let s = 0; s < seats; s++) if (((notHeld[s] as number) & bit) === 0) allowed |= 1 << s;
    if (allowed === 0) {
      errors.push(kError("MELD_HANDS_IMPOSSIBLE", `${prefix}.melds`)); // no seat may hold this card
      return;
    }
    excluded[nEx++] = allowed;
  }
  const full = (1 << seats) - 1;
  for (let group = 1; group < full; group++) {
    let need = 0;
    for (let i = 0; i < nEx; i++) if (((excluded[i] as number) & ~group) === 0) need++;
    if (need === 0) continue;
    let room = 0;
    for (let s = 0; s < seats; s++) if ((group & (1 << s)) !== 0) room += cap[s] as number;
    if (need > room) {
      errors.push(kError("MELD_HANDS_IMPOSSIBLE", `${prefix}.melds`));
      return;
    }
  }
}

function parseCardPoints(sm: Record<string, unknown>, players: number, jassPoints: number, prefix: string, errors: EngineError[]): number[] | null {
  const sides = sideCount(players);
  const raw = sm.cardPoints;
  const path = `${prefix}.cardPoints`;
  if (!Array.isArray(raw) || raw.length !== sides) {
    errors.push(
      kError(raw === undefined ? "FIELD_MISSING" : "FIELD_INVALID", path, {
        de: `Augen für ${sides} Parteien`,
        en: `card points for ${sides} sides`,
      }),
    );
    return null;
  }
  const full = dealTotal(jassPoints);
  let tricks: number[] | null = null;
  const rawTricks = sm.tricks;
  if (rawTricks !== undefined && rawTricks !== null) {
    const total = players === 4 ? 8 : 9;
    if (!Array.isArray(rawTricks) || rawTricks.length !== sides || !rawTricks.every((t) => isInt(t) && t >= 0 && t <= total)) {
      errors.push(kError("FIELD_INVALID", `${prefix}.tricks`, { de: `Stiche für ${sides} Parteien`, en: `tricks for ${sides} sides` }));
    } else {
      let sum = 0;
      for (const t of rawTricks as number[]) sum += t;
      if (sum !== total) errors.push(kError("TRICKS_SUM", `${prefix}.tricks`, { value: String(sum), expected: String(total) }));
      else tricks = rawTricks as number[];
    }
  }
  const out = new Array<number>(sides);
  let missing = -1;
  let sum = 0;
  let bad = false;
  for (let s = 0; s < sides; s++) {
    const v = raw[s];
    if (v === null && players === 4 && missing < 0) {
      missing = s;
      continue;
    }
    if (!isInt(v) || v < 0) {
      errors.push(kError("FIELD_INVALID", `${path}[${s}]`, { de: "nicht-negative ganze Zahl", en: "non-negative integer" }));
      bad = true;
      continue;
    }
    out[s] = v;
    sum += v;
  }
  if (bad) return null;
  if (players === 4) {
    if (missing >= 0) {
      out[missing] = full - sum;
      if (full - sum < 0) {
        errors.push(kError("CARD_POINTS_SUM", path, { value: String(sum), expected: String(full) }));
        return null;
      }
    } else if (sum !== full) {
      errors.push(kError("CARD_POINTS_SUM", path, { value: String(sum), expected: String(full) }));
      return null;
    }
  } else {
    // 2/3 players: some cards stay out of play; the in-play cards are exactly 9 per seat.
    const { table, width } = cardPointsTable(jassPoints);
    const row = 9 * players * width;
    if (sum < 10 || sum - 10 >= width || table[row + sum - 10] !== 1) {
      errors.push(kError("CARD_POINTS_SUM", path, { value: String(sum), expected: `${9 * players} Karten / cards + 10` }));
      return null;
    }
  }
  let ok = true;
  for (let s = 0; s < sides; s++) {
    const p = out[s] as number;
    const t = tricks ? (tricks[s] as number) : -1;
    if (t === 0 && p > 0) {
      errors.push(kError("CARD_POINTS_WITHOUT_TRICKS", `${path}[${s}]`, { value: String(s) }));
      ok = false;
    } else if (!cardPointsPossible(p, t, players, jassPoints)) {
      errors.push(
        kError("CARD_POINTS_IMPOSSIBLE", `${path}[${s}]`, {
          value: String(p),
          de: t >= 0 ? `mit ${t} Stichen` : "",
          en: t >= 0 ? `with ${t} tricks` : "",
        }),
      );
      ok = false;
    }
  }
  return ok ? out : null;
}

/** The summary a captain would enter for a deal scored from its full record (for cross-checks and exports). */
export function summaryFromDetail(detail: KlammernDealDetail): KlammernSummary | { void: true } {
  if (detail.outcome === "void") return { void: true };
  const s: KlammernSummary = {
    declarer: detail.declarer as number,
    trump: detail.trump as KlammernSummary["trump"],
    chosen: detail.chosen as KlammernSummary["chosen"],
    melds: detail.melds.map((m) => ({ seat: m.seat, kind: m.kind, suit: m.suit, top: m.top })),
    bella: detail.bella,
    cardPoints: detail.cardPoints.slice(),
  };
  if (detail.tricks) s.tricks = detail.tricks.slice();
  return s;
}
