// The audit trail in words, for a dispute: each entry as a sentence in the reader's language (messages audit), who
// did it and when in the tournament's time zone, players by name, positions from 1, and what a change did as before
// and after in words (a game as its row of the list). What a table's game looks like, what its entries and devices
// are called and its penalties are asked of the tournament's game (its entry in the UI registry), never guessed
// from the entry.
import type { Locale } from "@/i18n/locales";
import { messages } from "@/i18n/messages";
import { gameViews } from "../games";
import { isNum, numbers, own, points, type AuditRow, type AuditT, type AuditTable, type GameAuditWords } from "./audit-game";
import type { ResultNames } from "./names";
import type { AuditView } from "./types";

export type { AuditT } from "./audit-game";
type Keys<T> = keyof T & string;
type Audit = (typeof messages)["de"]["audit"];

export type AuditEntry = AuditView["entries"][number];
/** What the trail's page knows besides the entries: the tournament, its entrants and who sat where. */
export type AuditBook = Pick<AuditView, "tournament" | "entrants" | "tables">;

export interface AuditWords {
  t: AuditT;
  n: ResultNames;
  locale: Locale;
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


/** Every action the services write to the trail (messages audit.actions; a test checks that none is missing). */
export const AUDIT_ACTIONS: readonly string[] = Object.keys(messages.de.audit.actions);

/** An action in words; an action without a label shows its code. */
export function actionLabel(t: AuditT, action: string): string {
  return own(messages.de.audit.actions, action) ? t(`actions.${action as Keys<Audit["actions"]>}`) : action;
}

function tableOf(book: AuditBook, w: AuditWords, round: unknown, table: unknown): AuditTable {
  const names = (isNum(round) && isNum(table) ? book.tables[`${round}/${table}`] : undefined) ?? [];
  const name = (p: number) => names[p] || w.t("row.position", { number: p + 1 });
  return {
    names,
    name,
    byName: (values) => [...new Set(values.map((v, p) => `${name(p)} ${points(v)}`))].join(", "),
  };
}

const gameWords = new Map<string, GameAuditWords>();
/** The tournament's game's words in the trail, in the reader's language (built once per game and language). */
function wordsOf(book: AuditBook, locale: Locale): GameAuditWords {
  const key = `${book.tournament.game}/${locale}`;
  if (!gameWords.has(key)) gameWords.set(key, gameViews(book.tournament.game).audit(locale));
  return gameWords.get(key)!;
}

function gameRow(w: AuditWords, game: GameAuditWords, at: AuditTable, row: AuditRow): string {
  const text = game.row(at, row) ?? (row.score ? at.byName(row.score) : w.t("row.none"));
  return row.number === null ? text : w.t("row.game", { number: row.number, text, Game: game.Game });
}

/** Who did it: the organizer by name, a table's device by its role in the tournament's game. */
function actor(e: AuditEntry, game: GameAuditWords): string {
  if (!e.device) return e.actorName;
  const m = /^(\S+) Tisch (\d+|\?)$/.exec(e.actorName);
  if (!m) return e.actorName;
  return game.actor(m[1] === "Kapitän" || m[1] === "Listenführer" ? "captain" : "opponent", m[2]!);
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
  const game = wordsOf(book, locale);
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
    game: game.game,
    round: isNum(v("round")) ? (v("round") as number) : 0,
    table: isNum(v("table")) ? (v("table") as number) : "?",
    deal: isNum(b.deal) ? b.deal : isNum(a.deal) ? a.deal : isNum(v("game")) ? (v("game") as number) : 0,
    who: entrantList(v("entrant") ?? v("entrants") ?? v("swapped")),
    offender: isNum(v("offender")) ? at.name(v("offender") as number) : "",
    penalty: typeof v("class") === "string" ? game.penalty(v("class") as string) : "",
    side: v("side") === "captain" || v("side") === "opponent" ? game.code(v("side") as "captain") : "",
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
    rounds: isNum(a.rounds) ? a.rounds : 0,
  };
  const text = own(messages.de.audit.sentences, e.action) ? t(`sentences.${e.action as Keys<Audit["sentences"]>}`, params) : actionLabel(t, e.action);
  return {
    when: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(new Date(e.at)),
    who: actor(e, game),
    text,
    reason: e.reason && !LEGACY_REASONS.has(e.reason) ? e.reason : null,
    changes: changes(w, game, at, b, a, clock),
  };
}

/** What the entry changed, in words: the game, the table's points, penalty points, state, times, games. */
function changes(w: AuditWords, game: GameAuditWords, at: AuditTable, b: Record<string, unknown>, a: Record<string, unknown>, clock: (iso: unknown) => string | null): AuditChange[] {
  const { t, n } = w;
  const out: AuditChange[] = [];
  const add = (key: Keys<Audit["changes"]>, before: string | null, after: string | null) => {
    if (before !== null || after !== null) out.push({ key, label: t(`changes.${key}`, { Game: game.Game }), before, after });
  };
  // The game itself: its row before and after (a correction), or what was entered or taken back.
  const row = (x: Record<string, unknown>): string | null => {
    const record = x.record && typeof x.record === "object" ? (x.record as Record<string, unknown>) : null;
    const score = numbers(x.score);
    if (!record && !score) return null;
    return gameRow(w, game, at, { number: isNum(x.deal) ? x.deal : null, record, score });
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
