// The audit trail in words, for a dispute: each entry as a sentence in the reader's language (messages audit), who
// did it and when in the tournament's time zone, players by name, positions from 1, and what a change did as before
// and after in words (a game as its row of the list). What a table's game looks like is asked of the game's own
// words (GAME_ROWS, by the record's game), never guessed from the entry.
import type { useTranslations } from "next-intl";
import { asGameId, type GameId } from "@/games";
import { messages } from "@/i18n/messages";
import { signed } from "../public/format";
import { gameTypeName, penaltyName, type DoppelkopfT } from "../games/doppelkopf/labels";
import type { ResultNames } from "./names";
import type { AuditView } from "./types";

/** The audit namespace's translator (useTranslations("audit") or getTranslations("audit")). */
export type AuditT = ReturnType<typeof useTranslations<"audit">>;
type Keys<T> = keyof T & string;
type Audit = (typeof messages)["de"]["audit"];

export type AuditEntry = AuditView["entries"][number];
/** What the trail's page knows besides the entries: the tournament, its entrants and who sat where. */
export type AuditBook = Pick<AuditView, "tournament" | "entrants" | "tables">;

export interface AuditWords {
  t: AuditT;
  d: DoppelkopfT;
  n: ResultNames;
  locale: string;
}

/** One change in words; null where the value did not exist on that side (a game entered, a game taken back). */
export interface AuditChange {
  key: string;
  label: string;
  before: string | null;
  after: string | null;
}

export interface AuditSentence {
  when: string;
  who: string;
  text: string;
  reason: string | null;
  changes: AuditChange[];
}

const own = (list: object, key: string) => Object.prototype.hasOwnProperty.call(list, key);
const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const numbers = (v: unknown): number[] | null => (Array.isArray(v) && v.every(isNum) ? v : null);
/** A number with the typographic minus, no plus: points as the lists show them. */
const points = (v: number) => (v < 0 ? signed(v) : String(v));

/** Every action the services write to the trail (messages audit.actions; a test checks that none is missing). */
export const AUDIT_ACTIONS: readonly string[] = Object.keys(messages.de.audit.actions);

/** An action in words; an action without a label shows its code. */
export function actionLabel(t: AuditT, action: string): string {
  return own(messages.de.audit.actions, action) ? t(`actions.${action as Keys<Audit["actions"]>}`) : action;
}

/** The reader's view of one table: its players' names by position (a Klammern pair at both of its positions). */
interface Table {
  names: string[];
  /** "Anna", or "Position 3" where the trail names a position nobody is known at. */
  name(position: number): string;
  /** Values by position (or by side: a Klammern table's pairs hold positions 0 and 1) with the names, each name once. */
  byName(values: number[]): string;
}

function tableOf(book: AuditBook, w: AuditWords, round: unknown, table: unknown): Table {
  const names = (isNum(round) && isNum(table) ? book.tables[`${round}/${table}`] : undefined) ?? [];
  const name = (p: number) => names[p] || w.d("spielliste.position", { number: p + 1 });
  return {
    names,
    name,
    byName: (values) => [...new Set(values.map((v, p) => `${name(p)} ${points(v)}`))].join(", "),
  };
}

interface Row {
  number: number | null;
  record: Record<string, unknown> | null;
  score: number[] | null;
}

type RowText = (w: AuditWords, at: Table, row: Row) => string | null;

