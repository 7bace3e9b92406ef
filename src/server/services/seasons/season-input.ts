// A season reads the results its tournaments already store (issue 29): each event's players and, per round, each
// one's number as the tournament's own standings count it, for the pure rankings of src/seasons. Nothing is typed
// twice; a correction or a running round shows here as it does in the tournament's standings.
import { asc, eq, inArray } from "drizzle-orm";
import { gameOf } from "@/games";
import type { ParticipantResult, RoundEntry, SeasonEvent, SeasonInput } from "@/seasons";
import type { Queryable } from "../../db";
import { entrantPlayers, members, tournaments } from "../../db/schema";
import { asTournament, type Tournament } from "../_shared/tournament-format";
import { buildStandings } from "../results/standings-data";
import { loadTableTotalsOf, type TableTotals } from "../rounds/table-results";

/** What a round's number is: the points at the table (every game), or a pair's match points (pairs only). */
export type SeasonValue = "points" | "matchPoints";

/** Whom a season's rows are: each player, or each fixed pair (a Klammern pair's two players together). */
export type SeasonSubjectKind = "players" | "pairs";

/** The person behind a tournament's player: whoever carries a federation number is that number in every club's
 * events; a member is himself in every event of his club; a guest is one person in one event until an organizer
 * merges him into another row (season-merges.ts). */
export function personKey(entrantId: string, position: number, memberId: string | null, federationNumber?: string | null): string {
  const fed = federationNumber?.trim().toUpperCase();
  if (fed) return `fed:${fed}`;
  return memberId ? `member:${memberId}` : `guest:${entrantId}:${position}`;
}

/** Who a row's key is, for the pages: a name, and whether he is a guest (guests are the ones to merge). */
export interface SeasonPerson {
  name: string;
  guest: boolean;
}

export interface StoredSeasonInput extends SeasonInput {
  people: Map<string, SeasonPerson>;
}

export async function loadSeasonInput(
  db: Queryable,
  tournamentIds: readonly string[],
  value: SeasonValue = "points",
  subject: SeasonSubjectKind = "players",
): Promise<StoredSeasonInput> {
  const people = new Map<string, SeasonPerson>();
  if (tournamentIds.length === 0) return { events: [], people };
  const ids = [...tournamentIds];
  // Read together and at once, whatever the number of events (a season of 52 evenings): the events, their players
  // and their tables (an event of pairs reads its standings instead, one at a time, and leaves its tables unread).
  const [rows, seated, tables] = await Promise.all([
    db.select().from(tournaments).where(inArray(tournaments.id, ids)),
    db
      .select({
        tournamentId: entrantPlayers.tournamentId,
        entrantId: entrantPlayers.entrantId,
        memberId: entrantPlayers.memberId,
        guestName: entrantPlayers.guestName,
        guestFederationNumber: entrantPlayers.guestFederationNumber,
        firstName: members.firstName,
        lastName: members.lastName,
        federationNumber: members.federationNumber,
      })
      .from(entrantPlayers)
      .leftJoin(members, eq(members.id, entrantPlayers.memberId))
      .where(inArray(entrantPlayers.tournamentId, ids))
      .orderBy(asc(entrantPlayers.position)),
    loadTableTotalsOf(db, ids),
  ]);
  const seats = seated.map((x) => ({ ...x, name: x.memberId ? `${x.firstName} ${x.lastName}` : (x.guestName ?? ""), fed: x.memberId ? x.federationNumber : x.guestFederationNumber }));
  const tablesOf = groupBy(tables, (tb) => tb.tournamentId);
  const seatsOf = groupBy(seats, (x) => x.tournamentId);
  const events = await Promise.all(
    rows.map(asTournament).map(async (t) => {
      const pairs = gameOf(t.game).standings.kind === "pairs";
      if (!pairs && value === "matchPoints") throw new Error(`${t.game} ranks no pairs by match points`);
      const perEntrant = pairs ? await pairRounds(db, t, value) : tablePointsByRound(tablesOf.get(t.id) ?? []);
      return eventOf(t, perEntrant, seatsOf.get(t.id) ?? [], subject, people);
    }),
  );
  return { events: events.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id)), people };
}

