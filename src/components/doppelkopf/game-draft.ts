// The one entry model of a Doppelkopf game, as the list keeper (or the office) enters it: the game type, the Re
// players by position, the Hochzeit's Klärungsstich, each party's highest announcement, Re's Augen, a party without
// tricks, special points. It becomes the engine's record of the four active players (positions mapped to seats by
// the Spielliste) and is checked by the same engine, in the context of the table's earlier games, as it is typed.
import { gameSeats, replaySpielliste, type TableSize } from "@/games";

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

export interface TableSetting {
  size: TableSize;
  rules: Record<string, unknown>;
  gamesPlanned: number;
  firstDealer: number;
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
  /** What is still to be entered (German). */
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

export function checkGame(setting: TableSetting, dealer: number, d: GameDraft): GameCheck {
  const record = gameRecord(d, dealer, setting.size);
  const missing: string[] = [];
  if (d.re.length !== reCount(d)) missing.push(reCount(d) === 2 ? "zwei Re-Spieler" : "der Re-Spieler");
  if (d.reAugen.trim() === "") missing.push("Augen von Re");
  const list = replaySpielliste({ ...setting, records: [...setting.records, record] });
  const errors: Record<string, string[]> = {};
  const own = list.error?.game === setting.records.length + 1 ? list.error.errors : [];
  for (const e of own) {
    const field = gameField(e.path);
    if (missing.length && (field === "re" || field === "augen")) continue; // shown as "still to enter" instead
    (errors[field] ??= []).push(e.message);
  }
  const game = list.games[setting.records.length];
  const ok = missing.length === 0 && !list.error && game !== undefined;
  return { record, missing, errors, score: ok ? game.score : null, ok };
}
