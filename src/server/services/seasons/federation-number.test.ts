// One person across clubs (issue 29): a member of club A and a guest in club B's tournament who carry the same
// federation (DDV) number, typed in two spellings, are one row of a season that counts both clubs' evenings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankSeason } from "@/seasons";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { addMembers, finishRound, roundRow } from "../../../../test/tournament-fixtures";
import type { SessionUser } from "../_shared/context";
import { loadSeasonInput } from "./season-input";

type Player = { kind: "member"; memberId: string } | { kind: "guest"; name: string; federationNumber?: string };

describe.each(drivers)("the same person by federation number across clubs (%s)", (driver) => {
  let t: TestDb;
  let ownerA: SessionUser;
  let ownerB: SessionUser;
  let clubA: { id: string; slug: string };
  let clubB: { id: string; slug: string };
  let annaId: string;
  let eveningA: string;
  let eveningB: string;

  /** One Klammern evening of two pairs, one round: the first pair wins `won`:`lost`. */
  async function evening(owner: SessionUser, clubId: string, date: string, first: [Player, Player], second: [Player, Player], won: number, lost: number) {
    const api = callerFor(t.db, owner);
    const x = await api.tournament.create({ clubId, name: `Abend ${date}`, date, roundsPlanned: 1 });
    const winners = await api.tournament.registerEntrant({ tournamentId: x.id, player1: first[0], player2: first[1], checkIn: true });
    await api.tournament.registerEntrant({ tournamentId: x.id, player1: second[0], player2: second[1], checkIn: true });
    const { roundId } = await api.round.pair({ tournamentId: x.id, round: 1 });
    await api.round.publish({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    await finishRound(t.db, roundId, (ns) => (ns === winners.id ? [won, lost] : [lost, won]));
    return x.id;
  }

  const member = (memberId: string): Player => ({ kind: "member", memberId });

  beforeAll(async () => {
    t = await createTestDb(driver);
    ownerA = await makeUser(t.db, "Vorstand A");
    ownerB = await makeUser(t.db, "Vorstand B");
    clubA = await callerFor(t.db, ownerA).club.create({ name: "Klammerfreunde Saarbrücken" });
    clubB = await callerFor(t.db, ownerB).club.create({ name: "Klammerclub Pfalz" });
    const a = await addMembers(t.db, clubA.id, 3);
    const b = await addMembers(t.db, clubB.id, 3);
    // Anna is a member of club A, her federation number entered on the member list.
    const anna = await callerFor(t.db, ownerA).member.create({ clubId: clubA.id, firstName: "Anna", lastName: "Schmidt", federationNumber: "DDV-4711" });
    annaId = anna.id;
    eveningA = await evening(ownerA, clubA.id, "2026-03-05", [member(annaId), member(a[0]!.id)], [member(a[1]!.id), member(a[2]!.id)], 100, 64);
    // At club B she plays as a guest; the organizer types her number in another spelling.
    const guest: Player = { kind: "guest", name: "Anna S.", federationNumber: " ddv-4711" };
    eveningB = await evening(ownerB, clubB.id, "2026-04-02", [guest, member(b[0]!.id)], [member(b[1]!.id), member(b[2]!.id)], 90, 74);
  }, 60_000);
  afterAll(async () => t?.dispose());

  it("reads both evenings with one key for her, and ranks her once with both totals", async () => {
    const input = await loadSeasonInput(t.db, [eveningA, eveningB]);
    expect(input.events.map((e) => [e.id, e.results.filter((r) => r.key === "fed:DDV-4711").map((r) => r.rounds.map((x) => x.value))])).toEqual([
      [eveningA, [[100]]],
      [eveningB, [[90]]],
    ]);
    // Nobody else carries a number: members are keyed by their member id, guests by their seat.
    expect(input.events[0]!.results.filter((r) => r.key.startsWith("member:"))).toHaveLength(3);
    const standings = rankSeason(input, { kind: "sum" }, { kind: "range", from: "2026-01-01", to: "2026-12-31" });
    expect(standings.rows).toHaveLength(7); // 8 seats, one person twice
    expect(standings.rows[0]).toMatchObject({ key: "fed:DDV-4711", place: 1, total: 190, rounds: 2 });
    expect(standings.rows[0]!.events.map((e) => [e.event, e.counted])).toEqual([
      [eveningA, true],
      [eveningB, true],
    ]);
  });

  it("is one row of club A's season once club B joined and added its evening", async () => {
    const apiA = callerFor(t.db, ownerA);
    const apiB = callerFor(t.db, ownerB);
    const season = await apiA.season.create({
      clubId: clubA.id,
      name: "Saar-Pfalz-Rangliste 2026",
      game: "klammern",
      rule: { kind: "sum" },
      window: { kind: "range", from: "2026-01-01", to: "2026-12-31" },
    });
    await apiA.season.addEvent({ seasonId: season.id, tournamentId: eveningA });
    await apiA.season.inviteClub({ seasonId: season.id, clubSlug: clubB.slug });
    await apiB.season.join({ seasonId: season.id, clubId: clubB.id });
    await apiB.season.addEvent({ seasonId: season.id, tournamentId: eveningB });

    const { view } = await apiA.season.get({ seasonId: season.id });
    expect(view.events).toHaveLength(2);
    expect(view.rows).toHaveLength(7);
    const hers = view.rows.filter((r) => r.key === "fed:DDV-4711");
    expect(hers).toHaveLength(1);
    expect(hers[0]).toMatchObject({ place: 1, total: 190, rounds: 2 });
    expect(hers[0]!.events.map((e) => [e.name, e.counted])).toEqual([
      ["Abend 2026-03-05", true],
      ["Abend 2026-04-02", true],
    ]);
    expect(["Anna Schmidt", "Anna S."]).toContain(hers[0]!.name);
    // Her own member row is gone into it: no row of her member id, and no guest row for the evening at club B.
    expect(view.rows.some((r) => r.key === `member:${annaId}`)).toBe(false);
    expect(view.rows.filter((r) => r.guest && r.total === 90)).toEqual([]);
  });
});
