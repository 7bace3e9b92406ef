// Demo data, created once per database so that a newcomer sees every page at once.
import { eq } from "drizzle-orm";
import { hashPassword } from "../auth/password";
import type { Database } from "./client";
import { appSettings, clubOrganizers, clubs, users } from "./schema";
import { seedDemoKlammern } from "./seed-demo-klammern";

export const DEMO_LOGIN = { email: "demo@stichfest.example", password: "stichfest-demo" } as const;
export const DEMO_CLUB = { name: "Stichfest Demo-Verein", slug: "demo-verein", city: "Saarbrücken" } as const;

const SEEDED_KEY = "demo_seeded";

/** Seeds the demo club and organizer unless this database was seeded before. Returns whether it did. */
export async function seedDemo(db: Database): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    // Claim the seed first: of two processes starting at once, the second finds the row and stops.
    const claimed = await tx
      .insert(appSettings)
      .values({ key: SEEDED_KEY, value: { at: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return { created: false };

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
    return { created: true };
  });
}

/** Whether the demo organizer still exists, so the start banner only shows a login that works. */
export async function demoAccountExists(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
  return Boolean(row);
}
