// The events of a Klammern full record (docs/records.md), flat objects applied to a KlammernMachine:
//   { "seat": 1, "bid": "pass" | "original" | "klein" | "besser" }
//   { "seat": 1, "trump": "S" }                                  the Klein player names his suit
//   { "seat": 2, "exchange": "7D" }                              seven exchange (2/3 players)
//   { "seat": 1, "announce": "terz" | "fuenfzig", "suit": "H", "top": "K" }
//   { "seat": 1, "show": "terz" | "fuenfzig", "suit": "H", "top": "K" }
//   { "seat": 3, "bella": true }
//   { "seat": 1, "play": "JH" }
import type { Card } from "../cards";
import type { EngineError } from "../errors";
import { applyBid, applyNameTrump, bidIndexOf, bidRefusal } from "./bidding";
import { cardCode, cardIndexOf, rankIndexOf, suitCode, suitIndexOf } from "./card-tables";
import { applyExchange, exchangeCard } from "./exchange";
import { PHASE_NAMING, type KlammernMachine } from "./machine";
import { applyAnnounce, applyBella, applyShow } from "./melds";
import { kError, type MessageParams } from "./messages";
import { applyPlay } from "./play";
import { MELD_FUENFZIG, MELD_TERZ } from "./scoring";

export type KlammernEvent =
  | { seat: number; bid: "pass" | "original" | "klein" | "besser" }
  | { seat: number; trump: "C" | "S" | "H" | "D" }
  | { seat: number; exchange: Card }
  | { seat: number; announce: "terz" | "fuenfzig"; suit: "C" | "S" | "H" | "D"; top: "7" | "8" | "9" | "T" | "J" | "Q" | "K" | "A" }
  | { seat: number; show: "terz" | "fuenfzig"; suit: "C" | "S" | "H" | "D"; top: "7" | "8" | "9" | "T" | "J" | "Q" | "K" | "A" }
  | { seat: number; bella: true }
  | { seat: number; play: Card };

type Ev = Record<string, unknown>;

const meldKindOf = (v: unknown): number => (v === "terz" ? MELD_TERZ : v === "fuenfzig" ? MELD_FUENFZIG : -1);

/**
 * Applies one event object. Returns null on success, or the error (the machine is then unchanged).
 * The error's path is `${prefix}[${index}]`, e.g. "play.events[12]" (built only when there is an error).
 */