type Seat = { entrantId: string; memberId: string | null; name: string; fed: string | null };

/** The rows an event's entrants are in a season, in the entrant's order: each player (a Klammern pair's partners
 * alike), or a fixed pair as its two players together, whatever their order on the day. A federation number typed
 * for two people of one event would make them one: there, each is himself. The player page finds its entrants by
 * the same keys. */
export function rowsOfEvent(seats: readonly Seat[], subject: SeasonSubjectKind): Map<string, (SeasonPerson & { key: string })[]> {
  const feds = seats.map((p) => p.fed?.trim().toUpperCase()).filter(Boolean);
  const twice = new Set(feds.filter((f, i) => feds.indexOf(f) !== i));
  const out = new Map<string, (SeasonPerson & { key: string })[]>();
  for (const [entrantId, mine] of groupBy(seats, (x) => x.entrantId)) {
    const players = mine.map((p, position) => ({
      key: personKey(entrantId, position, p.memberId, twice.has(p.fed?.trim().toUpperCase()) ? null : p.fed),
      name: p.name,
      guest: !p.memberId,
    }));
    if (subject === "pairs" && players.length > 1) {
      const sorted = [...players].sort((a, b) => a.key.localeCompare(b.key));
      out.set(entrantId, [{ key: `pair:${sorted.map((p) => p.key).join("+")}`, name: sorted.map((p) => p.name).join(" & "), guest: sorted.some((p) => p.guest) }]);
    } else out.set(entrantId, players);
  }
  return out;
}

function eventOf(t: Tournament, perEntrant: Map<string, RoundEntry[]>, seats: Seat[], subject: SeasonSubjectKind, people: Map<string, SeasonPerson>): SeasonEvent {
  const results: ParticipantResult[] = [];
  const rows = rowsOfEvent(seats, subject);
  for (const [entrantId, rounds] of perEntrant) {
    for (const row of rows.get(entrantId) ?? []) {
      people.set(row.key, { name: row.name, guest: row.guest });
      results.push({ key: row.key, rounds });
    }
  }
  const roundNumbers = new Set([...perEntrant.values()].flatMap((rounds) => rounds.map((r) => r.round)));
  return { id: t.id, date: t.date, players: seats.length, rounds: roundNumbers.size, running: t.status === "running", results };
}

/** Each entrant's table total per round, with the table's totals for placement points: the tables that count in
 * the tournament's standings (closed rounds whole; in the round being played a finished table once confirmed at
 * the table, or at once when the office entered it). */
function tablePointsByRound(stored: readonly TableTotals[]): Map<string, RoundEntry[]> {
  const tables = stored.filter((tb) => tb.roundStatus === "closed" || (tb.status === "complete" && (tb.confirmed || !tb.byCaptain)));
  const out = new Map<string, RoundEntry[]>();
  for (const tb of tables) {
    const table = { points: tb.points };
    tb.entrants.forEach((entrantId, i) => (out.get(entrantId) ?? out.set(entrantId, []).get(entrantId)!).push({ round: tb.round, value: tb.points[i]!, table }));
  }
  return out;
}

/** A pair's game points or match points per round as its standings count them; its table is the two sides' points
 * (a bye: first of two). */
async function pairRounds(db: Queryable, t: Tournament, value: SeasonValue): Promise<Map<string, RoundEntry[]>> {
  const kind = gameOf(t.game).standings;
  if (kind.kind !== "pairs") throw new Error(`${t.game} ranks no pairs`);
  const { points } = kind.ranking(t.format);
  const worth = { win: points.win, draw: points.draw, loss: points.loss, bye: points.bye.matchPoints } as const;
  const standings = await buildStandings(db, t);
  return new Map(
    standings.rows.map((row) => [
      row.pair.id,
      row.rounds.map((r) => ({
        round: r.round,
        value: value === "matchPoints" ? worth[r.outcome] : r.pointsFor,
        table: r.outcome === "bye" ? { size: 2, place: 1 } : { points: [r.pointsFor, r.pointsAgainst] },
      })),
    ]),
  );
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) (out.get(key(item)) ?? out.set(key(item), []).get(key(item))!).push(item);
  return out;
}
