// What the hall's screen shows of a published round: its seating by name (by surname as German lists file it,
// lib/person-sort; each player's table and seat in the game's own words), and when: the seating alone until the
// round's first game arrives, then the standings and the seating in turn (late comers still look themselves up),
// the standings alone once it is closed.
import { gameOf } from "@/games";
import { compareFullNames } from "@/lib/person-sort";
import type { Round, Snapshot } from "./format";

export interface SeatingRow {
  name: string;
  /** The table, or null for the bye (Freilos). */
  table: number | null;
  /** The seat's name as the game calls it (Nord … West; Position 1 … 5); empty for the bye. */
  seat: string;
}

export type ProjectorSection = "seating" | "standings";

/** Every player of a round with table and seat, by surname and first name (then by table). */
export function seatingRows(snapshot: Snapshot, round: Round, locale: "de" | "en"): SeatingRow[] {
  const game = gameOf(snapshot.tournament.game);
  const byNumber = new Map(snapshot.pairs.map((p) => [p.number, p]));
  const players = (n: number) => byNumber.get(n)?.players ?? [];
  // A table's seats are its entrants by position; an entrant of several players holds several positions, its
  // first player the first of them (a Klammern pair: North then South, or East then West).
  const seated = round.tables.flatMap((x) => {
    const labels = game.seatLabels(x.seats.length);
    return x.seats.map((n, position) => {
      const k = x.seats.slice(0, position).filter((m) => m === n).length;
      const name = players(n)[k]?.name ?? String(n);
      return { name, table: x.table, seat: labels[position]?.[locale] ?? String(position + 1) };
    });
  });
  const bye = round.bye === null ? [] : players(round.bye).map((p) => ({ name: p.name, table: null, seat: "" }));
  return [...seated, ...bye].sort((a, b) => compareFullNames(a.name, b.name) || (a.table ?? Infinity) - (b.table ?? Infinity));
}

/** How many rows seatingRows gives (one a seat, one a player of the bye), without naming and sorting them. */
export function seatingCount(snapshot: Snapshot, round: Round): number {
  const bye = round.bye === null ? 0 : (snapshot.pairs.find((p) => p.number === round.bye)?.players.length ?? 0);
  return round.tables.reduce((n, x) => n + x.seats.length, bye);
}

/** The round whose seating the projector shows: the one being played (published, not closed), or none. */
export function seatingRound(snapshot: Snapshot): Round | null {
  return snapshot.rounds.find((r) => r.number === snapshot.currentRound && r.status === "published") ?? null;
}

/** The sections the projector cycles through, in order. */
export function projectorSections(snapshot: Snapshot): ProjectorSection[] {
  const round = seatingRound(snapshot);
  if (!round) return ["standings"];
  const started = round.tables.some((x) => x.deals > 0);
  return started ? ["standings", "seating"] : ["seating"];
}
