// What a game says in the audit trail (its entry in the UI registry, `audit`): the shapes its words take and the
// helpers its rows share. The sentences around them are shared (audit-sentences.ts).
import type { useTranslations } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { signed } from "../public/format";

/** The audit namespace's translator (useTranslations("audit") or getTranslations("audit")). */
export type AuditT = ReturnType<typeof useTranslations<"audit">>;

/** The reader's view of one table: its players' names by position (a Klammern pair at both of its positions). */
export interface AuditTable {
  names: string[];
  /** "Anna", or "Position 3" where the trail names a position nobody is known at. */
  name(position: number): string;
  /** Values by position (or by side: a Klammern table's pairs hold positions 0 and 1) with the names, each name once. */
  byName(values: number[]): string;
}

/** A game of a table as the trail stored it: its number, the record and the score (either may be missing). */
export interface AuditRow {
  number: number | null;
  record: Record<string, unknown> | null;
  score: number[] | null;
}

/** A game's words in the trail, in one language. */
export interface GameAuditWords {
  /** What a table's entries are called ("3. Spiel", "deal 3"), as a word inside a sentence and at its start. */
  game: string;
  Game: string;
  /** A table's device by its role: the one who keeps the entry, or the one who confirms it. */
  actor(role: "captain" | "opponent", table: string): string;
  /** The table code of a role. */
  code(role: "captain" | "opponent"): string;
  /** A penalty's class in words (a game without penalties shows the stored class). */
  penalty(kind: string): string;
  /** One of the table's games as its row; null where the record says too little (the trail shows the score). */
  row(at: AuditTable, row: AuditRow): string | null;
}

/** A game's words in the trail in the reader's language, from the catalogue. */
export type GameAudit = (locale: Locale) => GameAuditWords;

export const own = (list: object, key: string) => Object.prototype.hasOwnProperty.call(list, key);
export const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
export const numbers = (v: unknown): number[] | null => (Array.isArray(v) && v.every(isNum) ? v : null);
/** A number with the typographic minus, no plus: points as the lists show them. */
export const points = (v: number) => (v < 0 ? signed(v) : String(v));
