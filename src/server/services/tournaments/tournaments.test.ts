import { eq } from "drizzle-orm";
import { klammernFormat } from "@/games";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { addGuestPairs, addMembers, trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { entrants, tournaments } from "../../db/schema";
import type { SessionUser } from "../_shared/context";

describe.each(drivers)("tournaments and their pairs (%s)", (driver) => {
  let t: TestDb;
  let a: SessionUser;
  let b: SessionUser;
  let clubA: string;
  let clubB: string;
  let memberIds: string[];
  let memberNames: string[];
  let foreignMemberId: string;

  beforeAll(async () => {
    t = await createTestDb(driver);
    a = await makeUser(t.db, "Anna");
    b = await makeUser(t.db, "Bernd");
    clubA = (await callerFor(t.db, a).club.create({ name: "Klammerfreunde Saarbrücken" })).id;
    clubB = (await callerFor(t.db, b).club.create({ name: "Klammerclub Pfalz" })).id;
    const rows = await addMembers(t.db, clubA, 8);
    memberIds = rows.map((m) => m.id);
    memberNames = rows.map((m) => `${m.firstName} ${m.lastName}`);
    foreignMemberId = (await addMembers(t.db, clubB, 1))[0]!.id;
  });
  afterAll(async () => t?.dispose());

  const create = (extra: Record<string, unknown> = {}) =>
    callerFor(t.db, a).tournament.create({ clubId: clubA, name: "Frühjahrsturnier", date: "2025-04-12", roundsPlanned: 4, ...extra });

  it("creates a tournament with the documented defaults, a stored seed and a unique slug", async () => {
    const x = await create();
    expect(x.game).toBe("klammern");
    const f = klammernFormat(x);
    expect(f.matchFormat).toEqual({ kind: "deals", deals: 16 });
    expect(f.matchPoints).toEqual({ win: 2, draw: 1, loss: 0 });
    expect(f.byeScore).toEqual({ matchPoints: 2, pointsFor: 0, pointsAgainst: 0 });
    expect(f.tiebreaks).toEqual(["matchPoints", "pointDiff", "pointsFor", "buchholz"]);
    expect(x.visibility).toBe("unlisted");
    expect(f.scheduleType).toBe("swiss");
    expect(x.status).toBe("draft");
    expect(x.rules).toMatchObject({ preset: "house", jassPoints: 22, stehbeet: "declarer-zero" });
    expect(Number.isInteger(x.seed)).toBe(true);
    expect(x.slug).toMatch(/^fruehjahrsturnier-2025-04-12-[a-z2-9]{6}$/);
    const again = await create();
    expect(again.slug).toMatch(/^fruehjahrsturnier-2025-04-12-[a-z2-9]{6}$/);
    expect(again.slug).not.toBe(x.slug);
    expect(again.seed).not.toBe(x.seed); // drawn, not fixed (a collision has odds of 1 in 2^31)
    const listed = await callerFor(t.db, a).tournament.listByClub({ clubId: clubA });
    expect(listed.map((l) => l.id)).toEqual(expect.arrayContaining([x.id, again.id]));
    const got = await callerFor(t.db, a).tournament.get({ tournamentId: x.id });
    expect(got.clubName).toBe("Klammerfreunde Saarbrücken");
    expect(got.nextRoundToPair).toBe(1);
  });

  it("stores rules variants and the target match format", async () => {
    const x = await create({ rules: { jassPoints: 20, stehbeet: "held" }, matchFormat: { kind: "target", target: 701 }, scheduleType: "round-robin" });
    expect(x.rules).toMatchObject({ jassPoints: 20, stehbeet: "held", undertrump: "required" });
    expect(klammernFormat(x).matchFormat).toEqual({ kind: "target", target: 701 });
  });

  it("refuses an unknown rules option or value as a field error on rules, in German and English, creating nothing", async () => {
    const before = (await t.db.select().from(tournaments)).length;
    for (const rules of [{ jassPunkte: 20 }, { jassPoints: 21 }]) {
      const err = await trpcError(create({ name: "Kaputte Regeln", rules }));
      expect(err.code).toBe("BAD_REQUEST");
      const data = errorData(err);
      expect(Object.keys(data.fieldErrors ?? {})).toEqual(["rules"]);
      expect(data.fieldErrors!.rules![0]!.de).toMatch(/Regel/);
      expect(data.fieldErrors!.rules![0]!.en).toMatch(/rule option/);
    }
    const bad = await trpcError(create({ matchPoints: { win: 1, draw: 1, loss: 0 }, roundsPlanned: 0 }));
    expect(Object.keys(errorData(bad).fieldErrors ?? {}).sort()).toEqual(["matchPoints", "roundsPlanned"]);
    expect((await t.db.select().from(tournaments)).length).toBe(before);
  });

  it("refuses a stale edit with CONFLICT and keeps the first edit", async () => {
    const x = await create();
    const caller = callerFor(t.db, a);
    await caller.tournament.update({ tournamentId: x.id, version: x.version, venue: "Vereinsheim" });
    const err = await trpcError(caller.tournament.update({ tournamentId: x.id, version: x.version, venue: "Gasthaus" }));
    expect(err.code).toBe("CONFLICT");
    expect(errorData(err).fieldErrors).toHaveProperty("version");
    expect((await caller.tournament.get({ tournamentId: x.id })).venue).toBe("Vereinsheim");
    const bad = await trpcError(caller.tournament.update({ tournamentId: x.id, version: x.version + 1, rules: { partnerException: "ja" } }));
    expect(errorData(bad).fieldErrors).toHaveProperty("rules");
  });

  it("plans the day's schedule and shifts the later rounds when a round runs late", async () => {
    const x = await create();
    const caller = callerFor(t.db, a);
    const planned = await caller.tournament.updateSchedule({
      tournamentId: x.id,
      version: x.version,
      change: { kind: "plan", firstStart: "10:00", minutes: 90, breakMinutes: 15 },
    });
    expect(planned.schedule.map((p) => p.start)).toEqual(["10:00", "11:45", "13:30", "15:15"]);
    const late = await caller.tournament.updateSchedule({
      tournamentId: x.id,
      version: planned.version,
      change: { kind: "delay", round: 2, minutes: 20 },
    });
    expect(late.schedule.map((p) => p.start)).toEqual(["10:00", "11:45", "13:50", "15:35"]);
    expect(late.schedule[1]!.minutes).toBe(110);
    const tooMany = await trpcError(
      caller.tournament.updateSchedule({ tournamentId: x.id, version: late.version, change: { kind: "set", rounds: [{ round: 5, start: "18:00", minutes: 60 }] } }),
    );
    expect(tooMany.code).toBe("BAD_REQUEST");
    const badTime = await trpcError(
      caller.tournament.updateSchedule({ tournamentId: x.id, version: late.version, change: { kind: "set", rounds: [{ round: 1, start: "25:00", minutes: 60 }] } }),
    );
    expect(Object.keys(errorData(badTime).fieldErrors ?? {})).toEqual(["change.rounds.0.start"]);
    const stale = await trpcError(
      caller.tournament.updateSchedule({ tournamentId: x.id, version: planned.version, change: { kind: "delay", round: 1, minutes: 5 } }),
    );
    expect(stale.code).toBe("CONFLICT");
  });

  it("registers member and guest pairs with start numbers and refuses a member in two pairs", async () => {
    const x = await create();
    const caller = callerFor(t.db, a);
    const p1 = await caller.tournament.registerEntrant({
      tournamentId: x.id,
      name: "Die Stehbeeter",
      player1: { kind: "member", memberId: memberIds[0]! },
      player2: { kind: "member", memberId: memberIds[1]! },
    });
    const p2 = await caller.tournament.registerEntrant({
      tournamentId: x.id,
      player1: { kind: "member", memberId: memberIds[2]! },
      player2: { kind: "guest", name: "Erika Gast" },
    });
    expect([p1.number, p2.number]).toEqual([1, 2]);
    expect(p1.enteredRound).toBe(1);
    expect(p1.status).toBe("registered");

    const twice = await trpcError(
      caller.tournament.registerEntrant({
        tournamentId: x.id,
        player1: { kind: "member", memberId: memberIds[1]! },
        player2: { kind: "member", memberId: memberIds[3]! },
      }),
    );
    expect(twice.code).toBe("BAD_REQUEST");
    expect(errorData(twice).fieldErrors!.player1![0]!.de).toMatch(/ist schon gemeldet: Paar 1/);
    const same = await trpcError(
      caller.tournament.registerEntrant({
        tournamentId: x.id,
        player1: { kind: "member", memberId: memberIds[4]! },
        player2: { kind: "member", memberId: memberIds[4]! },
      }),
    );
    expect(errorData(same).fieldErrors).toHaveProperty("player2");
    const foreign = await trpcError(
      caller.tournament.registerEntrant({
        tournamentId: x.id,
        player1: { kind: "member", memberId: foreignMemberId },
        player2: { kind: "guest", name: "Gast" },
      }),
    );
    expect(errorData(foreign).fieldErrors).toHaveProperty("player1");
    const editTwice = await trpcError(
      caller.tournament.updateEntrant({
        entrantId: p2.id,
        version: p2.version,
        player1: { kind: "member", memberId: memberIds[0]! },
        player2: { kind: "guest", name: "Erika Gast" },
      }),
    );
    expect(errorData(editTwice).fieldErrors).toHaveProperty("player1");

    const edited = await caller.tournament.updateEntrant({
      entrantId: p2.id,
      version: p2.version,
      player1: { kind: "member", memberId: memberIds[2]! },
      player2: { kind: "guest", name: "Erika Gastmann" },
    });
    expect(edited.players[1]).toMatchObject({ name: "Erika Gastmann", guest: true });
    const stale = await trpcError(
      caller.tournament.updateEntrant({ entrantId: p2.id, version: p2.version, player1: { kind: "guest", name: "Xy" }, player2: { kind: "guest", name: "Yz" } }),
    );
    expect(stale.code).toBe("CONFLICT");

    const list = await caller.tournament.listEntrants({ tournamentId: x.id });
    expect(list.entrants.map((e) => e.number)).toEqual([1, 2]);
    expect(list.entrants[0]!.players.map((p) => p.name)).toEqual(memberNames.slice(0, 2));
    expect(list.entrants[1]!.players[1]).toMatchObject({ name: "Erika Gastmann", guest: true });
    expect(list.availableMembers.map((m) => m.id)).not.toContain(memberIds[0]);
    expect(list.availableMembers.map((m) => m.id)).toContain(memberIds[3]);
    expect(list.availableMembers.map((m) => m.id)).not.toContain(foreignMemberId);
  });

  it("checks pairs in and out, and a withdrawn pair can no longer check in", async () => {
    const x = await create();
    const caller = callerFor(t.db, a);
    const [p] = await addGuestPairs(t.db, a, x.id, 1, false);
    const inn = await caller.tournament.checkIn({ entrantId: p!.id, version: p!.version });
    expect(inn.status).toBe("checked-in");
    const out = await caller.tournament.checkIn({ entrantId: p!.id, version: inn.version, checkedIn: false });
    expect(out.status).toBe("registered");
    expect((await trpcError(caller.tournament.checkIn({ entrantId: p!.id, version: inn.version }))).code).toBe("CONFLICT");
    const gone = await caller.tournament.withdraw({ entrantId: p!.id, version: out.version });
    expect(gone).toMatchObject({ status: "withdrawn", withdrawnAfterRound: 0 });
    expect((await trpcError(caller.tournament.checkIn({ entrantId: p!.id, version: gone.version }))).code).toBe("BAD_REQUEST");
    const counts = (await caller.tournament.get({ tournamentId: x.id })).entrantCounts;
    expect(counts).toEqual({ registered: 0, checkedIn: 0, withdrawn: 1 });
  });

  // Every procedure of the tournament router, called by an organizer of another club (FORBIDDEN) and
  // without a session (UNAUTHORIZED).
  type Caller = ReturnType<typeof callerFor>;
  type Ids = { clubId: string; tournamentId: string; entrantId: string; version: number };
  const calls: [string, (c: Caller, ids: Ids) => Promise<unknown>][] = [
    ["create", (c, i) => c.tournament.create({ clubId: i.clubId, name: "Gekapert", date: "2025-05-01", roundsPlanned: 3 })],
    ["update", (c, i) => c.tournament.update({ tournamentId: i.tournamentId, version: i.version, name: "Gekapert" })],
    ["get", (c, i) => c.tournament.get({ tournamentId: i.tournamentId })],
    ["listByClub", (c, i) => c.tournament.listByClub({ clubId: i.clubId })],
    ["updateSchedule", (c, i) => c.tournament.updateSchedule({ tournamentId: i.tournamentId, version: i.version, change: { kind: "plan", firstStart: "09:00", minutes: 60, breakMinutes: 0 } })],
    ["registerEntrant", (c, i) => c.tournament.registerEntrant({ tournamentId: i.tournamentId, player1: { kind: "guest", name: "Ein Gast" }, player2: { kind: "guest", name: "Noch Gast" } })],
    ["updateEntrant", (c, i) => c.tournament.updateEntrant({ entrantId: i.entrantId, version: 1, player1: { kind: "guest", name: "Ein Gast" }, player2: { kind: "guest", name: "Noch Gast" } })],
    ["checkIn", (c, i) => c.tournament.checkIn({ entrantId: i.entrantId, version: 1 })],
    ["withdraw", (c, i) => c.tournament.withdraw({ entrantId: i.entrantId, version: 1 })],
    ["listEntrants", (c, i) => c.tournament.listEntrants({ tournamentId: i.tournamentId })],
  ];

  async function foreignTournament(): Promise<Ids> {
    const x = await callerFor(t.db, b).tournament.create({ clubId: clubB, name: "Pfalzturnier", date: "2025-06-01", roundsPlanned: 3 });
    const [p] = await addGuestPairs(t.db, b, x.id, 1, false);
    return { clubId: clubB, tournamentId: x.id, entrantId: p!.id, version: x.version };
  }

  it.each(calls)("refuses tournament.%s on another club's tournament with FORBIDDEN and changes nothing", async (_n, call) => {
    const ids = await foreignTournament();
    const before = await t.db.select().from(tournaments).where(eq(tournaments.id, ids.tournamentId));
    const beforeEntrants = await t.db.select().from(entrants).where(eq(entrants.tournamentId, ids.tournamentId));
    expect((await trpcError(call(callerFor(t.db, a), ids))).code).toBe("FORBIDDEN");
    expect(await t.db.select().from(tournaments).where(eq(tournaments.id, ids.tournamentId))).toEqual(before);
    expect(await t.db.select().from(entrants).where(eq(entrants.tournamentId, ids.tournamentId))).toEqual(beforeEntrants);
  });

  it.each(calls)("refuses tournament.%s without a session with UNAUTHORIZED", async (_n, call) => {
    const ids = await foreignTournament();
    expect((await trpcError(call(callerFor(t.db, null), ids))).code).toBe("UNAUTHORIZED");
  });

  it("refuses unknown tournament and entrant ids with FORBIDDEN, so ids cannot be probed", async () => {
    const none = "00000000-0000-4000-8000-000000000000";
    expect((await trpcError(callerFor(t.db, a).tournament.get({ tournamentId: none }))).code).toBe("FORBIDDEN");
    expect((await trpcError(callerFor(t.db, a).tournament.checkIn({ entrantId: none, version: 1 }))).code).toBe("FORBIDDEN");
  });
});
