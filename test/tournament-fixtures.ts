// Fixtures for the tournament and round tests: members written directly (the member verbs are another
// feature's), results of earlier rounds written directly into matches, as the result verbs would.
import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../src/server/db";
import { matches, members, rounds } from "../src/server/db/schema";
import type { SessionUser } from "../src/server/services/_shared/context";
import { callerFor } from "./services";
import { storeSideResults, withSides } from "../src/server/services/rounds/table-seats";

export async function trpcError(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(TRPCError);
    return e as TRPCError;
  }
  throw new Error("expected the call to fail");
}

let memberNo = 0;
export async function addMembers(db: Database, clubId: string, count: number) {
  const rows = Array.from({ length: count }, () => {
    memberNo++;
    return { clubId, playerNumber: memberNo, firstName: `Vor${memberNo}`, lastName: `Nach${memberNo}` };
  });
  return db.insert(members).values(rows).returning();
}

/** Registers `count` guest pairs and checks them in; returns them in start-number order. */
export async function addGuestPairs(db: Database, user: SessionUser, tournamentId: string, count: number, checkIn = true) {
  const out = [];
  for (let i = 0; i < count; i++) {
    out.push(
      await callerFor(db, user).tournament.registerEntrant({
        tournamentId,
        player1: { kind: "guest", name: `Gast ${i}a` },
        player2: { kind: "guest", name: `Gast ${i}b` },
        checkIn,
      }),
    );
  }
  return out;
}

/** Plays a published round as if every table had finished: the N/S pair wins by `margin` unless `score` says
 * otherwise; then closes the round. */
export async function finishRound(
  db: Database,
  roundId: string,
  score: (ns: string, ew: string) => [number, number] = () => [100, 64],
) {
  const rows = await withSides(db, await db.select().from(matches).where(eq(matches.roundId, roundId)));
  for (const m of rows) {
    const [ns, ew] = score(m.nsEntrantId, m.ewEntrantId);
    await storeSideResults(db, m.id, { ns: m.nsEntrantId, ew: m.ewEntrantId }, { ns, ew });
    await db.update(matches).set({ status: "complete" }).where(eq(matches.id, m.id));
  }
  await db.update(rounds).set({ status: "closed", closedAt: new Date() }).where(eq(rounds.id, roundId));
}

export async function roundRow(db: Database, tournamentId: string, number: number) {
  const [r] = await db.select().from(rounds).where(and(eq(rounds.tournamentId, tournamentId), eq(rounds.number, number)));
  return r;
}
