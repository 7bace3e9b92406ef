// The field names of a Klammern hand record (records.md), one list per level. Checked key by key on every
// record, so each is a switch on the interned key strings (no Set lookup per key).

/** The record's own fields. */
export function isRecordField(k: string): boolean {
  switch (k) {
    case "game":
    case "rules":
    case "players":
    case "dealer":
    case "summary":
    case "play":
      return true;
    default:
      return false;
  }
}

/** What the deals export adds to each line (exports.md): accepted for re-scoring, ignored, never stored. */
export function isExportField(k: string): boolean {
  switch (k) {
    case "format":
    case "round":
    case "roundNumber":
    case "table":
    case "deal":
    case "ns":
    case "ew":
    case "score":
      return true;
    default:
      return false;
  }
}

export function isSummaryField(k: string): boolean {
  switch (k) {
    case "void":
    case "declarer":
    case "trump":
    case "chosen":
    case "melds":
    case "bella":
    case "cardPoints":
    case "tricks":
      return true;
    default:
      return false;
  }
}

export const isMeldField = (k: string): boolean => k === "seat" || k === "kind" || k === "suit" || k === "top";

export const isPlayField = (k: string): boolean => k === "hands" || k === "original" || k === "events";

/** The actions of an event, one per event (events.ts); besides them an event has `seat`, a meld `suit` and `top`. */
export const EVENT_ACTIONS = ["bid", "trump", "exchange", "announce", "show", "bella", "play"] as const;
