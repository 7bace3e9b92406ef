// A club's own evenings count as played once the organizer finishes them: only then does the placement rule
// charge a missed evening (a running evening charges nobody yet, decision 51). Two Klammern evenings: members
// 0+1 play both, 2+3 only the first, 4+5 only the second; each evening's round is played and closed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { addMembers, finishRound, roundRow } from "../../../../test/tournament-fixtures";
import type { SessionUser } from "../_shared/context";

describe.each(drivers)("a season counts finished evenings as played (%s)", (driver) => {
  let t: TestDb;
  let owner: SessionUser;
  let clubId: string;
  let members: { id: string; firstName: string; lastName: string }[];

  /** One evening of two pairs of members, its only round played and closed: the tournament still runs. */
  async function evening(date: string, a: [number, number], b: [number, number]) {
    const api = callerFor(t.db, owner);
    const x = await api.tournament.create({ clubId, name: `Abend ${date}`, date, roundsPlanned: 1 });
    for (const [p, q] of [a, b])
      await api.tournament.registerEntrant({
        tournamentId: x.id,
        player1: { kind: "member", memberId: members[p]!.id },
        player2: { kind: "member", memberId: members[q]!.id },
        checkIn: true,
      });
    const { roundId } = await api.round.pair({ tournamentId: x.id, round: 1 });
    await api.round.publish({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    await finishRound(t.db, roundId);
    return x.id;
  }

  beforeAll(async () => {
    t = await createTestDb(driver);
    owner = await makeUser(t.db, "Saisonleitung");
    clubId = (await callerFor(t.db, owner).club.create({ name: "Abendwertung e.V." })).id;
    members = await addMembers(t.db, clubId, 6);
  });
  afterAll(async () => t?.dispose());

  it("charges a missed evening only once that evening is finished, and no longer once it is reopened", async () => {
    const api = callerFor(t.db, owner);
    const first = await evening("2026-03-05", [0, 1], [2, 3]);
    const second = await evening("2026-04-02", [0, 1], [4, 5]);
    const season = await api.season.create({
      clubId,
      name: "Abende 2026",
      game: "klammern",
      rule: { kind: "placement", index: true, missedEvening: true },
      window: { kind: "range", from: "2026-01-01", to: "2026-12-31" },
    });
    for (const id of [first, second]) await api.season.addEvent({ seasonId: season.id, tournamentId: id });
    const name = (i: number) => `${members[i]!.firstName} ${members[i]!.lastName}`;
    /** Each member's missed evenings as the season's rows show them. */
    const missed = async () => {
      const { view } = await api.season.get({ seasonId: season.id });
      return Object.fromEntries(
        [0, 2, 4].map((i) => [i, view.rows.find((r) => r.name === name(i))!.events.filter((e) => e.kind === "missed").map((e) => e.event)]),
      );
    };

    // Both evenings closed but running: nobody is charged yet.
    expect(await missed()).toEqual({ 0: [], 2: [], 4: [] });

    // The second evening finished: 2 and 3 missed it; the first still runs, so 4 and 5 are not charged for it.
    const version = async (id: string) => (await api.tournament.get({ tournamentId: id })).version;
    await api.tournament.finish({ tournamentId: second, version: await version(second) });
    expect(await missed()).toEqual({ 0: [], 2: [second], 4: [] });
    const { view } = await api.season.get({ seasonId: season.id });
    const charged = view.rows.find((r) => r.name === name(2))!.events.find((e) => e.kind === "missed")!;
    expect(charged).toMatchObject({ counted: true, total: -150, placementPoints: -3, running: false });

    // Both finished: each missed evening is charged; reopened, the evening charges nobody again.
    await api.tournament.finish({ tournamentId: first, version: await version(first) });
    expect(await missed()).toEqual({ 0: [], 2: [second], 4: [first] });
    await api.tournament.reopen({ tournamentId: first, version: await version(first), reason: "Ergebnis prüfen" });
    expect(await missed()).toEqual({ 0: [], 2: [second], 4: [] });
  });
});
