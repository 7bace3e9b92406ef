// Finishing a tournament and reopening it, on both databases: refused while a round is drafted or played (or none
// is closed), the audit entries, every change of rounds and results refused while finished and accepted again
// once reopened with a reason, and what the public snapshot and the exports then say.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, failure, makeUser } from "../../../../test/services";
import { addGuestPairs, roundRow } from "../../../../test/tournament-fixtures";
import { deal } from "../../../../test/table-entry-fixture";
import { errorData } from "../../api/errors";
import { auditLog, tournaments } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { exportStandings } from "../exports/export-standings";
import { loadPublicTournament } from "../public/public-tournament-data";

describe.each(drivers)("finishing a tournament (%s)", (driver) => {
  let t: TestDb;
  let anna: SessionUser;
  let bernd: SessionUser;

  beforeAll(async () => {
    t = await createTestDb(driver);
    anna = await makeUser(t.db, "Anna");
    bernd = await makeUser(t.db, "Bernd");
  });
  afterAll(async () => t?.dispose());

  const stored = async (id: string) => (await t.db.select().from(tournaments).where(eq(tournaments.id, id)))[0]!;
  const version = async (id: string) => (await stored(id)).version;

  /** Plays every table of round `n` to its end through the office's verb (two deals each). */
  async function playRound(tournamentId: string, n: number) {
    const api = callerFor(t.db, anna);
    const { tables } = await api.round.get({ tournamentId, round: n });
    for (const table of tables)
      for (let i = 0; i < 2; i++) {
        const m = await api.result.getMatch({ matchId: table.matchId });
        await api.result.submitDeal({ matchId: table.matchId, matchVersion: m.match.version, number: m.nextNumber, record: deal(m.nextDealer!) });
      }
    return tables.map((x) => x.matchId);
  }

  async function tournament(name: string) {
    const api = callerFor(t.db, anna);
    const club = await api.club.create({ name: `Club ${name}` });
    const x = await api.tournament.create({ clubId: club.id, name, date: "2026-12-12", roundsPlanned: 3, visibility: "public", matchFormat: { kind: "deals", deals: 2 } });
    await addGuestPairs(t.db, anna, x.id, 4);
    return x;
  }

  it("is refused while no round is closed or a round is drafted or played, then finishes with an audit entry", async () => {
    const api = callerFor(t.db, anna);
    const x = await tournament("Abschlussturnier");
    const refusal = async (text: RegExp) => {
      const e = await failure(api.tournament.finish({ tournamentId: x.id, version: await version(x.id) }));
      expect(e.code).toBe("BAD_REQUEST");
      const data = errorData(e);
      expect(data.de).toMatch(text);
      expect(data.en.length).toBeGreaterThan(10);
      expect(data.fieldErrors).toHaveProperty("tournamentId");
      expect((await stored(x.id)).status).not.toBe("finished");
    };
    await refusal(/noch keine Runde abgeschlossen/);
    const { roundId } = await api.round.pair({ tournamentId: x.id, round: 1 });
    await refusal(/Runde 1 ist als Entwurf/);
    await api.round.publish({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    await refusal(/Runde 1 wird noch gespielt/);
    await playRound(x.id, 1);
    await refusal(/Runde 1 wird noch gespielt/); // every table complete, the round not closed yet
    await api.result.closeRound({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });

    // Another club's organizer may not; a stale version is a conflict.
    expect((await failure(callerFor(t.db, bernd).tournament.finish({ tournamentId: x.id, version: await version(x.id) }))).code).toBe("FORBIDDEN");
    expect((await failure(api.tournament.finish({ tournamentId: x.id, version: (await version(x.id)) - 1 }))).code).toBe("CONFLICT");

    // One round of three is enough: the organizer decides the evening is over.
    const finished = await api.tournament.finish({ tournamentId: x.id, version: await version(x.id) });
    expect(finished.status).toBe("finished");
    expect(finished.finishedAt).toBeInstanceOf(Date);
    const got = await api.tournament.get({ tournamentId: x.id });
    expect(got).toMatchObject({ status: "finished", nextRoundToPair: null, canFinish: false });
    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.tournamentId, x.id), eq(auditLog.action, "finish-tournament")));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: anna.id, actorName: "Anna", entity: "tournament", entityId: x.id, before: { status: "running" }, after: { status: "finished", rounds: 1 } });
    const trail = await api.result.auditLog({ tournamentId: x.id });
    expect(JSON.stringify(trail)).toContain("finish-tournament");
    // Twice is refused, naming why.
    expect(errorData(await failure(api.tournament.finish({ tournamentId: x.id, version: await version(x.id) }))).de).toMatch(/bereits beendet/);
  });

  it("refuses every change of rounds and results while finished, and takes them again once reopened with a reason", async () => {
    const api = callerFor(t.db, anna);
    const x = await tournament("Wiederöffnung");
    const { roundId } = await api.round.pair({ tournamentId: x.id, round: 1 });
    await api.round.publish({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    const [matchId] = await playRound(x.id, 1);
    await api.result.closeRound({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    await api.tournament.finish({ tournamentId: x.id, version: await version(x.id) });

    const before = await stored(x.id);
    const view = await api.result.getMatch({ matchId: matchId! });
    const last = view.deals.at(-1)!;
    const correction = { dealId: last.id, version: last.version, record: deal(last.record.dealer as number, 90), reason: "Zahlendreher" };
    const pairs = (await api.tournament.listEntrants({ tournamentId: x.id })).entrants;
    const refusals = [
      () => api.round.pair({ tournamentId: x.id, round: 2 }),
      () => api.result.correctDeal(correction),
      () => api.result.undoLastDeal({ matchId: matchId!, matchVersion: view.match.version }),
      () => api.tournament.registerEntrant({ tournamentId: x.id, player1: { kind: "guest", name: "Spät A" }, player2: { kind: "guest", name: "Spät B" } }),
      () => api.tournament.withdraw({ entrantId: pairs[0]!.id, version: pairs[0]!.version }),
    ];
    for (const call of refusals) {
      const e = await failure(call());
      expect(e.code).toBe("BAD_REQUEST");
      expect(errorData(e)).toMatchObject({ de: expect.stringMatching(/Turnier ist beendet/), en: expect.stringMatching(/tournament is finished/) });
    }
    // Nothing changed.
    expect((await stored(x.id)).version).toBe(before.version);
    expect((await api.result.getMatch({ matchId: matchId! })).deals.map((d) => d.score)).toEqual(view.deals.map((d) => d.score));

    // Reopening needs a reason, named as the field, in both languages; nothing changes without one.
    for (const reason of ["", "  ", "ab"]) {
      const e = await failure(api.tournament.reopen({ tournamentId: x.id, version: before.version, reason }));
      expect(e.code).toBe("BAD_REQUEST");
      const field = errorData(e).fieldErrors?.reason?.[0];
      expect(field?.de).toMatch(/Begründung/);
      expect(field?.en).toMatch(/reason/);
    }
    expect((await failure(callerFor(t.db, bernd).tournament.reopen({ tournamentId: x.id, version: before.version, reason: "Fremd" }))).code).toBe("FORBIDDEN");
    expect((await stored(x.id)).status).toBe("finished");

    const reopened = await api.tournament.reopen({ tournamentId: x.id, version: before.version, reason: "Spiel 2 an Tisch 1 falsch notiert" });
    expect(reopened).toMatchObject({ status: "running", finishedAt: null });
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.tournamentId, x.id), eq(auditLog.action, "reopen-tournament")));
    expect(entry).toMatchObject({ actorId: anna.id, reason: "Spiel 2 an Tisch 1 falsch notiert", before: { status: "finished" }, after: { status: "running" } });
    expect(errorData(await failure(api.tournament.reopen({ tournamentId: x.id, version: reopened.version, reason: "nochmal" }))).de).toMatch(/nicht beendet/);

    // Open again: the correction and the next round are accepted.
    const fixed = await api.result.correctDeal(correction);
    expect(fixed.deal.version).toBe(last.version + 1);
    await api.round.pair({ tournamentId: x.id, round: 2 });
  });

  it("tells the public pages and the exports", async () => {
    const api = callerFor(t.db, anna);
    const x = await tournament("Endstandturnier");
    const { roundId } = await api.round.pair({ tournamentId: x.id, round: 1 });
    await api.round.publish({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    await playRound(x.id, 1);
    await api.result.closeRound({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    expect((await loadPublicTournament(t.db, x.id)).tournament).toMatchObject({ status: "running", finishedAt: null });
    const done = await api.tournament.finish({ tournamentId: x.id, version: await version(x.id) });
    expect((await loadPublicTournament(t.db, x.id)).tournament).toMatchObject({ status: "finished", finishedAt: done.finishedAt });
    const exported = await exportStandings({ ctx: { db: t.db, user: null, clientAddress: "127.0.0.1" }, input: { slug: x.slug } });
    expect(exported.tournament).toMatchObject({ status: "finished", finishedAt: done.finishedAt!.toISOString() });
  });
});