/** A Klammern deal: dealer, declarer, trump, melds and Augen by the seats of the game (Nord, Ost ...). */
const klammernRow: RowText = ({ t, n }, at, { record, score }) => {
  const s = record?.summary as Record<string, unknown> | undefined;
  const seat = (v: unknown) => n.seat(isNum(v) ? v : 0);
  const cp = numbers(s?.cardPoints) ?? [];
  const melds = ((s?.melds as { seat: number; kind: string; suit: string }[] | undefined) ?? [])
    .map((m) => `${seat(m.seat)} ${m.kind === "terz" || m.kind === "fuenfzig" ? n.meld(m.kind) : m.kind} ${own(messages.de.results.names.suits, m.suit) ? n.suit(m.suit as "C") : m.suit}`)
    .join(", ");
  const trump = typeof s?.trump === "string" && own(messages.de.results.names.suits, s.trump) ? n.suit(s.trump as "C") : null;
  return [
    record && isNum(record.dealer) ? t("record.dealer", { seat: seat(record.dealer) }) : null,
    s && isNum(s.declarer) ? t("record.declarer", { seat: seat(s.declarer) }) : null,
    trump ? t("record.trump", { suit: trump }) : null,
    melds ? t("record.melds", { melds }) : null,
    s && isNum(s.bella) ? t("record.bella", { seat: seat(s.bella) }) : null,
    cp.length ? t("record.augen", { augen: cp.join(" : ") }) : null,
    score ? t("row.scores", { list: at.byName(score) }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
};

/** A Doppelkopf game as its row of the Spielliste: who won which game for how many points. The record names the
 * parties by the engine's seats; the score is by position, 0 for the one who sits out at a table of five. */
const doppelkopfRow: RowText = ({ t, d }, at, { record, score }) => {
  if (!score) return null;
  const s = record?.summary as { type?: unknown; re?: unknown } | undefined;
  const type = typeof s?.type === "string" ? gameTypeName(d, s.type) : t("row.aGame");
  // The positions playing, in the engine's seat order: all at four, at five all but the one who sat out (0 points).
  const zeros = score.flatMap((v, p) => (v === 0 ? [p] : []));
  const active = score.length === 4 ? [0, 1, 2, 3] : zeros.length === 1 ? score.map((_, p) => p).filter((p) => p !== zeros[0]) : null;
  const value = Math.min(...score.filter((v) => v !== 0).map(Math.abs));
  if (!Number.isFinite(value)) return t("row.nobody", { type });
  const names = (ps: number[]) => ps.map(at.name).join(", ");
  const re = active && numbers(s?.re)?.map((seat) => active[seat]).filter(isNum);
  if (re?.length) {
    const reWins = score[re[0]!]! > 0;
    const winners = reWins ? re : active!.filter((p) => !re.includes(p));
    return t("row.party", { party: reWins ? "Re" : "Kontra", names: names(winners), type, value });
  }
  const winners = score.flatMap((v, p) => (v > 0 ? [p] : []));
  return t(winners.length === 1 ? "row.winner" : "row.winners", { names: names(winners), type, value });
};

/** A game's row by the game its record names (the tournament's when the trail has only the score). The engine
 * checked the record's game when it was stored, so an id this build does not know is an internal error. */
const GAME_ROWS: Record<GameId, RowText> = { klammern: klammernRow, doppelkopf: doppelkopfRow };

/** How a game's rows read in the trail, by a stored game id (the registries' contract test runs it for every game). */
export const auditRowOf = (game: string): RowText => GAME_ROWS[asGameId(game)];

function gameRow(w: AuditWords, book: AuditBook, at: Table, row: Row): string {
  const game = typeof row.record?.game === "string" ? row.record.game : book.tournament.game;
  const text = auditRowOf(game)(w, at, row) ?? (row.score ? at.byName(row.score) : w.t("row.none"));
  return row.number === null ? text : w.t("row.game", { number: row.number, text, Game: w.t(`nouns.${kindOf(book)}.Game`) });
}

/** Whether the tournament's entrants are pairs (a Klammern captain, deals) or players (a list keeper, games). */
const kindOf = (book: AuditBook) => (book.tournament.entrantPlayers === 2 ? "pair" : "player");

/** Who did it: the organizer by name, a table's device by its role in the tournament's game. */
function actor(e: AuditEntry, book: AuditBook, t: AuditT): string {
  if (!e.device) return e.actorName;
  const m = /^(\S+) Tisch (\d+|\?)$/.exec(e.actorName);
  if (!m) return e.actorName;
  const role = m[1] === "Kapitän" || m[1] === "Listenführer" ? "captain" : "opponent";
  return t(`actors.${role}${book.tournament.entrantPlayers === 2 ? "Pair" : "Player"}`, { table: m[2]! });
}

/** The stored points of a table: per position (`points`), or a Klammern table's two sides (nsPoints, ewPoints). */
function tablePoints(v: Record<string, unknown>): number[] | null {
  return numbers(v.points) ?? (isNum(v.nsPoints) && isNum(v.ewPoints) ? [v.nsPoints, v.ewPoints] : null);
}

/** Reasons services once wrote in both languages where the action says it all (entries stored before issue 27). */
const LEGACY_REASONS = new Set([
  "Am Tisch bestätigt / confirmed at the table",
  "Rundenbeginn gesetzt / round start set",
  "Letztes Spiel einer bestätigten Partie zurückgenommen / last deal of a confirmed match undone",
]);

/** The sentence of one entry and its changes in words. */
export function auditSentence(e: AuditEntry, book: AuditBook, w: AuditWords): AuditSentence {
  const { t, locale } = w;
  const zone = book.tournament.timeZone;
  const b = (e.before ?? {}) as Record<string, unknown>;
  const a = (e.after ?? {}) as Record<string, unknown>;
  const v = (key: string) => a[key] ?? b[key];
  const at = tableOf(book, w, v("round"), v("table"));
  const clock = (iso: unknown) =>
    typeof iso === "string" || iso instanceof Date ? new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: zone }).format(new Date(iso)) : null;
  const entrant = (x: unknown) => (isNum(x) ? book.entrants[x] || String(x) : String(x));
  // One start number, a list ("2, 3, 4") or a swap ("3 ↔ 5"), each by its name.
  const entrantList = (x: unknown) => {
    if (typeof x !== "string") return isNum(x) ? entrant(x) : "";
    const swap = x.includes("↔");
    return x
      .split(swap ? "↔" : ",")
      .map((s) => (isNum(Number(s.trim())) && s.trim() ? entrant(Number(s.trim())) : s.trim()))
      .join(swap ? " ↔ " : ", ");
  };
  const tables = typeof a.tables === "string" ? a.tables : "";
  const params = {
    game: t(`nouns.${kindOf(book)}.game`),
    round: isNum(v("round")) ? (v("round") as number) : 0,
    table: isNum(v("table")) ? (v("table") as number) : "?",
    deal: isNum(b.deal) ? b.deal : isNum(a.deal) ? a.deal : isNum(v("game")) ? (v("game") as number) : 0,
    who: entrantList(v("entrant") ?? v("entrants") ?? v("swapped")),
    offender: isNum(v("offender")) ? at.name(v("offender") as number) : "",
    penalty: typeof v("class") === "string" ? penaltyName(w.d, v("class") as string) : "",
    side: v("side") === "captain" || v("side") === "opponent" ? t(`sides.${v("side") as "captain"}`, { kind: kindOf(book) }) : "",
    minutes: (isNum(a.extraMinutes) ? a.extraMinutes : 0) - (isNum(b.extraMinutes) ? b.extraMinutes : 0),
    time: clock(a.startedAt ?? a.deadline) ?? "",
    played: isNum(a.played) ? a.played : 0,
    left: isNum(a.gamesLeft) ? a.gamesLeft : 0,
    tables: isNum(a.tableCount) ? a.tableCount : 0,
    tablesList: tables,
    warnings: isNum(a.warnings) ? a.warnings : 0,
    adjusted: isNum(a.adjusted) ? a.adjusted : 0,
    signedOut: isNum(a.signedOut) ? a.signedOut : 0,
    afterRound: isNum(a.withdrawnAfterRound) ? a.withdrawnAfterRound : 0,
  };
  const text = own(messages.de.audit.sentences, e.action) ? t(`sentences.${e.action as Keys<Audit["sentences"]>}`, params) : actionLabel(t, e.action);
  return {
    when: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(new Date(e.at)),
    who: actor(e, book, t),
    text,
    reason: e.reason && !LEGACY_REASONS.has(e.reason) ? e.reason : null,
    changes: changes(w, book, at, b, a, clock),
  };
}

