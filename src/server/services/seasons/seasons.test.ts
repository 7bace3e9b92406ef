// Seasons as organizers keep them, on both databases: every rule over three Klammern evenings of one club, a
// correction that moves the season, merges with their preview and undo, the clubs of a joint list, and every
// refusal with its field.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, failure, makeUser } from "../../../../test/services";
import { addMembers, finishRound, roundRow } from "../../../../test/tournament-fixtures";
import { auditLog } from "../../db/schema";
import { seedDemo } from "../../db/seed";
import type { SessionUser } from "../_shared/context";
import { getPublicSeason } from "./get-public-season";

describe.each(drivers)("seasons (%s)", (driver) => {
  let t: TestDb;
  let owner: SessionUser;
  let clubId: string;
  let members: { id: string; firstName: string; lastName: string }[];
  const evenings: string[] = [];
  /** Per evening: its first pair (members 0+1, or the guest and member 1) and its round. */
  const firstPair = new Map<string, string>();
  /** The first pair scores `a`, the other `b`, whoever sits N/S. */
  const score = (tournamentId: string, a: number, b: number) => (ns: string) => (ns === firstPair.get(tournamentId) ? ([a, b] as [number, number]) : ([b, a] as [number, number]));
  let guestEvening: string;

  /** One evening of two fixed pairs: members 0+1 against 2+3 (or a guest pair against 2+3), N/S winning 100:64. */
  async function evening(date: string, guests = false) {
    const api = callerFor(t.db, owner);
    const x = await api.tournament.create({ clubId, name: `Abend ${date}`, date, roundsPlanned: 1 });
    const first = guests
      ? { player1: { kind: "guest" as const, name: "Gast Anna" }, player2: { kind: "member" as const, memberId: members[1]!.id } }
      : { player1: { kind: "member" as const, memberId: members[0]!.id }, player2: { kind: "member" as const, memberId: members[1]!.id } };
    const pair = await api.tournament.registerEntrant({ tournamentId: x.id, ...first, checkIn: true });
    firstPair.set(x.id, pair.id);
    await api.tournament.registerEntrant({
      tournamentId: x.id,
      player1: { kind: "member", memberId: members[2]!.id },
      player2: { kind: "member", memberId: members[3]!.id },
      checkIn: true,
    });
    const { roundId } = await api.round.pair({ tournamentId: x.id, round: 1 });
    await api.round.publish({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    await finishRound(t.db, roundId, score(x.id, 100, 64));
    return x.id;
  }

  beforeAll(async () => {
    t = await createTestDb(driver);
    await seedDemo(t.db);
    owner = await makeUser(t.db, "Saisonleiter");
    clubId = (await callerFor(t.db, owner).club.create({ name: "Jahreswertung e.V." })).id;
    members = await addMembers(t.db, clubId, 4);
    for (const d of ["2026-02-05", "2026-03-05", "2026-04-02"]) evenings.push(await evening(d));
    guestEvening = await evening("2026-05-07", true);
  });
  afterAll(async () => t?.dispose());

  const create = (rule: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    callerFor(t.db, owner).season.create({
      clubId,
      name: "Jahreswertung 2026",
      game: "klammern",
      rule: rule as never,
      window: { kind: "range", from: "2026-01-01", to: "2026-12-31" },
      ...extra,
    });

  it("every rule ranks the club's evenings, each row with its events", async () => {
    const api = callerFor(t.db, owner);
    const sum = await create({ kind: "sum" });
    for (const id of evenings) await api.season.addEvent({ seasonId: sum.id, tournamentId: id });
    await api.season.addEvent({ seasonId: sum.id, tournamentId: evenings[0]! }); // twice: no change
    const { view } = await api.season.get({ seasonId: sum.id });
    expect(view.events).toHaveLength(3);
    // Members 0 and 1 won 100:64 three times, 2 and 3 lost: sums 300 and 192.
    expect(view.rows.map((r) => [r.place, r.total, r.rounds])).toEqual([
      [1, 300, 3],
      [1, 300, 3],
      [3, 192, 3],
      [3, 192, 3],
    ]);
    const name = (m: (typeof members)[number]) => `${m.firstName} ${m.lastName}`;
    expect(view.rows.slice(0, 2).map((r) => r.name).sort()).toEqual([name(members[0]!), name(members[1]!)].sort());
    expect(view.rows[0]!.events.map((e) => [e.name, e.counted])).toEqual(evenings.map((_, i) => [`Abend ${["2026-02-05", "2026-03-05", "2026-04-02"][i]}`, true]));

    const byMatchPoints = await create({ kind: "sum" }, { value: "matchPoints" });
    for (const id of evenings) await api.season.addEvent({ seasonId: byMatchPoints.id, tournamentId: id });
    expect((await api.season.get({ seasonId: byMatchPoints.id })).view.rows.map((r) => r.total)).toEqual([6, 6, 0, 0]);

    const pairs = await create({ kind: "sum" }, { subject: "pairs" });
    for (const id of evenings) await api.season.addEvent({ seasonId: pairs.id, tournamentId: id });
    const pairRows = (await api.season.get({ seasonId: pairs.id })).view.rows;
    expect(pairRows).toHaveLength(2);
    expect(pairRows[0]!.name).toContain(" & ");

    const average = await create({ kind: "average", minRounds: 3 });
    for (const id of evenings.slice(0, 2)) await api.season.addEvent({ seasonId: average.id, tournamentId: id });
    const avg = await api.season.get({ seasonId: average.id });
    // Two rounds against a minimum of three: listed without a place, and the organizer is warned.
    expect(avg.view.rows.every((r) => r.place === null && r.rounds === 2 && r.minRounds === 3)).toBe(true);
    expect(avg.view.minRoundsUnreachable).toBe(true);
    await api.season.addEvent({ seasonId: average.id, tournamentId: evenings[2]! });
    const avg3 = await api.season.get({ seasonId: average.id });
    expect(avg3.view.rows.map((r) => [r.place, r.average, r.divisor])).toEqual([
      [1, 100, 3],
      [1, 100, 3],
      [3, 64, 3],
      [3, 64, 3],
    ]);

    const best = await create({ kind: "bestOf", best: 2 });
    for (const id of evenings) await api.season.addEvent({ seasonId: best.id, tournamentId: id });
    const bestRows = (await api.season.get({ seasonId: best.id })).view.rows;
    expect(bestRows[0]!.total).toBe(200);
    expect(bestRows[0]!.events.filter((e) => e.reason === "notBest")).toHaveLength(1);

    const placement = await create({ kind: "placement", index: true });
    for (const id of evenings) await api.season.addEvent({ seasonId: placement.id, tournamentId: id });
    const placed = (await api.season.get({ seasonId: placement.id })).view;
    expect(placed.rankedBy).toBe("index");
    expect(placed.rows[0]!.placementPoints).toBeGreaterThan(placed.rows[3]!.placementPoints!);

    const ddv = await create({ kind: "ddv" });
    for (const id of evenings) await api.season.addEvent({ seasonId: ddv.id, tournamentId: id });
    // Two pairs are 4 players: no evening reaches the DDV's 32 players.
    const ddvRows = (await api.season.get({ seasonId: ddv.id })).view.rows;
    expect(ddvRows.every((r) => r.place === null && r.events.every((e) => e.reason === "tooFewPlayers"))).toBe(true);
  });

  it("a corrected game moves the season, on the public page too", async () => {
    const api = callerFor(t.db, owner);
    const season = await create({ kind: "sum" });
    await api.season.addEvent({ seasonId: season.id, tournamentId: evenings[0]! });
    const before = await getPublicSeason({ ctx: { db: t.db, user: null, clientAddress: "x" }, input: { slug: season.slug } });
    expect(before.view.rows[0]!.total).toBe(100);
    const round = await roundRow(t.db, evenings[0]!, 1);
    await finishRound(t.db, round!.id, score(evenings[0]!, 40, 124));
    const after = await getPublicSeason({ ctx: { db: t.db, user: null, clientAddress: "x" }, input: { slug: season.slug } });
    expect(after.view.rows[0]!.total).toBe(124);
    expect(after.view.rows.map((r) => r.total)).toEqual([124, 124, 40, 40]);
    await finishRound(t.db, round!.id, score(evenings[0]!, 100, 64)); // as before, for the other tests
  });

  it("merges a guest into a member with a preview, refuses two who met, and undoes it", async () => {
    const api = callerFor(t.db, owner);
    const season = await create({ kind: "sum" });
    for (const id of [...evenings, guestEvening]) await api.season.addEvent({ seasonId: season.id, tournamentId: id });
    const { view } = await api.season.get({ seasonId: season.id });
    const guest = view.rows.find((r) => r.name === "Gast Anna")!;
    const anna = view.rows.find((r) => r.key === `member:${members[0]!.id}`)!;
    const partner = view.rows.find((r) => r.key === `member:${members[1]!.id}`)!;
    expect(guest.guest).toBe(true);

    // Anna's partner sat beside the guest that evening: two people.
    const met = await failure(api.season.previewMerge({ seasonId: season.id, fromKey: guest.key, intoKey: partner.key }));
    expect(met.code).toBe("BAD_REQUEST");
    expect(met.message).toMatch(/Abend 2026-05-07/);

    const preview = await api.season.previewMerge({ seasonId: season.id, fromKey: guest.key, intoKey: anna.key });
    expect(preview.from.events).toEqual(["Abend 2026-05-07"]);
    expect(preview.after).toMatchObject({ rounds: 4, value: 400 });
    // Member 1 played all four evenings (400); with the guest evening Anna draws level with him.
    expect(preview.moved.find((r) => r.key === anna.key)).toMatchObject({ before: 2, after: 1 });

    const merge = await api.season.merge({ seasonId: season.id, fromKey: guest.key, intoKey: anna.key });
    const merged = (await api.season.get({ seasonId: season.id })).view.rows;
    expect(merged.find((r) => r.key === guest.key)).toBeUndefined();
    expect(merged.find((r) => r.key === anna.key)).toMatchObject({ total: 400, rounds: 4 });
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.seasonId, season.id));
    expect(trail.map((a) => a.action)).toEqual(["season.merge"]);
    expect(await failure(api.season.merge({ seasonId: season.id, fromKey: guest.key, intoKey: anna.key }))).toMatchObject({ code: "BAD_REQUEST" });

    await api.season.undoMerge({ seasonId: season.id, mergeId: merge.id });
    const undone = await api.season.get({ seasonId: season.id });
    expect(undone.view.rows.find((r) => r.key === guest.key)).toMatchObject({ total: 100, rounds: 1 });
    expect(undone.merges[0]).toMatchObject({ fromName: "Gast Anna", undoneAt: expect.any(Date) });
    expect((await t.db.select().from(auditLog).where(eq(auditLog.seasonId, season.id))).map((a) => a.action).sort()).toEqual(["season.merge", "season.mergeUndone"]);
  });

  it("refuses bad input with its field", async () => {
    const api = callerFor(t.db, owner);
    const endsEarly = await failure(create({ kind: "sum" }, { window: { kind: "range", from: "2026-12-31", to: "2026-01-01" } }));
    expect(endsEarly.cause).toMatchObject({ field: "window.to" });
    expect((await failure(create({ kind: "bestOf" }))).cause).toMatchObject({ field: "rule.best" });
    expect((await failure(create({ kind: "average" }))).cause).toMatchObject({ field: "rule.minRounds" });
    const doko = await failure(api.season.create({ clubId, name: "Doko", game: "doppelkopf", subject: "pairs", rule: { kind: "sum" }, window: { kind: "rolling", months: 12 } }));
    expect(doko.cause).toMatchObject({ field: "subject" });

    // An event of another game.
    const dokoSeason = await api.season.create({ clubId, name: "Doko-Wertung", game: "doppelkopf", rule: { kind: "sum" }, window: { kind: "rolling", months: 12 } });
    const otherGame = await failure(api.season.addEvent({ seasonId: dokoSeason.id, tournamentId: evenings[0]! }));
    expect(otherGame.cause).toMatchObject({ field: "tournamentId" });
  });

  it("another club's organizer and anonymous callers are refused; a joined club adds only its own events", async () => {
    const api = callerFor(t.db, owner);
    const season = await create({ kind: "sum" });
    await api.season.addEvent({ seasonId: season.id, tournamentId: evenings[0]! });
    const stranger = await makeUser(t.db, "Fremd");
    const strangerApi = callerFor(t.db, stranger);
    const otherClub = await strangerApi.club.create({ name: "Nachbarverein" });
    const otherMembers = await addMembers(t.db, otherClub.id, 4);
    const theirs = await strangerApi.tournament.create({ clubId: otherClub.id, name: "Nachbarabend", date: "2026-06-04", roundsPlanned: 1 });
    void otherMembers;

    // Each call starts when its turn comes, so no refusal is left unawaited.
    for (const call of [
      () => strangerApi.season.get({ seasonId: season.id }),
      () => strangerApi.season.addEvent({ seasonId: season.id, tournamentId: theirs.id }),
      () => strangerApi.season.removeEvent({ seasonId: season.id, tournamentId: evenings[0]! }),
      () => strangerApi.season.update({ seasonId: season.id, version: 1, name: "Gekapert", rule: { kind: "sum" }, window: { kind: "rolling", months: 3 } }),
      () => strangerApi.season.join({ seasonId: season.id, clubId: otherClub.id }),
    ])
      expect((await failure(call())).code).toBe("FORBIDDEN");
    expect((await failure(callerFor(t.db, null).season.get({ seasonId: season.id }))).code).toBe("UNAUTHORIZED");

    // Invited and joined: the neighbour counts its own evening, not the owner's, and cannot touch the settings.
    await api.season.inviteClub({ seasonId: season.id, clubSlug: otherClub.slug });
    expect((await failure(strangerApi.season.addEvent({ seasonId: season.id, tournamentId: theirs.id }))).code).toBe("FORBIDDEN");
    await strangerApi.season.join({ seasonId: season.id, clubId: otherClub.id });
    await strangerApi.season.addEvent({ seasonId: season.id, tournamentId: theirs.id });
    expect((await failure(strangerApi.season.removeEvent({ seasonId: season.id, tournamentId: evenings[0]! }))).code).toBe("FORBIDDEN");
    expect((await failure(strangerApi.season.update({ seasonId: season.id, version: 1, name: "Gekapert", rule: { kind: "sum" }, window: { kind: "rolling", months: 3 } }))).code).toBe("FORBIDDEN");
    const mine = await strangerApi.season.get({ seasonId: season.id });
    expect(mine.owner).toBe(false);
    expect(mine.candidates.every((c) => c.club === "Nachbarverein")).toBe(true);
    expect((await api.season.get({ seasonId: season.id })).view.events.map((e) => e.name)).toEqual(["Abend 2026-02-05", "Nachbarabend"]);
    // The owner's event of a club that did not join: refused with its field.
    const third = await makeUser(t.db, "Dritter");
    const thirdClub = await callerFor(t.db, third).club.create({ name: "Drittverein" });
    const thirdEvent = await callerFor(t.db, third).tournament.create({ clubId: thirdClub.id, name: "Drittabend", date: "2026-06-05", roundsPlanned: 1 });
    expect((await failure(api.season.addEvent({ seasonId: season.id, tournamentId: thirdEvent.id }))).cause).toMatchObject({ field: "tournamentId" });
  });
});
