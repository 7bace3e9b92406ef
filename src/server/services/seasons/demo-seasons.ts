// The demo's seasons (issue 29): each game's module seeds its evenings in the demo club and the season that ranks
// them (src/server/games/<game>/demo-season.ts); a game the office corrects is then corrected through the
// correction verb, as an organizer would, with its audit entry.
import { and, asc, eq } from "drizzle-orm";
import { createRng } from "@/engine";
import { gameIds, type GameId } from "@/games";
import type { Database } from "../../db";
import { appSettings, clubOrganizers, clubs, deals, matches, members, seasonEvents, seasons, tournaments, users } from "../../db/schema";
import { DEMO_CLUB, DEMO_LOGIN } from "../../db/seed";
import { serverGame, type DemoSeason } from "../../games";
import { clubToday } from "../public/list-current-public-tournaments";
import { correctDeal } from "../results/correct-deal";
import { finishTournament } from "../tournaments/finish-tournament";

const SEEDED_KEY = "demo_seasons_seeded";

/** Seeds every game's demo season once per database (a claim like the demo's); false when they exist already or
 * the demo club does not. */
export async function seedDemoSeasons(db: Database, today = clubToday()): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    const [club] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, DEMO_CLUB.slug));
    if (!club) return null;
    const claimed = await tx.insert(appSettings).values({ key: SEEDED_KEY, value: { at: new Date().toISOString() } }).onConflictDoNothing().returning();
    if (claimed.length === 0) return null;
    const rng = createRng(20261206);
    const existing = await tx.select({ n: members.playerNumber }).from(members).where(eq(members.clubId, club.id));
    let number = Math.max(0, ...existing.map((m) => m.n));
    const demo = {
      clubId: club.id,
      today,
      shuffled: <T>(items: readonly T[]) => [...items].sort(() => rng.next() - 0.5),
      addMembers: (names: readonly string[], federationNumbers = false) =>
        tx
          .insert(members)
          .values(
            names.map((full, i) => {
              const [firstName, ...rest] = full.split(" ");
              // Every third plays ranking tournaments and carries his federation number.
              return { clubId: club.id, playerNumber: ++number, firstName: firstName!, lastName: rest.join(" "), federationNumber: federationNumbers && i % 3 === 0 ? `${40100 + number}` : null };
            }),
          )
          .returning({ id: members.id }),
    };
    const made: (DemoSeason & { game: GameId })[] = [];
    for (const game of gameIds) {
      const seed = serverGame(game).demoSeason;
      if (seed) made.push({ game, ...(await seed(tx, demo)) });
    }
    for (const m of made) {
      const [season] = await tx.insert(seasons).values({ clubId: club.id, game: m.game, ...m.season }).returning();
      if (m.tournamentIds.length) await tx.insert(seasonEvents).values(m.tournamentIds.map((tournamentId) => ({ seasonId: season!.id, tournamentId })));
    }
    return { clubId: club.id, corrections: made.flatMap((m) => (m.correction ? [m.correction] : [])) };
  });
  if (!seeded) return false;
  for (const correction of seeded.corrections) await correctOneDeal(db, seeded.clubId, correction);
  return true;
}

/** The office corrects a deal of the tournament's first table: the first one the game's own checks accept. A
 * finished evening is corrected before it is finished (a finished tournament takes no correction), then finished
 * through the verb, as an organizer would. */
async function correctOneDeal(db: Database, clubId: string, correction: NonNullable<DemoSeason["correction"]>) {
  const [evening] = await db.select({ status: tournaments.status }).from(tournaments).where(eq(tournaments.id, correction.tournamentId));
  if (evening?.status !== "finished") return correctTableDeal(db, clubId, correction);
  await db.update(tournaments).set({ status: "running", finishedAt: null }).where(eq(tournaments.id, correction.tournamentId));
  const user = await correctTableDeal(db, clubId, correction);
  const [open] = await db.select({ version: tournaments.version }).from(tournaments).where(eq(tournaments.id, correction.tournamentId));
  if (user && open) await finishTournament({ ctx: { db, user, clientAddress: "demo" }, input: { tournamentId: correction.tournamentId, version: open.version } });
  else await db.update(tournaments).set({ status: "finished", finishedAt: new Date() }).where(eq(tournaments.id, correction.tournamentId));
}

/** The correction itself; returns the demo organizer who made it (or null without one). */
async function correctTableDeal(db: Database, clubId: string, correction: NonNullable<DemoSeason["correction"]>) {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .innerJoin(clubOrganizers, and(eq(clubOrganizers.userId, users.id), eq(clubOrganizers.clubId, clubId)))
    .where(eq(users.email, DEMO_LOGIN.email));
  if (!user) return null;
  const [table] = await db.select({ id: matches.id }).from(matches).where(eq(matches.tournamentId, correction.tournamentId)).orderBy(asc(matches.tableNumber)).limit(1);
  if (!table) return user;
  for (const deal of await db.select().from(deals).where(eq(deals.matchId, table.id)).orderBy(asc(deals.number))) {
    const record = correction.amend(deal.record as Record<string, unknown>);
    if (!record) continue;
    try {
      await correctDeal({ ctx: { db, user, clientAddress: "demo" }, input: { dealId: deal.id, version: deal.version, record, reason: correction.reason } });
      return user;
    } catch {
      // This correction would break a later game of the table: try the next deal.
    }
  }
  return user;
}
