// The entry form's state for one Klammern deal, its hand record (records.md summary) and the field an engine
// error belongs to. The same engine that scores on the server validates here as the organizer types.
import { dealTotal, parseKlammernRules, scoreRecord, type EngineError, type Rank, type ScoreResult, type Suit } from "@/engine";
import type { Bilingual } from "@/lib/bilingual";

export interface MeldDraft {
  seat: number;
  kind: "terz" | "fuenfzig";
  suit: Suit;
  top: Rank;
}

export interface DealDraft {
  declarer: number | null;
  trump: Suit | null;
  chosen: "original" | "klein" | "besser";
  melds: MeldDraft[];
  bella: number | null;
  /** Which side's card points are typed; the other side's follow from the deal total. */
  side: 0 | 1;
  points: string;
}

export const emptyDraft = (): DealDraft => ({ declarer: null, trump: null, chosen: "original", melds: [], bella: null, side: 0, points: "" });

/** A stored record back into the form (summary records; a full record's summary comes from its detail). */
export function draftFromRecord(record: Record<string, unknown>, detail: unknown): DealDraft {
  const s = (record.summary ?? summaryOfDetail(detail)) as Record<string, unknown> | null;
  if (!s) return emptyDraft();
  const cp = (s.cardPoints as (number | null)[] | undefined) ?? [];
  const side: 0 | 1 = cp[0] === null || cp[0] === undefined ? 1 : 0;
  return {
    declarer: (s.declarer as number | undefined) ?? null,
    trump: (s.trump as Suit | undefined) ?? null,
    chosen: (s.chosen as DealDraft["chosen"] | undefined) ?? "original",
    melds: ((s.melds as MeldDraft[] | null | undefined) ?? []).map((m) => ({ seat: m.seat, kind: m.kind, suit: m.suit, top: m.top })),
    bella: (s.bella as number | null | undefined) ?? null,
    side,
    points: String(cp[side] ?? ""),
  };
}

function summaryOfDetail(detail: unknown): Record<string, unknown> | null {
  const d = detail as { declarer?: number; trump?: string; chosen?: string; melds?: MeldDraft[]; bella?: number | null; cardPoints?: number[] } | null;
  if (!d || d.declarer === undefined) return null;
  return { declarer: d.declarer, trump: d.trump, chosen: d.chosen, melds: d.melds ?? [], bella: d.bella ?? null, cardPoints: d.cardPoints };
}

export function recordFromDraft(draft: DealDraft, dealer: number): Record<string, unknown> {
  const typed = draft.points.trim() === "" ? undefined : Number(draft.points);
  return {
    game: "klammern",
    players: 4,
    dealer,
    summary: {
      declarer: draft.declarer ?? undefined,
      trump: draft.trump ?? undefined,
      chosen: draft.chosen,
      melds: draft.melds,
      bella: draft.bella,
      cardPoints: draft.side === 0 ? [typed, null] : [null, typed],
    },
  };
}

export function totalFor(rules: Record<string, unknown>): number {
  const parsed = parseKlammernRules(rules);
  return dealTotal(parsed.ok ? parsed.value.jassPoints : 22);
}

export function checkDraft(draft: DealDraft, dealer: number, rules: Record<string, unknown>): ScoreResult {
  return scoreRecord({ ...recordFromDraft(draft, dealer), rules });
}

/** The form field an error is about: "declarer", "trump", "melds.2", "cardPoints", ... ("" = the deal as a whole).
 * Reads engine paths ("summary.melds[2].top") and server field keys ("record.summary.melds.2.top") alike. */
export function fieldOf(path: string): string {
  const parts = path.replace(/\[(\d+)\]/g, ".$1").split(".").filter(Boolean);
  if (parts[0] === "record") parts.shift();
  if (parts[0] === "summary") parts.shift();
  if (parts[0] === "melds" && parts[1] !== undefined && /^\d+$/.test(parts[1])) return `melds.${parts[1]}`;
  return parts[0] ?? "";
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
