// The one entry model of a Doppelkopf game, as the list keeper (or the office) enters it: the game type, the Re
// players by position, the Hochzeit's Klärungsstich, each party's highest announcement, Re's Augen, a party without
// tricks, special points. It becomes the engine's record of the four active players (positions mapped to seats by
// the Spielliste) and is checked by the same engine, in the context of the table's earlier games, as it is typed.
import type { Locale } from "@/i18n/locales";
import type { Bilingual } from "@/lib/bilingual";
import type { DoppelkopfT } from "./labels";
import { doppelkopf, gameSeats, replaySpielliste, type TableSize } from "@/games";

export type Party = "re" | "kontra";
export const LEVELS = ["none", "ansage", "k90", "k60", "k30", "schwarz"] as const;
export type Level = (typeof LEVELS)[number];
export const SPECIAL_KINDS = ["doppelkopf", "fuchs-gefangen", "karlchen", "fuchs-am-end", "karlchen-gefangen"] as const;
export type SpecialKind = (typeof SPECIAL_KINDS)[number];

export interface GameDraft {
  type: string;
  /** Re by position (0-based). */
  re: number[];
  /** Hochzeit: the trick (1..3) that found the partner, or null when the Hochzeit is played alone. */
  klaerungsstich: number | null;
  announcements: Record<Party, Level>;
  reAugen: string;
  tricksless: Party | null;
  special: { kind: SpecialKind; party: Party }[];
  /** Summary fields this form does not edit (pflicht, schweinchen), kept as stored when a game is corrected. */
  kept?: Record<string, unknown>;
}

export const emptyGame = (): GameDraft => ({
  type: "normal",
  re: [],
  klaerungsstich: null,
  announcements: { re: "none", kontra: "none" },
  reAugen: "",
  tricksless: null,
  special: [],
});

/** How many Re players the game has: two in a normal game or a Hochzeit with a partner, else the one soloist. */
export const reCount = (d: GameDraft) => (d.type === "normal" || (d.type === "hochzeit" && d.klaerungsstich !== null) ? 2 : 1);

/** The engine's word for a party's announcement level ("ansage" is "re" or "kontra"). */
const word = (party: Party, level: Level) => (level === "ansage" ? party : level);

/** The game types a table may enter under the tournament's rules: normal, Hochzeit, stilles Solo and the solos the
 * rules allow (read by the engine's parser, so a stored preset without its list of solos still has them). */
export function gameTypes(rules: Record<string, unknown>): string[] {
  const parsed = doppelkopf.parseRules(rules, "rules");
  const soli = parsed.ok ? (parsed.value as { soli: string[] }).soli : [];
  return ["normal", "hochzeit", "stilles-solo", ...soli];
}

export interface TableSetting {
  size: TableSize;
  rules: Record<string, unknown>;
  gamesPlanned: number;
  firstDealer: number;
  /** Time up: the games played when the rest were struck (TSR 8.5.1), or null. */
  struckAfter?: number | null;
  /** The games entered so far, as stored. */
  records: readonly Record<string, unknown>[];
}

/** The engine's record of the next game: Re's positions as the active players' seats. */
export function gameRecord(d: GameDraft, dealer: number, size: TableSize): Record<string, unknown> {
  const seats = gameSeats(size, dealer);
  return {
    game: "doppelkopf",
    players: 4,
    dealer: seats.engineDealer,
    summary: {
      ...d.kept,
      type: d.type,
      re: d.re.map((p) => seats.active.indexOf(p)),
      ...(d.type === "hochzeit" ? { klaerungsstich: d.klaerungsstich } : {}),
      announcements: { re: word("re", d.announcements.re), kontra: word("kontra", d.announcements.kontra) },
      reAugen: d.reAugen.trim() === "" ? null : Number(d.reAugen),
      tricksless: d.tricksless,
      special: d.special,
    },
  };
}

export interface GameCheck {
  record: Record<string, unknown>;
  /** What is still to be entered (in the reader's language). */
  missing: string[];
  /** The engine's reasons by form field (type, re, klaerungsstich, announcements, augen, tricksless, special, general). */
  errors: Record<string, string[]>;
  /** The game's points by position when it is valid. */
  score: number[] | null;
  ok: boolean;
}

