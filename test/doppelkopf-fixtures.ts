// The Doppelkopf service tests' common ground: a fresh database per driver with an organizer (Anna) and her club,
// a tournament of checked-in guests, and a round's tables with their players by position.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { matches } from "../src/server/db/schema";
import type { SessionUser } from "../src/server/services/_shared/context";
import { loadSeats } from "../src/server/services/rounds/table-seats";
import { createTestDb, type DriverName, type TestDb } from "./db";
import { callerFor, makeUser } from "./services";

export interface DoppelkopfClub {
  t: TestDb;
  anna: SessionUser;
  clubId: string;
  readonly db: TestDb["db"];
  api(): ReturnType<typeof callerFor>;
}

/** Registers the file's hooks: the database of `driver` with Anna and her club "Doko-Runde Homburg", disposed at
 * the end. The fields are there once the hooks have run. */
export function doppelkopfClub(driver: DriverName): DoppelkopfClub {
  const club = {
    get db() {
      return club.t.db;
    },
    api: () => callerFor(club.t.db, club.anna),
  } as DoppelkopfClub;
  beforeAll(async () => {
    club.t = await createTestDb(driver);
    club.anna = await makeUser(club.t.db, "Anna");
    club.clubId = (await callerFor(club.t.db, club.anna).club.create({ name: "Doko-Runde Homburg" })).id;
  });
  afterAll(async () => club.t?.dispose());
  return club;
}

/** A Doppelkopf tournament of the club (ddv, three rounds unless `options` say otherwise) with `players` checked-in
 * guests "Spieler 1", "Spieler 2", ... */
export async function doppelkopfTournament(club: DoppelkopfClub, players: number, options: Record<string, unknown> = {}) {
  const x = await club
    .api()
    .tournament.create({ clubId: club.clubId, game: "doppelkopf", name: "Doko-Abend", date: "2026-12-12", roundsPlanned: 3, rules: { preset: "ddv" }, ...options } as never);
  const entrants: { id: string; version: number }[] = [];
  for (let i = 1; i <= players; i++)
    entrants.push(await club.api().tournament.registerEntrant({ tournamentId: x.id, player1: { kind: "guest", name: `Spieler ${i}` }, checkIn: true }));
  return { id: x.id, entrants };
}

/** A round's tables, table 1 first, each with its players by position. */
export async function tablesOf(db: TestDb["db"], roundId: string) {
  const rows = await db.select().from(matches).where(eq(matches.roundId, roundId)).orderBy(asc(matches.tableNumber));
  const seats = await loadSeats(
    db,
    rows.map((m) => m.id),
  );
  return rows.map((m) => ({ ...m, players: seats.get(m.id)! }));
}
