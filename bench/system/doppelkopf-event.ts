// A Doppelkopf event set up through the real verbs for the capacity benchmark: tournament, single players
// registered and checked in, round 1 seated and published, table codes issued, one list keeper's tablet signed in
// per table; and each table's full Spielliste of valid games (demoTableGames, the demo seed's generator).
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../src/server/db";
import { demoTableGames } from "../../src/server/games/doppelkopf/demo-games";
import { matches, rounds, tableCodes } from "../../src/server/db/schema";
import { captainSignIn } from "../../src/server/services/table-entry/captain-sign-in";
import { callerFor, ctxFor, makeUser } from "../../test/services";

export interface DokoTable {
  matchId: string;
  token: string;
  records: Record<string, unknown>[];
}

const RULES = { preset: "ddv" };

export async function seedDoppelkopfEvent(db: Database, opts: { players: number; games: number }) {
  const organizer = await makeUser(db, "Ausrichterin");
  const api = callerFor(db, organizer);
  const club = await api.club.create({ name: `Doko-Lastverein ${Date.now() % 1e6}` });
  const t = await api.tournament.create({
    clubId: club.id,
    game: "doppelkopf",
    name: "Doko-Kapazitaet",
    date: "2026-12-12",
    roundsPlanned: 3,
    rules: RULES,
    gamesPerTable: { four: opts.games, five: opts.games + Math.ceil(opts.games / 4) },
  } as never);
  for (let i = 1; i <= opts.players; i++) await api.tournament.registerEntrant({ tournamentId: t.id, player1: { kind: "guest", name: `Spieler ${i}` }, checkIn: true });
  const { roundId } = await api.round.pair({ tournamentId: t.id, round: 1 });
  const [round] = await db.select().from(rounds).where(eq(rounds.id, roundId));
  await api.round.publish({ roundId, version: round!.version });
  await api.table.issueCodes({ tournamentId: t.id, round: 1 });
  const rows = await db
    .select({ id: matches.id, code: tableCodes.code })
    .from(matches)
    .innerJoin(tableCodes, and(eq(tableCodes.matchId, matches.id), eq(tableCodes.side, "captain")))
    .where(eq(matches.roundId, roundId))
    .orderBy(asc(matches.tableNumber));
  // A handful of different valid lists, cycled over the tables: every table deals from position 1 first.
  const lists = Array.from({ length: 8 }, (_, k) => demoTableGames({ size: 4, rules: RULES, gamesPlanned: opts.games, games: opts.games, seed: 4711 + k }).records);
  const tables: DokoTable[] = [];
  for (const [i, m] of rows.entries()) {
    const signedIn = await captainSignIn({ ctx: ctxFor(db, null, "10.0.0.2"), input: { code: m.code, deviceId: `doko-tablet-${String(i).padStart(10, "0")}` } });
    tables.push({ matchId: m.id, token: signedIn.token, records: lists[i % lists.length]! });
  }
  return { tournamentId: t.id, slug: t.slug, tables };
}
