// The one entry model of a Klammern deal, for the organizer's form and the captain's tablet alike: what was
// tapped or typed (DealDraft), the hand record it makes (records.md summary), the way back from a stored record,
// and the engine's checks as the form fills in: one deal on its own (checkDeal) or in the context of the table's
// earlier deals, as the server will check it (checkDraft). Engine errors are grouped by the form's fields.
// 4 players (tournaments) sit in two pairs; 2 or 3 players (game sheets) each play for himself (player-points.ts).
import {
  dealTotal,
  parseKlammernRules,
  scoreKlammernMatch,
  scoreRecord,
  type EngineError,
  type KlammernDealDetail,
  type KlammernMatchDeal,
  type ScoreResult,
  type Suit,
} from "@/engine";
import type { useTranslations } from "next-intl";
import type { Bilingual } from "@/lib/bilingual";
import { playerPointsOf } from "./player-points";

export type Players = 2 | 3 | 4;

export type Chosen = "original" | "klein" | "besser";
export interface MeldDraft {
  seat: number | null;
  kind: "terz" | "fuenfzig";
  suit: Suit | null;
  top: string | null;
}
export interface DealDraft {
  /** An eingeworfenes Spiel (thrown in, no points). */
  void: boolean;
  declarer: number | null;
  trump: Suit | null;
  chosen: Chosen;
  melds: MeldDraft[];
  bella: number | null;
  /** 4 players: which side's card points were typed (the other side's are derived by the engine). */
  side: 0 | 1;
  points: string;
  /** 2 or 3 players: each player's card points as typed ("" = not typed). */
  playerPoints: string[];
  /** 2 or 3 players: the points of the cards left out of play, if typed. */
  rest: string;
}

export const emptyDraft = (players: Players = 4): DealDraft => ({
  void: false,
  declarer: null,
  trump: null,
  chosen: "original",
  melds: [],
  bella: null,
  side: 0,
  points: "",
  playerPoints: players === 4 ? [] : new Array<string>(players).fill(""),
  rest: "",
});

export interface MatchSetting {
  rules: Record<string, unknown>;
  /** A fixed number of deals, or a game to a target (without one, the rules' target for the players: 301/501/701). */
  matchFormat: { kind: "deals"; deals: number } | { kind: "target"; target?: number };
  matchPoints?: { win: number; draw: number; loss: number };
  /** Default 4 (tournaments). */
  players?: Players;
}

/** The table a record is for: the number of players and the deal's card points total (164, or 162 with Jass 20). */
export interface TableSize {
  players?: Players;
  total?: number;
}

export function draftRecord(draft: DealDraft, dealer: number, { players = 4, total = dealTotal(22) }: TableSize = {}): Record<string, unknown> {
  if (draft.void) return { game: "klammern", players, dealer, summary: { void: true } };
  const p = draft.points === "" ? null : Number(draft.points);
  return {
    game: "klammern",
    players,
    dealer,
    summary: {
      declarer: draft.declarer,
      trump: draft.trump,
      chosen: draft.chosen,
      melds: draft.melds.map((m) => ({ seat: m.seat, kind: m.kind, suit: m.suit, top: m.top })),
      bella: draft.bella,
      cardPoints: players === 4 ? (draft.side === 0 ? [p, null] : [null, p]) : playerPointsOf(padded(draft, players), draft.rest, total).players,
    },
  };
}

/** The draft's per-player entries, one for each player even if the draft was made for another table size. */
const padded = (draft: DealDraft, players: number) => Array.from({ length: players }, (_, i) => draft.playerPoints[i] ?? "");

/** A stored record back into the form (summary records; a full record's summary comes from its detail). The record
 * says how many players it is for; with 2 or 3 every player's points come back typed (the cards left out derived). */
