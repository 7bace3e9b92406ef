// Small formatting helpers shared by the public pages (no server imports). Texts come from the `public`
// namespace through the page's translator (no fallback: a fallback would put every catalogue into the bundle).
import type { useTranslations } from "next-intl";
import { gameOf } from "@/games";
import type { PublicTournament } from "@/server/services/public/public-tournament-data";

/** A translator of the `public` namespace (useTranslations("public") or getTranslations("public")). */
export type PublicT = ReturnType<typeof useTranslations<"public">>;

/** Seat index (0 North … 3 West) to its message key. */
export const SEAT_KEYS = ["north", "east", "south", "west"] as const;

/** A seat's name in the reader's language. */
export function seatName(t: PublicT, seat: number): string {
  const key = SEAT_KEYS[seat];
  return key ? t(`seats.${key}`) : "?";
}

export type Snapshot = PublicTournament;
export type Round = PublicTournament["rounds"][number];
export type Table = Round["tables"][number];
export type Row = PublicTournament["standings"]["rows"][number];
export type Pair = PublicTournament["pairs"][number];

/** A deal of a table as the public pages show it: its score and the engine's detail. */
export interface PublicGame {
  matchId: string;
  number: number;
  score: number[];
  detail: unknown;
}

export function pairName(p: Pick<Pair, "number" | "name">, t: PublicT): string {
  return p.name ? t("format.pairNamed", { number: p.number, name: p.name }) : t("format.pair", { number: p.number });
}

export function playersText(players: readonly ({ name: string } | string)[]): string {
  return players.map((p) => (typeof p === "string" ? p : p.name)).join(" & ");
}

export function dateDe(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}.${m}.${y}`;
}

/** A tournament date ("YYYY-MM-DD") in the reader's language: 04.12.2026 / 4 Dec 2026. */
export function dateText(iso: string, locale: string): string {
  if (locale === "de") return dateDe(iso);
  const d = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/** Every signed number people read on a screen (points, differences, penalties): "+12", "−3" with the typographic
 * minus (U+2212), "0". The one formatter for screens; exports and CSV keep the ASCII '-' that programs read. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0";
}

/** The same with one decimal in the reader's language (an average): "+12,5" / "+12.5", "−3,0", "0,0". */
export function signedDecimal(n: number, locale: string): string {
  const tenths = Math.round(n * 10) / 10;
  const text = Math.abs(tenths).toLocaleString(locale === "de" ? "de-DE" : "en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return tenths > 0 ? `+${text}` : tenths < 0 ? `\u2212${text}` : text;
}

/** "7 / 16 Spiele" for a fixed number of deals, "7 Spiele" for a target. */
export function progressText(t: Table, tr: PublicT): string {
  return t.goal.kind === "deals"
    ? tr("format.progressPlanned", { deals: t.deals, planned: t.goal.deals })
    : tr("format.progressTarget", { deals: t.deals, target: t.goal.target });
}

/** How far the table is, 0 to 1: its deals of those planned, or its leading score of the target. */
export function progressShare(t: Table): number {
  if (t.status !== "open") return 1;
  if (t.goal.kind === "deals") return Math.min(1, t.deals / t.goal.deals);
  return Math.min(1, Math.max(0, ...t.points) / t.goal.target);
}

/** A table's state as one word for one state, on the public pages and in the office alike (public.format.*); a table
 * the organizer closed early in the words of what that does in its game. */
export function tableStateKey(t: { status: string; confirmed: boolean; deals: number }, game: string) {
  if (t.status === "adjusted") return gameOf(game).closedEarly === "games-struck" ? ("stateStruck" as const) : ("stateAdjusted" as const);
  if (t.status === "complete") return t.confirmed ? ("stateConfirmed" as const) : ("stateUnconfirmed" as const);
  return t.deals === 0 ? ("stateNotStarted" as const) : ("stateRunning" as const);
}

export function tableState(t: { status: string; confirmed: boolean; deals: number }, game: string, tr: PublicT): string {
  return tr(`format.${tableStateKey(t, game)}`);
}

/** A tiebreak's long name, or its id when unknown. */
export function tiebreakName(id: string, t: PublicT): string {
  const known = ["matchPoints", "pointDiff", "pointsFor", "buchholz", "headToHead", "wins"] as const;
  const key = known.find((k) => k === id);
  return key ? t(`format.tiebreak.${key}`) : id;
}

/** A round result's one-letter outcome (S/U/N/F). */
export function outcomeShort(outcome: string, t: PublicT): string {
  const known = ["win", "draw", "loss", "bye"] as const;
  const key = known.find((k) => k === outcome);
  return key ? t(`format.outcome.${key}`) : outcome;
}
