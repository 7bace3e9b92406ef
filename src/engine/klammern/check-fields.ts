// Only known fields, at every level of a Klammern record (records.md "Only known fields"): what the command line
// and the server run on every record they take, before it is scored. Kept apart from the scorer because
// enumerating the keys of every object costs the in-process replay ~15% (docs/decisions.md); against reading
// the JSON it is noise.
import type { EngineError } from "../errors";
import { isExportField, isMeldField, isPlayField, isRecordField, isSummaryField } from "./fields";
import { kError, unknownField } from "./messages";

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
const isCount = (v: unknown): boolean => typeof v === "number" && Number.isInteger(v) && v >= 1;
const shortName = (key: string): string => (key.length > 40 ? `${key.slice(0, 40)}…` : key);

/**
 * Every key that is no field of its level: FIELD_UNKNOWN for the record, `summary`, a meld and `play`;
 * EVENT_INVALID for an event with a foreign key, a second action (a Bella beside a card play would be dropped) or
 * `suit`/`top` without `announce`/`show`. The deals export's annotations (format, round, roundNumber, table, deal, ns, ew, score) are
 * accepted so that its lines re-score, but must have their type. Keys whose value is undefined count as absent.
 * Values are the scorer's to check; a wrong shape (summary not an object, ...) is left to it too.
 */
export function klammernFieldErrors(record: Obj): EngineError[] {
  const errors: EngineError[] = [];
  for (const k in record) {
    const v = record[k];
    if (v === undefined || isRecordField(k)) continue;
    if (!isExportField(k)) errors.push(unknownField("", k));
    else if (k === "format") {
      if (typeof v !== "string" || v.length > 40) errors.push(kError("FIELD_INVALID", k, { de: "format: eine Formatangabe", en: "format: a format name" }));
    } else if (k === "score" ? !(Array.isArray(v) && v.length <= 4 && v.every((x) => Number.isInteger(x))) : !(isCount(v) || (v === null && (k === "ns" || k === "ew"))))
      errors.push(kError("FIELD_INVALID", k, k === "score" ? { de: "score: Punkte je Partei", en: "score: points per side" } : { de: `${k}: positive ganze Zahl`, en: `${k}: positive integer` }));
  }
  const summary = record.summary;
  if (isObject(summary)) {
    strays(summary, isSummaryField, "summary", errors);
    const melds: unknown = summary.melds;
    if (Array.isArray(melds)) for (let i = 0; i < melds.length; i++) if (isObject(melds[i])) strays(melds[i], isMeldField, `summary.melds[${i}]`, errors);
  }
  const play = record.play;
  if (isObject(play)) {
    strays(play, isPlayField, "play", errors);
    const events: unknown = play.events;
    if (Array.isArray(events))
      for (let i = 0; i < events.length; i++) {
        const problem = isObject(events[i]) ? eventFieldError(events[i], `play.events[${i}]`) : null;
        if (problem !== null) errors.push(problem);
      }
  }
  return errors;
}

function strays(from: Obj, known: (k: string) => boolean, path: string, errors: EngineError[]): void {
  for (const k in from) if (from[k] !== undefined && !known(k)) errors.push(unknownField(path, k));
}

function eventFieldError(e: Obj, path: string): EngineError | null {
  // One pass over the keys: events come in many shapes, so named loads here would all be megamorphic (they cost
  // ~90 ns an event); `e[k]` inside for-in reads through the enum cache.
  let action: string | null = null;
  let meldKey: string | null = null;
  for (const k in e) {
    if (e[k] === undefined) continue;
    switch (k) {
      case "seat":
        continue;
      case "suit":
      case "top":
        meldKey ??= k;
        continue;
      case "play":
      case "bid":
      case "trump":
      case "exchange":
      case "announce":
      case "show":
      case "bella":
        if (action !== null) return eventError(e, path, `„${action}“ und „${k}“ in einem Ereignis`, `"${action}" and "${k}" in one event`);
        action = k;
        continue;
      default:
        return eventError(e, path, `unbekanntes Feld „${shortName(k)}“`, `unknown field "${shortName(k)}"`);
    }
  }
  if (meldKey === null || action === "announce" || action === "show") return null;
  return eventError(e, path, `„${meldKey}“ gehört nur zu announce und show`, `"${meldKey}" belongs to announce and show only`);
}

function eventError(e: Obj, path: string, de: string, en: string): EngineError {
  return kError("EVENT_INVALID", path, { de, en }, typeof e.seat === "number" && Number.isInteger(e.seat) ? { seat: e.seat } : undefined);
}
