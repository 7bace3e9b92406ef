// Demo data, created once per database so that a newcomer sees every page at once.
import { eq } from "drizzle-orm";
import { hashPassword } from "../auth/password";
import type { Database, Queryable } from "./client";
import { appSettings, clubOrganizers, clubs, users } from "./schema";
import { seedDemoDoppelkopf } from "../games/doppelkopf/demo";
import { seedDemoKlammern } from "../games/klammern/demo";

export const DEMO_LOGIN = { email: "demo@stichfest.example", password: "stichfest-demo" } as const;
export const DEMO_CLUB = { name: "Stichfest Demo-Verein", slug: "demo-verein", city: "Saarbrücken" } as const;

const SEEDED_KEY = "demo_seeded";
/** Claimed on its own, so that a database seeded before the Doppelkopf demo existed gets it once too. */
const DOPPELKOPF_SEEDED_KEY = "demo_doppelkopf_seeded";

/** Claims a seed key; of two processes starting at once, the second finds the row and gets false. */
async function claim(tx: Queryable, key: string): Promise<boolean> {
  const rows = await tx.insert(appSettings).values({ key, value: { at: new Date().toISOString() } }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Seeds the demo club, its organizer and its two tournaments unless this database was seeded before. Returns
 * whether it created anything. */
export async function seedDemo(db: Database): Promise<{ created: boolean }> {
  const created = await seedDemoClub(db);
  const doppelkopf = await db.transaction(async (tx) => {
    if (!(await claim(tx, DOPPELKOPF_SEEDED_KEY))) return false;
    const [club] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, DEMO_CLUB.slug));
    if (club) await seedDemoDoppelkopf(tx, club.id);
    return Boolean(club);
  });
  return { created: created || doppelkopf };
}

async function seedDemoClub(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claim(tx, SEEDED_KEY))) return false;

    let [demo] = await tx.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    demo ??= (
      await tx
        .insert(users)
        .values({
          email: DEMO_LOGIN.email,
          name: "Demo-Turnierleitung",
          passwordHash: await hashPassword(DEMO_LOGIN.password),
          role: "organizer",
        })
        .returning()
    )[0]!;
    const [club] = await tx.insert(clubs).values(DEMO_CLUB).onConflictDoNothing().returning();
    if (club) {
      await tx.insert(clubOrganizers).values({ clubId: club.id, userId: demo.id, role: "owner" });
      await seedDemoKlammern(tx, club.id);
    }
    return true;
  });
}

/** Whether the demo organizer still exists, so the start banner only shows a login that works. */
export async function demoAccountExists(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
  return Boolean(row);
}