export function applyEvent(m: KlammernMachine, ev: unknown, prefix: string, index: number): EngineError | null {
  if (ev === null || typeof ev !== "object") return invalid(m, pathOf(prefix, index), "kein Objekt", "not an object");
  const e = ev as Ev;
  const seat = e.seat;
  if (typeof seat !== "number" || (seat | 0) !== seat) return invalid(m, pathOf(prefix, index), "„seat“ fehlt", '"seat" missing');
  if (seat < 0 || seat >= m.players) return kError("SEAT_OUT_OF_RANGE", `${prefix}[${index}].seat`, { value: String(seat) }, where(m, undefined));
  let code: string | null;
  const play = e.play;
  if (play !== undefined) {
    const card = cardIndexOf(play);
    if (card < 0) return kError("CARD_INVALID", `${prefix}[${index}].play`, { value: String(play) }, where(m, seat));
    code = applyPlay(m, seat, card);
    if (code === null) return null;
    return playError(m, code, pathOf(prefix, index), seat, card);
  }
  const bid = e.bid;
  if (bid !== undefined) {
    const b = bidIndexOf(bid);
    if (b < 0) return invalid(m, pathOf(prefix, index), `unbekanntes Gebot ${JSON.stringify(bid)}`, `unknown bid ${JSON.stringify(bid)}`, seat);
    code = applyBid(m, seat, b);
    if (code === null) return null;
    if (code === "BID_NOT_ALLOWED") {
      const [de, en] = bidRefusal(m, b);
      return kError(code, pathOf(prefix, index), { seat, value: String(bid), de, en }, where(m, seat));
    }
    return generic(m, code, pathOf(prefix, index), seat);
  }
  const announce = e.announce ?? e.show;
  if (announce !== undefined) {
    const kind = meldKindOf(announce);
    const suit = suitIndexOf(e.suit);
    const top = rankIndexOf(e.top);
    if (kind < 0 || suit < 0 || top < 0)
      return invalid(m, pathOf(prefix, index), "Meldung braucht terz|fuenfzig, suit und top", "a meld needs terz|fuenfzig, suit and top", seat);
    code = e.announce !== undefined ? applyAnnounce(m, seat, kind, suit, top) : applyShow(m, seat, kind, suit, top);
    if (code === null) return null;
    if (code === "MELD_NOT_IN_HAND") {
      const text = `${announce} ${String(e.suit)} bis ${String(e.top)}`;
      return kError(code, pathOf(prefix, index), { seat, de: text, en: `${announce} ${String(e.suit)} to ${String(e.top)}` }, where(m, seat));
    }
    return generic(m, code, pathOf(prefix, index), seat);
  }
  if (e.bella !== undefined) {
    if (e.bella !== true) return invalid(m, pathOf(prefix, index), "„bella“ muss true sein", '"bella" must be true', seat);
    code = applyBella(m, seat);
    return code === null ? null : generic(m, code, pathOf(prefix, index), seat);
  }
  if (e.trump !== undefined) {
    const suit = suitIndexOf(e.trump);
    if (suit < 0) return invalid(m, pathOf(prefix, index), "unbekannte Farbe", "unknown suit", seat);
    code = applyNameTrump(m, seat, suit);
    if (code === null) return null;
    if (code === "TRUMP_NOT_ALLOWED") {
      const orig = suit === m.originalSuit && m.phase === PHASE_NAMING;
      return kError(
        code,
        pathOf(prefix, index),
        {
          seat,
          suit: suitCode(suit),
          de: orig ? "das ist die Farbe des Originals" : "jetzt wird keine Farbe genannt",
          en: orig ? "that is the Original's suit" : "no suit is named now",
        },
        where(m, seat),
      );
    }
    return generic(m, code, pathOf(prefix, index), seat);
  }
  if (e.exchange !== undefined) {
    const card = cardIndexOf(e.exchange);
    if (card < 0) return kError("CARD_INVALID", `${prefix}[${index}].exchange`, { value: String(e.exchange) }, where(m, seat));
    code = applyExchange(m, seat, card);
    if (code === null) return null;
    if (code === "EXCHANGE_NOT_ALLOWED") {
      const [de, en] =
        m.players === 4
          ? ["mit vier Spielern bleibt das Original beim Geber", "with four players the Original stays with the dealer"]
          : m.exchangedBy >= 0
            ? ["das Original wurde schon getauscht", "the Original was already exchanged"]
            : [`nur ${cardCode(exchangeCard(m))} tauscht gegen das Original`, `only ${cardCode(exchangeCard(m))} is exchanged for the Original`];
      return kError(code, pathOf(prefix, index), { seat, de, en }, where(m, seat));
    }
    return kError(code, pathOf(prefix, index), { seat, card: String(e.exchange) }, where(m, seat));
  }
  return invalid(m, pathOf(prefix, index), "erwartet bid, trump, exchange, announce, show, bella oder play", "expected bid, trump, exchange, announce, show, bella or play", seat);
}

const pathOf = (prefix: string, index: number): string => `${prefix}[${index}]`;

function where(m: KlammernMachine, seat: number | undefined): { trick?: number; seat?: number } {
  const trick = m.trickNumber();
  const w: { trick?: number; seat?: number } = {};
  if (trick !== undefined) w.trick = trick;
  if (seat !== undefined) w.seat = seat;
  return w;
}

function invalid(m: KlammernMachine, path: string, de: string, en: string, seat?: number): EngineError {
  return kError("EVENT_INVALID", path, { de, en }, where(m, seat));
}

function generic(m: KlammernMachine, code: string, path: string, seat: number): EngineError {
  const p: MessageParams = { seat, value: String(m.toAct()) };
  return kError(code, path, p, where(m, seat));
}

function playError(m: KlammernMachine, code: string, path: string, seat: number, card: number): EngineError {
  const p: MessageParams = { seat, card: cardCode(card), value: String(m.toAct()) };
  if (code === "MUST_FOLLOW") p.suit = suitCode(m.led);
  if (code === "MUST_TRUMP") p.suit = suitCode(m.trump);
  return kError(code, path, p, where(m, seat));
}
