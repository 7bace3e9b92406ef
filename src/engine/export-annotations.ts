// What the deals export (docs/exports.md, format 2) writes beside a Doppelkopf hand record: where the game was
// played and how the table's Spielliste placed it. `engine score` reads a line of that export as it stands: these
// keys are checked for their type and set aside; the record itself, with its `round` context, is scored.
import { engineError, type EngineError } from "./errors";

type Obj = Record<string, unknown>;

const isCount = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v >= 1;
const isIndex = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v >= 0;
const isIntList = (v: unknown, max: number, item: (x: unknown) => boolean) => Array.isArray(v) && v.length <= max && v.every(item);

/** Each annotation with its check and what it must be. */
const ANNOTATIONS: Record<string, [check: (v: unknown) => boolean, de: string, en: string]> = {
  format: [(v) => typeof v === "string" && v.length <= 40, "eine Formatangabe", "a format name"],
  roundNumber: [isCount, "eine positive ganze Zahl", "a positive integer"],
  table: [isCount, "eine positive ganze Zahl", "a positive integer"],
  deal: [isCount, "eine positive ganze Zahl", "a positive integer"],
  seats: [(v) => isIntList(v, 5, (x) => x === null || isCount(x)), "Startnummern je Position", "start numbers by position"],
  active: [(v) => isIntList(v, 4, isIndex), "die Positionen der vier Spieler", "the four players' positions"],
  sitsOut: [(v) => v === null || isIndex(v), "eine Position oder null", "a position or null"],
  pflichtsolo: [(v) => typeof v === "boolean", "true oder false", "true or false"],
  vorgefuehrt: [(v) => typeof v === "boolean", "true oder false", "true or false"],
  struck: [(v) => typeof v === "boolean", "true oder false", "true or false"],
  score: [(v) => isIntList(v, 5, (x) => Number.isInteger(x)), "Punkte je Position", "points by position"],
};

/** The record without the export's annotations, or the annotations of the wrong type (FIELD_INVALID). */
export function withoutExportAnnotations(record: Obj): { record: Obj; errors: EngineError[] } {
  const errors: EngineError[] = [];
  const rest: Obj = {};
  for (const k in record) {
    const rule = ANNOTATIONS[k];
    if (!rule) rest[k] = record[k];
    else if (record[k] !== undefined && !rule[0](record[k])) errors.push(engineError("FIELD_INVALID", k, `${k}: ${rule[1]} erwartet.`, `${k}: expected ${rule[2]}.`));
  }
  return { record: rest, errors };
}