/** What the entry changed, in words: the game, the table's points, penalty points, state, times, games. */
function changes(w: AuditWords, book: AuditBook, at: Table, b: Record<string, unknown>, a: Record<string, unknown>, clock: (iso: unknown) => string | null): AuditChange[] {
  const { t, n } = w;
  const out: AuditChange[] = [];
  const add = (key: Keys<Audit["changes"]>, before: string | null, after: string | null) => {
    if (before !== null || after !== null) out.push({ key, label: t(`changes.${key}`, { Game: t(`nouns.${kindOf(book)}.Game`) }), before, after });
  };
  // The game itself: its row before and after (a correction), or what was entered or taken back.
  const row = (x: Record<string, unknown>): string | null => {
    const record = x.record && typeof x.record === "object" ? (x.record as Record<string, unknown>) : null;
    const score = numbers(x.score);
    if (!record && !score) return null;
    return gameRow(w, book, at, { number: isNum(x.deal) ? x.deal : null, record, score });
  };
  const gone = (x: Record<string, unknown>) => "deal" in x && x.deal === null;
  add("game", gone(b) ? t("row.none") : row(b), gone(a) ? t("row.none") : row(a));
  const [pb, pa] = [tablePoints(b), tablePoints(a)];
  add("points", pb && at.byName(pb), pa && at.byName(pa));
  const [xb, xa] = [numbers(b.penalty), numbers(a.penalty)];
  add("penalty", xb && at.byName(xb), xa && at.byName(xa));
  const status = (x: unknown) =>
    typeof x === "string" ? (own(messages.de.audit.status, x) ? t(`status.${x as Keys<Audit["status"]>}`) : x) : null;
  add("status", status(b.status), status(a.status));
  const time = (x: unknown) => (x === null ? t("row.no") : clock(x) && t("row.time", { time: clock(x)! }));
  add("startedAt", time(b.startedAt), time(a.startedAt));
  add("deadline", time(b.deadline), time(a.deadline));
  if ("confirmedAt" in b || "confirmedAt" in a) add("confirmedAt", time(b.confirmedAt ?? null), time(a.confirmedAt ?? null));
  const count = (x: unknown) => (isNum(x) ? String(x) : null);
  add("played", count(b.played ?? b.deals), count(a.played ?? a.deals));
  add("gamesLeft", count(b.gamesLeft), count(a.gamesLeft));
  const outcome = (x: Record<string, unknown>) =>
    typeof x.nsOutcome === "string" && typeof x.ewOutcome === "string" ? `${at.name(0)} ${n.matchOutcome(x.nsOutcome)}, ${at.name(1)} ${n.matchOutcome(x.ewOutcome)}` : null;
  add("outcome", outcome(b), outcome(a));
  return out;
}
