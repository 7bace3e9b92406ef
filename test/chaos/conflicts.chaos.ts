// Two devices, one deal (issue 16), on PostgreSQL: the captain's tablet and the organizer at the director's desk
// (result.submitDeal with a next-auth session), both over HTTP through the app, send the same deal with the same
// match version and different records. Exactly one is stored; the other hears 409 CONFLICT naming the winner's new
// version, and with it the loser enters the next deal. Then two organizers of one club, each in this process on a
// pool of their own, pair round 1 at once and publish it at once.
import { TRPCError } from "@trpc/server";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "../../src/server/db/client";
import { auditLog, deals, matches, roundEntrants, rounds, tableCodes } from "../../src/server/db/schema";
import { joinClub } from "../invitations";
import { callerFor, makeUser } from "../services";
import { startApp, type AppServer } from "../system/app-server";
import { klammernDeal, type EventTable } from "../system/klammern-event";
import { closeRound, pgWorld, rng, sleep, type PgWorld } from "./harness";
import { newKey, OpLog, verify } from "./op-log";
import { organizerSubmitOverHttp, signInOverHttp } from "./organizer-session";

const TABLES = 10;
const RACES_PER_TABLE = 5; // deals 1..10: each race settles one deal, the loser enters the next
const DEALS = 2 * RACES_PER_TABLE;
const PAIRINGS = 20;
const PAIRS = 8;

/** The organizer's record of deal `number`: valid, and scored differently from the captain's. */
function organizerDeal(table: Pick<EventTable, "firstDealer">, number: number): Record<string, unknown> {
  const deal = klammernDeal(table, number) as { summary: Record<string, unknown> };
  return { ...deal, summary: { ...deal.summary, cardPoints: [130, null] } };
}

/** A TRPCError's code and English message, or the value a call resolved with. */
const settled = <T>(r: PromiseSettledResult<T>) =>
  r.status === "fulfilled" ? { ok: true as const, value: r.value } : { ok: false as const, code: (r.reason as TRPCError).code, message: (r.reason as Error).message };

