// The engine in the page: builds the hand record from what the captain tapped and checks it in the context of the
// table's earlier deals (dealer rotation, match over), exactly as the server will. Errors come back per field.
import { scoreKlammernMatch, type EngineError, type Suit } from "@/engine";
import type { Bilingual } from "@/lib/bilingual";

export type Chosen = "original" | "klein" | "besser";
export interface MeldDraft {
  seat: number | null;
  kind: "terz" | "fuenfzig";
  suit: Suit | null;
  top: string | null;
}
export interface DealDraft {
  void: boolean;
  declarer: number | null;
  trump: Suit | null;
  chosen: Chosen;
  melds: MeldDraft[];
  bella: number | null;
  /** Which side's card points were typed (the other side's are derived). */
  side: 0 | 1;
  points: string;
}

export const emptyDraft = (): DealDraft => ({ void: false, declarer: null, trump: null, chosen: "original", melds: [], bella: null, side: 0, points: "" });

export interface MatchSetting {
  rules: Record<string, unknown>;
  matchFormat: { kind: "deals"; deals: number } | { kind: "target"; target: number };
  matchPoints?: { win: number; draw: number; loss: number };
}

export function draftRecord(draft: DealDraft, dealer: number): Record<string, unknown> {
  if (draft.void) return { game: "klammern", players: 4, dealer, summary: { void: true } };
  const p = draft.points === "" ? null : Number(draft.points);
  return {
    game: "klammern",
    players: 4,
    dealer,
    summary: {
      declarer: draft.declarer,
      trump: draft.trump,
      chosen: draft.chosen,
      melds: draft.melds.map((m) => ({ seat: m.seat, kind: m.kind, suit: m.suit, top: m.top })),
      bella: draft.bella,
      cardPoints: draft.side === 0 ? [p, null] : [null, p],
    },
  };
}

export function scoreMatch(setting: MatchSetting, records: readonly unknown[]) {
  const f = setting.matchFormat;
  return scoreKlammernMatch({
    players: 4,
    rules: setting.rules,
    format: f.kind === "deals" ? { type: "deals", deals: f.deals } : { type: "target", target: f.target },
    matchPoints: setting.matchPoints,
    deals: records,
  });
}

/** Field of the form an engine path belongs to: declarer, trump, chosen, melds.<i>, bella, points, general. */
export function fieldOf(path: string): string {
  const m = /^summary\.(\w+)(?:\[(\d+)\])?/.exec(path);
  if (!m) return "general";
  switch (m[1]) {
    case "declarer":
    case "trump":
    case "chosen":
    case "bella":
      return m[1];
    case "melds":
      return m[2] !== undefined ? `melds.${m[2]}` : "melds";
    case "cardPoints":
    case "tricks":
      return "points";
    default:
      return "general";
  }
}

export interface DraftCheck {
  record: Record<string, unknown>;
  /** What is still to be tapped (German). */
  missing: string[];
  errors: Record<string, Bilingual[]>;
  ok: boolean;
  /** This deal's points per side (held Stehbeet points included) and the totals after it, when it is valid. */
  credited: number[] | null;
  totals: number[] | null;
  over: boolean;
}

export function checkDraft(setting: MatchSetting, previous: readonly unknown[], draft: DealDraft, dealer: number, firstDealer: number): DraftCheck {
  const record = draftRecord(draft, dealer);
  const missing: string[] = [];
  if (!draft.void) {
    if (draft.declarer === null) missing.push("Spieler");
    if (draft.trump === null) missing.push("Trumpf");
    if (draft.points === "") missing.push("Kartenpunkte");
    draft.melds.forEach((m, i) => {
      if (m.seat === null || m.suit === null || m.top === null) missing.push(`Meldung ${i + 1}`);
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
    if (isMissingPath(path, draft)) continue;
    add(fieldOf(path), { de: e.message, en: e.messageEn });
  }
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
  };
}

/** Errors about a field the captain has not tapped yet are noise. */
function isMissingPath(path: string, d: DealDraft): boolean {
  const f = fieldOf(path);
  if (f === "declarer") return d.declarer === null;
  if (f === "trump") return d.trump === null;
  if (f === "points") return d.points === "";
  const m = /^melds\.(\d+)$/.exec(f);
  if (m) {
    const meld = d.melds[Number(m[1])];
    return !meld || meld.seat === null || meld.suit === null || meld.top === null;
  }
  return false;
}
