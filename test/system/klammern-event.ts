// A Klammern event set up as an organizer does it, through the real verbs (club, tournament, pair import in
// sheets of 500, check-in, pairing, publication with its table codes), then one captain device signed in per table.
// The system benchmarks and the chaos suite load the server with its tables' deals.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../src/server/db";
import { matches, tableCodes } from "../../src/server/db/schema";
import type { SessionUser } from "../../src/server/services/_shared/context";
import { MAX_ENTRANT_ROWS } from "../../src/server/services/entrants/entrant-csv";
import { captainSignIn } from "../../src/server/services/table-entry/captain-sign-in";
import { callerFor, ctxFor, makeUser } from "../services";

export interface EventTable {
  matchId: string;
  tableNumber: number;
  firstDealer: number;
  /** The captain session's cookie value. */
  token: string;
}

export interface KlammernEvent {
  tournamentId: string;
  slug: string;
  organizer: SessionUser;
  roundId: string;
  tables: EventTable[];
}

export async function seedKlammernEvent(db: Database, opts: { tables: number; deals?: number; name?: string }): Promise<KlammernEvent> {
  const organizer = await makeUser(db, "Ausrichter");
  const api = callerFor(db, organizer);
  const club = await api.club.create({ name: `${opts.name ?? "Lastverein"} ${Date.now() % 1e6}` });
  const t = await api.tournament.create({
    clubId: club.id,
    name: opts.name ?? "Lasttest",
    date: "2026-12-12",
    roundsPlanned: 3,
    matchFormat: { kind: "deals", deals: opts.deals ?? 16 },
  });
  const pairs = opts.tables * 2;
  for (let first = 0; first < pairs; first += MAX_ENTRANT_ROWS) {
    const lines = ["Spieler 1;Spieler 2"];
    for (let i = first; i < Math.min(pairs, first + MAX_ENTRANT_ROWS); i++) lines.push(`Gast: Nord ${i + 1};Gast: Süd ${i + 1}`);
    const csv = `${lines.join("\n")}\n`;
    const preview = await api.tournament.previewPairImport({ tournamentId: t.id, csv });
    await api.tournament.importPairs({ tournamentId: t.id, csv, fingerprint: preview.fingerprint });
  }
  await api.tournament.checkInAll({ tournamentId: t.id });
  const { roundId } = await api.round.pair({ tournamentId: t.id, round: 1 });
  const round = await api.round.get({ tournamentId: t.id, round: 1 });
  await api.round.publish({ roundId, version: round.round.version });

  const rows = await db
    .select({ id: matches.id, tableNumber: matches.tableNumber, firstDealer: matches.firstDealer, code: tableCodes.code })
    .from(matches)
    .innerJoin(tableCodes, and(eq(tableCodes.matchId, matches.id), eq(tableCodes.side, "captain")))
    .where(inArray(matches.roundId, [roundId]));
  rows.sort((a, b) => a.tableNumber - b.tableNumber);
  const tables: EventTable[] = [];
  for (const m of rows) {
    const signedIn = await captainSignIn({
      ctx: ctxFor(db, null, "10.0.0.1"),
      input: { code: m.code, deviceId: `tablet-${String(m.tableNumber).padStart(12, "0")}` },
    });
    tables.push({ matchId: m.id, tableNumber: m.tableNumber, firstDealer: m.firstDealer, token: signedIn.token });
  }
  return { tournamentId: t.id, slug: t.slug, organizer, roundId, tables };
}

/** Deal `number` (1-based) of a table: valid by the rules, the declarer's side alternating between winning and
 * going Beet, so both pairs score and the standings move. */
export function klammernDeal(table: Pick<EventTable, "firstDealer">, number: number): Record<string, unknown> {
  const dealer = (table.firstDealer + number - 1) % 4;
  const cardPoints = number % 3 === 0 ? 60 : 100 + (number % 5) * 4;
  return {
    game: "klammern",
    players: 4,
    dealer,
    summary: { declarer: (dealer + 1) % 4, trump: "H", chosen: "original", melds: [], bella: null, cardPoints: [cardPoints, null] },
  };
}