export function draftFromRecord(record: Record<string, unknown>, detail: unknown): DealDraft {
  const players = playersOf(record.players ?? (detail as { players?: unknown } | null)?.players);
  const s = (record.summary ?? summaryOfDetail(detail)) as Record<string, unknown> | null;
  if (!s) return emptyDraft(players);
  if (s.void === true) return { ...emptyDraft(players), void: true };
  const cp = (s.cardPoints as (number | null)[] | undefined) ?? [];
  const side: 0 | 1 = players === 4 && (cp[0] === null || cp[0] === undefined) ? 1 : 0;
  return {
    void: false,
    declarer: (s.declarer as number | undefined) ?? null,
    trump: (s.trump as Suit | undefined) ?? null,
    chosen: (s.chosen as Chosen | undefined) ?? "original",
    melds: ((s.melds as MeldDraft[] | null | undefined) ?? []).map((m) => ({ seat: m.seat, kind: m.kind, suit: m.suit, top: m.top })),
    bella: (s.bella as number | null | undefined) ?? null,
    side,
    points: players === 4 ? String(cp[side] ?? "") : "",
    playerPoints: players === 4 ? [] : Array.from({ length: players }, (_, i) => String(cp[i] ?? "")),
    rest: "",
  };
}

const playersOf = (v: unknown): Players => (v === 2 || v === 3 ? v : 4);

function summaryOfDetail(detail: unknown): Record<string, unknown> | null {
  const d = detail as { declarer?: number; trump?: string; chosen?: string; melds?: MeldDraft[]; bella?: number | null; cardPoints?: number[] } | null;
  if (!d || d.declarer === undefined) return null;
  return { declarer: d.declarer, trump: d.trump, chosen: d.chosen, melds: d.melds ?? [], bella: d.bella ?? null, cardPoints: d.cardPoints };
}

export function totalFor(rules: Record<string, unknown>): number {
  const parsed = parseKlammernRules(rules);
  return dealTotal(parsed.ok ? parsed.value.jassPoints : 22);
}

/** The deal on its own, with the tournament's rules (the organizer's form; the table's context is the server's). */
export function checkDeal(draft: DealDraft, dealer: number, rules: Record<string, unknown>, players: Players = 4): ScoreResult {
  return scoreRecord({ ...draftRecord(draft, dealer, { players, total: totalFor(rules) }), rules });
}

export function scoreMatch(setting: MatchSetting, records: readonly unknown[]) {
  const f = setting.matchFormat;
  return scoreKlammernMatch({
    players: setting.players ?? 4,
    rules: setting.rules,
    format: f.kind === "deals" ? { type: "deals", deals: f.deals } : { type: "target", target: f.target },
    matchPoints: setting.matchPoints,
    deals: records,
  });
}

/** The form field an error is about: declarer, trump, chosen, melds.<i>, melds, bella, points, or general. Reads
 * engine paths ("summary.melds[2].top") and server field keys ("record.summary.melds.2.top") alike. */
export function fieldOf(path: string): string {
  const parts = path.replace(/\[(\d+)\]/g, ".$1").split(".").filter(Boolean);
  if (parts[0] === "record") parts.shift();
  if (parts[0] !== "summary") return "general";
  const [, field, index] = parts;
  switch (field) {
    case "declarer":
    case "trump":
    case "chosen":
    case "bella":
      return field;
    case "melds":
      return index !== undefined && /^\d+$/.test(index) ? `melds.${index}` : "melds";
    case "cardPoints":
    case "tricks":
      return "points";
    default:
      return "general";
  }
}

/** The translator of the klammern namespace's dealDraft texts (useTranslations("klammern.dealDraft")). */
export type DealDraftT = ReturnType<typeof useTranslations<"klammern.dealDraft">>;


export interface DraftCheck {
  record: Record<string, unknown>;
  /** What is still to be tapped, in the language of the translator given to checkDraft . */
  missing: string[];
  errors: Record<string, Bilingual[]>;
  ok: boolean;
  /** This deal's points per side (held Stehbeet points included) and the totals after it, when it is valid. */
  credited: number[] | null;
  totals: number[] | null;
  over: boolean;
  /** The engine's breakdown of this deal (outcome made / beet / stehbeet, points put on hold), when it is valid. */
  detail: KlammernDealDetail | null;
  /** Stehbeet points held from earlier deals that this deal gives to a side, when it is valid. */
  heldAward: KlammernMatchDeal["heldAward"];
}

