// One-off: builds the migration test's starting point at the schema of migration 0005 (commit 69ba6a5): the demo
// on a real PostgreSQL, one deal of round 2 corrected, then a data-only dump and the views it shows.
// Run at that commit: `tsx test/migration/generate-fixture.ts` (DATABASE_URL of a server it may create databases on).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { asc, eq } from "drizzle-orm";
import { Client } from "pg";
import { openDatabase } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import { seedDemo, DEMO_LOGIN } from "../../src/server/db/seed";
import { DEMO_TOURNAMENT_SLUG } from "../../src/server/db/seed-demo-klammern";
import { deals, matches, rounds, tournaments, users } from "../../src/server/db/schema";
import { callerFor } from "../services";
import { tournamentSnapshot } from "./snapshot";

const base = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = "stichfest_migration_fixture";
const admin = new Client({ connectionString: base });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const handle = await openDatabase({ url: url.toString() });
await migrateDatabase(handle);
const { db } = handle;
await seedDemo(db);
const [user] = await db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
const organizer = { id: user!.id, email: user!.email, name: user!.name, role: user!.role };
const [t] = await db.select().from(tournaments).where(eq(tournaments.slug, DEMO_TOURNAMENT_SLUG));

// Round 2, table 1: deal 3 becomes what deal 7 was (same dealer), so the table's points and the standings change.
const [r2] = await db.select().from(rounds).where(eq(rounds.number, 2));
const [m] = await db.select().from(matches).where(eq(matches.roundId, r2!.id)).orderBy(asc(matches.tableNumber)).limit(1);
const table = await db.select().from(deals).where(eq(deals.matchId, m!.id)).orderBy(asc(deals.number));
const three = table[2]!;
await callerFor(db, organizer).result.correctDeal({
  dealId: three.id,
  version: three.version,
  record: table[6]!.record,
  reason: "Kartenpunkte falsch übertragen",
});

const snapshot = await tournamentSnapshot(db, organizer, t!.id, t!.slug);
const dir = new URL("../fixtures/migration-0005/", import.meta.url).pathname;
writeFileSync(`${dir}expected.json`, JSON.stringify({ organizerEmail: DEMO_LOGIN.email, tournamentId: t!.id, slug: t!.slug, snapshot }, null, 1) + "\n");
const dump = execFileSync("pg_dump", ["--data-only", "--inserts", "--no-owner", "--exclude-schema=drizzle", url.toString()], { maxBuffer: 1 << 28 }).toString();
// Only the INSERTs: session settings and psql meta-commands are pg_dump's, not data.
writeFileSync(`${dir}data.sql`, dump.split("\n").filter((l) => l.startsWith("INSERT INTO ")).join("\n") + "\n");
await handle.close();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.end();