/** Field of the form an engine path belongs to. */
export function gameField(path: string): string {
  const m = /^summary\.(\w+)/.exec(path);
  if (!m) return "general";
  return m[1] === "reAugen" ? "augen" : ["type", "re", "klaerungsstich", "announcements", "tricksless", "special"].includes(m[1]!) ? m[1]! : "general";
}

/** Checks game `index` (0-based; `setting.records.length` for the next one) as drafted: a new game after the stored ones, or a stored
 * game corrected, with the later games replayed after it. A later game the draft makes impossible (the dealer's
 * rotation after a Pflichtsolo, a Vorführung) is a general error naming that game. */
export function checkGame(
  setting: TableSetting,
  dealer: number,
  d: GameDraft,
  index: number,
  t: DoppelkopfT,
  locale: Locale,
): GameCheck {
  const record = gameRecord(d, dealer, setting.size);
  const missing: string[] = [];
  const said = (e: { message: string; messageEn: string }) => (locale === "en" ? e.messageEn : e.message);
  if (d.re.length !== reCount(d)) missing.push(reCount(d) === 2 ? t("gameDraft.reTwo") : t("gameDraft.reOne"));
  if (d.reAugen.trim() === "") missing.push(t("gameDraft.augen"));
  const records = [...setting.records.slice(0, index), record, ...setting.records.slice(index + 1)];
  const list = replaySpielliste({ ...setting, records });
  const errors: Record<string, string[]> = {};
  if (list.error && list.error.game === index + 1)
    for (const e of list.error.errors) {
      const field = gameField(e.path);
      if (missing.length && (field === "re" || field === "augen")) continue; // shown as "still to enter" instead
      (errors[field] ??= []).push(said(e));
    }
  else if (list.error && !missing.length)
    errors.general = list.error.errors.map((e) => t("gameDraft.later", { game: list.error!.game, message: said(e) }));
  const game = list.games[index];
  const ok = missing.length === 0 && !list.error && game !== undefined;
  return { record, missing, errors, score: ok ? game.score : null, ok };
}

const levelOf = (v: unknown): Level => (v === "re" || v === "kontra" ? "ansage" : (LEVELS as readonly unknown[]).includes(v) ? (v as Level) : "none");

/** The form's model of a stored game dealt by position `dealer` (the inverse of gameRecord), to correct it; null
 * for a game entered card by card (no summary), which a correction replaces by a summary. */
export function draftFromRecord(record: Record<string, unknown>, dealer: number, size: TableSize): GameDraft | null {
  const s = record.summary as Record<string, unknown> | undefined;
  if (!s || typeof s !== "object") return null;
  const seats = gameSeats(size, dealer);
  const { type, re, klaerungsstich, announcements, reAugen, tricksless, special, ...kept } = s;
  const said = (announcements ?? {}) as Record<string, unknown>;
  return {
    type: typeof type === "string" ? type : "normal",
    re: (Array.isArray(re) ? re : []).map((seat) => seats.active[seat as number]).filter((p): p is number => p !== undefined),
    klaerungsstich: typeof klaerungsstich === "number" ? klaerungsstich : null,
    announcements: { re: levelOf(said.re), kontra: levelOf(said.kontra) },
    reAugen: typeof reAugen === "number" ? String(reAugen) : "",
    tricksless: tricksless === "re" || tricksless === "kontra" ? tricksless : null,
    special: Array.isArray(special) ? (special as GameDraft["special"]) : [],
    ...(Object.keys(kept).length ? { kept } : {}),
  };
}

/** The server's refusal of a game (result.submitDeal or result.correctDeal) by the form's fields, in the reader's language:
 * "record.summary.reAugen" is augen, "record" (another game) and the rest general, the correction's reason its own. */
export function serverGameErrors(fieldErrors: Record<string, Bilingual[]> | null, locale: Locale): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(fieldErrors ?? {})) {
    const field = key === "reason" ? "reason" : key.startsWith("record.") ? gameField(key.slice("record.".length)) : "general";
    (out[field] ??= []).push(...list.map((e) => e[locale]));
  }
  return out;
}