export function checkDraft(
  setting: MatchSetting,
  previous: readonly unknown[],
  draft: DealDraft,
  dealer: number,
  firstDealer: number,
  t: DealDraftT,
): DraftCheck {
  const players = setting.players ?? 4;
  const total = totalFor(setting.rules);
  const record = draftRecord(draft, dealer, { players, total });
  const split = players === 4 ? null : playerPointsOf(padded(draft, players), draft.rest, total);
  // Unknown points are still to type, unless what was typed cannot add up (that is an error of its own).
  const pointsUnknown = split ? split.players.includes(null) : draft.points === "";
  const pointsMissing = pointsUnknown && !split?.sumError;
  const missing: string[] = [];
  if (!draft.void) {
    if (draft.declarer === null) missing.push(t("missing.declarer"));
    if (draft.trump === null) missing.push(t("missing.trump"));
    if (pointsMissing) missing.push(t("missing.points"));
    draft.melds.forEach((m, i) => {
      if (m.seat === null || m.suit === null || m.top === null) missing.push(t("missing.meld", { number: i + 1 }));
    });
  }
  const result = scoreMatch(setting, [...previous, record]);
  const own = `deals[${previous.length}]`;
  const errors: Record<string, Bilingual[]> = {};
  const add = (field: string, e: Bilingual) => (errors[field] ??= []).push(e);
  for (const e of result.errors as EngineError[]) {
    if (!e.path.startsWith(own)) continue;
    const path = e.path.slice(own.length).replace(/^\./, "");
    if (e.code === "FIELD_MISSING") continue; // shown as "still to tap" instead
    if (isMissingPath(path, draft, pointsUnknown)) continue;
    add(fieldOf(path), { de: e.message, en: e.messageEn });
  }
  if (!draft.void && split?.sumError) add("points", split.sumError);
  if (previous.length === 0 && dealer !== firstDealer)
    add("general", { de: "Das erste Spiel gibt ein anderer Sitz.", en: "Another seat deals the first deal." });
  const step = result.deals[previous.length];
  const ok = missing.length === 0 && Object.keys(errors).length === 0 && result.ok;
  return {
    record,
    missing,
    errors,
    ok,
    credited: ok && step ? step.credited : null,
    totals: ok && step ? step.totals : null,
    over: ok && result.over,
    detail: ok && step?.result.ok ? step.result.detail : null,
    heldAward: ok && step ? step.heldAward : null,
  };
}

/** Errors about a field the captain has not tapped yet are noise. */
function isMissingPath(path: string, d: DealDraft, pointsUnknown: boolean): boolean {
  const f = fieldOf(path);
  if (f === "declarer") return d.declarer === null;
  if (f === "trump") return d.trump === null;
  if (f === "points") return pointsUnknown;
  const m = /^melds\.(\d+)$/.exec(f);
  if (m) {
    const meld = d.melds[Number(m[1])];
    return !meld || meld.seat === null || meld.suit === null || meld.top === null;
  }
  return false;
}

export function groupEngineErrors(errors: readonly EngineError[]): Record<string, Bilingual[]> {
  const out: Record<string, Bilingual[]> = {};
  for (const e of errors) (out[fieldOf(e.path)] ??= []).push({ de: e.message, en: e.messageEn });
  return out;
}

export function groupServerErrors(fieldErrors: Record<string, Bilingual[]> | null): Record<string, Bilingual[]> {
  const out: Record<string, Bilingual[]> = {};
  for (const [key, list] of Object.entries(fieldErrors ?? {})) (out[key.startsWith("record") ? fieldOf(key) : key] ??= []).push(...list);
  return out;
}
