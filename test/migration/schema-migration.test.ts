// The tournament core's schema change carries existing data: a database at migration 0005 (the last before it)
// holding the Klammern demo with a corrected deal, migrated to today's schema, shows the organizer and the public
// the same standings, rounds, results, audit trail, entrants and exports. Only fields added since may be new
// (toMatchObject: every value of before is there and equal; CSV byte for byte).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, migrationsFolder } from "../../src/server/db/migrate";
import { users } from "../../src/server/db/schema";
import { createTestDb, drivers, type TestDb } from "../db";
import { tournamentSnapshot, type TournamentSnapshot } from "./snapshot";

const fixture = path.join(import.meta.dirname, "../fixtures/migration-0005");
const expected = JSON.parse(readFileSync(path.join(fixture, "expected.json"), "utf8")) as {
  organizerEmail: string;
  tournamentId: string;
  slug: string;
  snapshot: TournamentSnapshot;
};

/** The app's migrations up to and including `last` (drizzle applies what its journal lists). */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stichfest-migrations-"));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** The 0005 snapshot in today's shape of the organizer's views: since the game seam (issue 28) a tournament carries
 * its format as one object (`format`) instead of its fields spread beside the others, and neither a round's results
 * nor the standings repeat a format field (the tournament's format holds them). The values are compared all the
 * same. */
function inTodaysShape(snapshot: TournamentSnapshot): TournamentSnapshot {
  const FORMAT = ["matchFormat", "scheduleType", "matchPoints", "byeScore", "tiebreaks"];
  const tournament = snapshot.tournament as Record<string, unknown>;
  const rest = Object.fromEntries(Object.entries(tournament).filter(([k]) => !FORMAT.includes(k)));
  const format = Object.fromEntries(FORMAT.map((k) => [k, tournament[k]]));
  const roundResults = (snapshot.roundResults as { tournament: Record<string, unknown> }[]).map(({ tournament: { matchFormat: _, ...t }, ...r }) => ({ ...r, tournament: t }));
  const { scheduleType: _, ...standingsOf } = (snapshot.standings as { tournament: Record<string, unknown> }).tournament;
  const standings = { ...(snapshot.standings as object), tournament: standingsOf };
  return { ...snapshot, tournament: { ...rest, format }, roundResults, standings } as TournamentSnapshot;
}

const jsonLines = (text: string) => text.trim().split("\n").map((l) => JSON.parse(l) as unknown);

describe.each(drivers)("schema migration from 0005 (%s)", (driver) => {
  let t: TestDb;
  let after: TournamentSnapshot;
  const before = inTodaysShape(expected.snapshot);

  beforeAll(async () => {
    const old = migrationsUpTo(5);
    try {
      t = await createTestDb(driver, { migrationsFolder: old });
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
    const data = readFileSync(path.join(fixture, "data.sql"), "utf8");
    if (t.pglite) await t.pglite.exec(data);
    else await t.pool!.query(data);
    await migrateDatabase(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, expected.organizerEmail));
    const organizer = { id: user!.id, email: user!.email, name: user!.name, role: user!.role };
    after = await tournamentSnapshot(t.db, organizer, expected.tournamentId, expected.slug);
  });
  afterAll(async () => t?.dispose());

  it("keeps the tournament, its pairs and the standings", () => {
    expect(after.tournament).toMatchObject(before.tournament as object);
    expect(after.entrants).toMatchObject(before.entrants as object);
    expect(after.standings).toMatchObject(before.standings as object);
  });

  it("keeps every round, its tables and results, and the audit trail with the correction", () => {
    expect(after.rounds).toMatchObject(before.rounds as object);
    expect(after.roundResults).toMatchObject(before.roundResults as object);
    expect(JSON.stringify(before.auditLog)).toContain("Kartenpunkte falsch übertragen");
    expect(after.auditLog).toMatchObject(before.auditLog as object);
  });

  it("keeps the four exports", () => {
    expect(after.exports["standings.csv"]).toBe(before.exports["standings.csv"]);
    for (const kind of ["standings.json", "rounds.json"] as const)
      expect(JSON.parse(after.exports[kind]!)).toMatchObject(JSON.parse(before.exports[kind]!) as object);
    expect(jsonLines(after.exports["deals.jsonl"]!)).toMatchObject(jsonLines(before.exports["deals.jsonl"]!));
  });
});
