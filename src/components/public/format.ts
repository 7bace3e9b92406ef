// Small German formatting helpers shared by the public pages (no server imports).
import type { PublicTournament } from "@/server/services/public/public-tournament-data";

export type Snapshot = PublicTournament;
export type Round = PublicTournament["rounds"][number];
export type Table = Round["tables"][number];
export type Row = PublicTournament["standings"]["rows"][number];
export type Pair = PublicTournament["pairs"][number];

export const SEATS_DE = ["Nord", "Ost", "Süd", "West"] as const;

export const TIEBREAK_DE: Record<string, { short: string; long: string }> = {
  matchPoints: { short: "MP", long: "Matchpunkte" },
  pointDiff: { short: "Diff.", long: "Spielpunkte-Differenz" },
  pointsFor: { short: "SP", long: "Spielpunkte" },
  buchholz: { short: "Bhz.", long: "Buchholz" },
  headToHead: { short: "DV", long: "Direkter Vergleich" },
  wins: { short: "Siege", long: "Anzahl Siege" },
};

export function pairName(p: Pick<Pair, "number" | "name">): string {
  return p.name ? `Paar ${p.number} · ${p.name}` : `Paar ${p.number}`;
}

export function playersText(players: readonly ({ name: string } | string)[]): string {
  return players.map((p) => (typeof p === "string" ? p : p.name)).join(" & ");
}

export function dateDe(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}.${m}.${y}`;
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The games a table of single players plays this round (by its size), or null when a match format decides. */
export function gamesPlanned(snapshot: Snapshot, t: Table): number | null {
  const games = snapshot.tournament.gamesPerTable;
  return games ? (t.seats.length === 5 ? games.five : games.four) : null;
}

/** "7 / 16 Spiele" for a fixed number of deals, "7 Spiele" for a target. */
export function progressText(snapshot: Snapshot, t: Table): string {
  const planned = gamesPlanned(snapshot, t);
  if (planned !== null) return `${t.deals} / ${planned} Spiele`;
  const f = snapshot.tournament.matchFormat;
  return f.kind === "deals" ? `${t.deals} / ${f.deals} Spiele` : `${t.deals} Spiele (Ziel ${f.target})`;
}

export function progressShare(snapshot: Snapshot, t: Table): number {
  if (t.status !== "open") return 1;
  const planned = gamesPlanned(snapshot, t);
  if (planned !== null) return Math.min(1, t.deals / planned);
  const f = snapshot.tournament.matchFormat;
  if (f.kind === "deals") return Math.min(1, t.deals / f.deals);
  return Math.min(1, Math.max(t.nsPoints, t.ewPoints) / f.target);
}

export const OUTCOME_DE: Record<string, string> = { win: "S", draw: "U", loss: "N", bye: "F" };
export const OUTCOME_LONG_DE: Record<string, string> = { win: "Sieg", draw: "Unentschieden", loss: "Niederlage", bye: "Freilos" };

export function tableState(t: Table): string {
  if (t.status === "adjusted") return "Ergebnis festgesetzt";
  if (t.status === "complete") return t.confirmed ? "beendet, bestätigt" : "beendet, Bestätigung offen";
  return t.deals === 0 ? "noch nicht begonnen" : "läuft";
}
