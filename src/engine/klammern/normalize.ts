// The stored form of a Klammern hand record: what the server keeps and exports is this copy, never the client's
// JSON. Every level is rebuilt from its known fields in the documented order (records.md), so nothing a client
// adds, at any depth, is stored or served; the keys that are no field are reported. Values are copied as they
// are: scoring the normalized record is what checks them.
import type { EngineError } from "../errors";
import { EVENT_ACTIONS, isEventField, isMeldField, isPlayField, isRecordField, isExportField, isSummaryField } from "./fields";
import { kError, unknownField } from "./messages";

type Obj = Record<string, unknown>;

export interface NormalizedKlammernRecord {
  /** game, players, dealer, then summary or play; no rules (the caller's apply) and no export annotations. */
  record: Obj;
  /** One error per key that is no field of its level (the copy leaves it out either way). */
  errors: EngineError[];
}

const isObject = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/** Copies `fields` of `from` that are set, in that order. */
function pick(from: Obj, fields: readonly string[]): Obj {
  const out: Obj = {};
  for (const f of fields) if (from[f] !== undefined) out[f] = Array.isArray(from[f]) ? (from[f] as unknown[]).slice() : from[f];
  return out;
}

function strays(from: Obj, known: (k: string) => boolean, path: string, errors: EngineError[]): void {
  for (const k of Object.keys(from)) if (!known(k)) errors.push(unknownField(path, k));
}

const SUMMARY = ["void", "declarer", "trump", "chosen", "melds", "bella", "cardPoints", "tricks"];
const MELD = ["seat", "kind", "suit", "top"];
const EVENT = ["seat", ...EVENT_ACTIONS, "suit", "top"];

function summaryOf(s: unknown, errors: EngineError[]): unknown {
  if (!isObject(s)) return s;
  strays(s, isSummaryField, "summary", errors);
  const out = pick(s, SUMMARY);
  if (Array.isArray(s.melds))
    out.melds = s.melds.map((m: unknown, i) => {
      if (!isObject(m)) return m;
      strays(m, isMeldField, `summary.melds[${i}]`, errors);
      return pick(m, MELD);
    });
  return out;
}

function playOf(p: unknown, errors: EngineError[]): unknown {
  if (!isObject(p)) return p;
  strays(p, isPlayField, "play", errors);
  const out = pick(p, ["hands", "original", "events"]);
  if (Array.isArray(p.hands)) out.hands = p.hands.map((h: unknown) => (Array.isArray(h) ? h.slice() : h));
  if (Array.isArray(p.events))
    out.events = p.events.map((e: unknown, i) => {
      if (!isObject(e)) return e;
      const stray = Object.keys(e).find((k) => !isEventField(k));
      if (stray !== undefined) {
        const name = stray.length > 40 ? `${stray.slice(0, 40)}…` : stray;
        errors.push(kError("EVENT_INVALID", `play.events[${i}]`, { de: `unbekanntes Feld „${name}“`, en: `unknown field "${name}"` }));
      }
      return pick(e, EVENT);
    });
  return out;
}

/** The record as it is stored: a fresh copy of its fields, and the keys that were none. */
export function normalizeKlammernRecord(record: Obj): NormalizedKlammernRecord {
  const errors: EngineError[] = [];
  for (const k of Object.keys(record)) if (!isRecordField(k) && !isExportField(k)) errors.push(unknownField("", k));
  const out: Obj = { game: record.game, players: record.players, dealer: record.dealer };
  if (record.summary !== undefined && record.summary !== null) out.summary = summaryOf(record.summary, errors);
  if (record.play !== undefined && record.play !== null) out.play = playOf(record.play, errors);
  return { record: out, errors };
}