describe("two writers racing on PostgreSQL", () => {
  let world: PgWorld;
  let app: AppServer;
  let desk: DbHandle;
  beforeAll(async () => {
    world = await pgWorld(TABLES, DEALS);
    app = await startApp({ databaseUrl: world.cluster.url });
    desk = await openDatabase({ url: world.cluster.url });
  });
  afterAll(async () => {
    await desk?.close();
    await app?.stop();
    await world?.dispose();
  });

  it(`tablet and director's desk on the same deal, ${TABLES * RACES_PER_TABLE} times: one stored, the other refused with the winner's version`, async () => {
    const log = new OpLog("conflicts-deal");
    // makeUser's password; the session cookie as the director's browser holds it.
    const session = await signInOverHttp(app.url, world.event.organizer.email, "geheim-passwort-1");
    const random = rng(16_2026);
    const wins = { captain: 0, organizer: 0 };
    const problems: string[] = [];
    // How many ms the organizer's request starts before the captain's: the organizer's takes longer to reach the
    // match's lock (session, access checks), so each win shifts the start towards the loser. The races stay tight
    // and both orders happen.
    let organizerLead = 0;
    let leadRange = [0, 0];

    const table = async (t: EventTable) => {
      let version = 1;
      for (let race = 0; race < RACES_PER_TABLE; race++) {
        const number = 2 * race + 1;
        const captain = { matchId: t.matchId, matchVersion: version, number, record: klammernDeal(t, number), idempotencyKey: newKey() };
        const desktop = { ...captain, record: organizerDeal(t, number), idempotencyKey: newKey() };
        const stagger = Math.round(organizerLead + (random() - 0.5) * 4);
        const [c, o] = await Promise.all([
          sleep(Math.max(0, stagger)).then(() => log.submit(app.url, t.token, captain)),
          sleep(Math.max(0, -stagger)).then(() =>
            log.track({ key: desktop.idempotencyKey, matchId: t.matchId, number, via: "organizer" }, () => organizerSubmitOverHttp(app.url, session, desktop)),
          ),
        ]);
        const where = `table ${t.tableNumber}, deal ${number}`;
        const [winner, loser, loserIs] = c.kind === "acked" ? ([c, o, "organizer"] as const) : ([o, c, "captain"] as const);
        if (winner.kind !== "acked" || loser.kind !== "refused") {
          problems.push(`${where}: captain ${JSON.stringify(c)}, organizer ${JSON.stringify(o)}`);
          return;
        }
        wins[loserIs === "captain" ? "organizer" : "captain"]++;
        organizerLead += loserIs === "organizer" ? 5 : -5;
        leadRange = [Math.min(leadRange[0]!, organizerLead), Math.max(leadRange[1]!, organizerLead)];
        if (loser.status !== 409 || loser.code !== "CONFLICT" || loser.currentVersion !== winner.receipt.matchVersion)
          problems.push(`${where}: the loser heard ${JSON.stringify(loser)}, the winner's version is ${winner.receipt.matchVersion}`);
        // The loser catches up with the version it was told and enters the next deal.
        const next = { matchId: t.matchId, matchVersion: loser.currentVersion ?? -1, number: number + 1, record: klammernDeal(t, number + 1), idempotencyKey: newKey() };
        const caughtUp =
          loserIs === "captain"
            ? await log.submit(app.url, t.token, next)
            : await log.track({ key: next.idempotencyKey, matchId: t.matchId, number: number + 1, via: "organizer" }, () => organizerSubmitOverHttp(app.url, session, next));
        if (caughtUp.kind !== "acked") {
          problems.push(`${where}: the ${loserIs}'s next deal was not stored: ${JSON.stringify(caughtUp)}`);
          return;
        }
        version = caughtUp.receipt.matchVersion;
      }
    };
    const started = Date.now();
    await Promise.all(world.event.tables.map(table));
    await log.close();
    console.log(`[chaos] conflicts-deal: ${TABLES * RACES_PER_TABLE} races in ${((Date.now() - started) / 1000).toFixed(1)} s, won by the captain ${wins.captain}, by the organizer ${wins.organizer} (the organizer's head start ranged ${leadRange[0]}..${leadRange[1]} ms)`);
    expect(problems).toEqual([]);
    expect(wins.captain).toBeGreaterThan(0);
    expect(wins.organizer).toBeGreaterThan(0);

    // Each raced deal holds the winner's record: the captain's 100-116 card points or the organizer's 130.
    const stored = await world.handle.db.select().from(deals).where(inArray(deals.matchId, world.event.tables.map((t) => t.matchId)));
    const organizerRaced = stored.filter((d) => d.number % 2 === 1 && (d.record as { summary: { cardPoints: unknown[] } }).summary.cardPoints[0] === 130);
    expect(organizerRaced).toHaveLength(wins.organizer);

    await closeRound(world.handle.db, world.event);
    const report = await verify(world.handle.db, log, { expectAllInStandings: true });
    expect(report.dealsStored).toBe(TABLES * DEALS);
    expect({ acked: report.acked, refused: report.refused, unknown: report.unknown }).toEqual({ acked: TABLES * DEALS, refused: TABLES * RACES_PER_TABLE, unknown: 0 });
    expect(report.tablesInStandings).toBe(TABLES);
  });

  it(`two organizers pair round 1 at once, then publish it at once (${PAIRINGS} tournaments): one round, one seating, one publication`, async () => {
    const db = world.handle.db;
    const owner = await makeUser(db, "Erste");
    const second = await makeUser(db, "Zweite");
    const club = await callerFor(db, owner).club.create({ name: `Doppelt ${Date.now() % 1e6}` });
    await joinClub(db, owner, club.id, second, "organizer");
    // Each organizer on a pool of their own, as two app servers would be.
    const callers = [callerFor(db, owner), callerFor(desk.db, second)] as const;
    const pairedBy = [0, 0];
    const publishedBy = [0, 0];

    for (let i = 0; i < PAIRINGS; i++) {
      const t = await callers[0].tournament.create({ clubId: club.id, name: `Doppelt ${i + 1}`, date: "2026-12-12", roundsPlanned: 3, matchFormat: { kind: "deals", deals: 4 } });
      const csv = `Spieler 1;Spieler 2\n${Array.from({ length: PAIRS }, (_, p) => `Gast: Nord ${p + 1};Gast: Süd ${p + 1}`).join("\n")}\n`;
      const preview = await callers[0].tournament.previewPairImport({ tournamentId: t.id, csv });
      await callers[0].tournament.importPairs({ tournamentId: t.id, csv, fingerprint: preview.fingerprint });
      await callers[0].tournament.checkInAll({ tournamentId: t.id });

      const paired = (await Promise.allSettled(callers.map((api) => api.round.pair({ tournamentId: t.id, round: 1 })))).map(settled);
      const pairWinner = paired.findIndex((r) => r.ok);
      expect(paired.filter((r) => r.ok)).toHaveLength(1);
      // The second waits for the tournament's row lock, then finds round 1 there.
      expect(paired.find((r) => !r.ok)).toMatchObject({ code: "CONFLICT", message: "Round 1 is already paired (perhaps by someone else just now). Please reload." });
      pairedBy[pairWinner]!++;

      const ownRounds = await db.select().from(rounds).where(eq(rounds.tournamentId, t.id));
      expect(ownRounds.map((r) => ({ number: r.number, status: r.status }))).toEqual([{ number: 1, status: "draft" }]);
      const roundId = ownRounds[0]!.id;
      const tables = await db.select().from(matches).where(eq(matches.roundId, roundId));
      expect(tables.map((m) => m.tableNumber).sort((a, b) => a - b)).toEqual(Array.from({ length: PAIRS / 2 }, (_, k) => k + 1));
      const seats = await db.select().from(roundEntrants).where(eq(roundEntrants.roundId, roundId));
      expect(seats).toHaveLength(PAIRS);
      expect(new Set(seats.map((s) => s.entrantId)).size).toBe(PAIRS);
      expect(seats.every((s) => tables.some((m) => m.id === s.matchId))).toBe(true);

      const version = ownRounds[0]!.version;
      const published = (await Promise.allSettled(callers.map((api) => api.round.publish({ roundId, version })))).map(settled);
      expect(published.filter((r) => r.ok)).toHaveLength(1);
      // The second publish read the draft's version before the first bumped it: stale.
      expect(published.find((r) => !r.ok)).toMatchObject({ code: "CONFLICT" });
      publishedBy[published.findIndex((r) => r.ok)]!++;

      const [after] = await db.select().from(rounds).where(eq(rounds.id, roundId));
      expect({ status: after!.status, version: after!.version }).toEqual({ status: "published", version: version + 1 });
      const codes = await db.select().from(tableCodes).where(eq(tableCodes.roundId, roundId));
      const perTable = new Map<string, number>();
      for (const c of codes) perTable.set(`${c.matchId}/${c.side}`, (perTable.get(`${c.matchId}/${c.side}`) ?? 0) + 1);
      expect([...perTable.values()].every((n) => n === 1)).toBe(true);
      expect(new Set(codes.map((c) => c.matchId)).size).toBe(PAIRS / 2);
      const audit = await db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.tournamentId, t.id), inArray(auditLog.action, ["pair-round", "publish-round"])));
      expect(audit.map((a) => a.action).sort()).toEqual(["pair-round", "publish-round"]);
    }
    console.log(`[chaos] conflicts-pairing: ${PAIRINGS} races, paired by the first organizer ${pairedBy[0]}, the second ${pairedBy[1]}; published by ${publishedBy[0]} / ${publishedBy[1]}`);
  });
});
