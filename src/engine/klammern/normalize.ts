// The stored form of a Klammern hand record: what the server keeps and exports is this copy, never the client's
// JSON. Every level is rebuilt from its known fields in the documented order (records.md), so nothing a client
// adds, at any depth, is stored or served; klammernFieldErrors says which keys were none. Values are copied as
// they are: scoring the normalized record is what checks them.
import type { EngineError } from "../errors";
import { klammernFieldErrors } from "./check-fields";
import { EVENT_ACTIONS } from "./fields";

type Obj = Record<string, unknown>;

export interface NormalizedKlammernRecord {
  /** game, players, dealer, then summary or play; no rules (the caller's apply) and no export annotations. */
  record: Obj;
  /** klammernFieldErrors of the record: the keys the copy left out, or a second action in an event. */
  errors: EngineError[];
}

const isObject = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/** Copies `fields` of `from` that are set, in that order (arrays as shallow copies). */
function pick(from: Obj, fields: readonly string[]): Obj {
  const out: Obj = {};
  for (const f of fields) if (from[f] !== undefined) out[f] = Array.isArray(from[f]) ? (from[f] as unknown[]).slice() : from[f];
  return out;
}

const SUMMARY = ["void", "declarer", "trump", "chosen", "melds", "bella", "cardPoints", "tricks"];
const MELD = ["seat", "kind", "suit", "top"];
const EVENT = ["seat", ...EVENT_ACTIONS, "suit", "top"];

function summaryOf(s: unknown): unknown {
  if (!isObject(s)) return s;
  const out = pick(s, SUMMARY);
  if (Array.isArray(s.melds)) out.melds = s.melds.map((m: unknown) => (isObject(m) ? pick(m, MELD) : m));
  return out;
}

function playOf(p: unknown): unknown {
  if (!isObject(p)) return p;
  const out = pick(p, ["hands", "original", "events"]);
  if (Array.isArray(p.hands)) out.hands = p.hands.map((h: unknown) => (Array.isArray(h) ? h.slice() : h));
  if (Array.isArray(p.events)) out.events = p.events.map((e: unknown) => (isObject(e) ? pick(e, EVENT) : e));
  return out;
}

/** The record as it is stored: a fresh copy of its fields, and the keys that were none. */
export function normalizeKlammernRecord(record: Obj): NormalizedKlammernRecord {
  const out: Obj = { game: record.game, players: record.players, dealer: record.dealer };
  if (record.summary !== undefined && record.summary !== null) out.summary = summaryOf(record.summary);
  if (record.play !== undefined && record.play !== null) out.play = playOf(record.play);
  return { record: out, errors: klammernFieldErrors(record) };
}
