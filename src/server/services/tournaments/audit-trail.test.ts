// The audit trail records every change an organizer or a table's device makes (issue 14): a small Klammern
// tournament walked from check-in to the closed round, each step one entry with the right actor, written in the
// transaction of the change (an idempotent repeat writes none).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { addGuestPairs, roundRow } from "../../../../test/tournament-fixtures";
import { deal } from "../../../../test/table-entry-fixture";
import { createCaller } from "../../api/root";
import { entrants } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { captainSignIn } from "../table-entry/captain-sign-in";
import { loadCaptainSession } from "../table-entry/load-captain-session";
import { normalizeCode } from "../rounds/table-code-format";
import { ofGame } from "../../../../test/fixtures/game-view";

describe.each(drivers)("the audit trail (%s)", (driver) => {
  let t: TestDb;
  let anna: SessionUser;

  beforeAll(async () => {
    t = await createTestDb(driver);
    anna = await makeUser(t.db, "Anna");
  });
  afterAll(async () => t?.dispose());

  const signIn = (code: string, deviceId: string) => captainSignIn({ ctx: { db: t.db, user: null, clientAddress: "10.1.0.1" }, input: { code, deviceId } });
  const device = async (token: string) => createCaller({ db: t.db, user: null, clientAddress: "10.1.0.1", captain: await loadCaptainSession(t.db, token) });

  it("records check-in, pairing, swap, publishing, codes, takeover, deals entered and undone, and the close", async () => {
    const api = callerFor(t.db, anna);
    const club = await api.club.create({ name: "Protokollclub" });
    const x = await api.tournament.create({ clubId: club.id, name: "Protokollturnier", date: "2026-12-12", roundsPlanned: 2, matchFormat: { kind: "deals", deals: 2 } });
    const pairs = await addGuestPairs(t.db, anna, x.id, 4, false);
    await api.tournament.checkIn({ entrantId: pairs[0]!.id, version: pairs[0]!.version });
    await api.tournament.checkInAll({ tournamentId: x.id });

    // Pair, throw the draft away, pair again, swap the two E/W pairs, publish (which issues the codes).
    const first = await api.round.pair({ tournamentId: x.id, round: 1 });
    await api.round.discardDraft({ roundId: first.roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    const { roundId } = await api.round.pair({ tournamentId: x.id, round: 1 });
    const draft = await api.round.get({ tournamentId: x.id, round: 1 });
    await api.round.swap({ roundId, version: draft.round.version, a: draft.tables[0]!.ew!.id, b: draft.tables[1]!.ew!.id });
    await api.round.publish({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    await api.table.issueCodes({ tournamentId: x.id, round: 1 }); // every code in place: nothing new to record

    // Table 2's captain code is revoked, then reissued; a device signs in with the new one.
    const sheet = await api.table.listCodes({ tournamentId: x.id, round: 1 });
    const [table1, table2] = sheet.tables;
    await api.table.revokeCode({ codeId: table2!.captain!.id });
    const reissued = await api.table.reissueCode({ matchId: table2!.matchId, side: "captain" });
    const code = normalizeCode(reissued.tables[1]!.captain!.code)!;
    const held = await signIn(code, "device-a-0123456789abcdef");

    // The office enters table 1's first deal (sent twice), the device table 2's (sent twice).
    const office = await api.result.getMatch({ matchId: table1!.matchId });
    const officeDeal = { matchId: table1!.matchId, matchVersion: office.match.version, number: 1, record: deal(office.nextDealer!), idempotencyKey: "office-deal-1" };
    await api.result.submitDeal(officeDeal);
    await api.result.submitDeal(officeDeal);
    const captain = await device(held.token);
    const view = ofGame(await captain.table.match({ matchId: table2!.matchId }), "klammern");
    const captainDeal = { matchId: table2!.matchId, matchVersion: view.match.version, number: 1, record: deal(view.nextDealer!), idempotencyKey: crypto.randomUUID() };
    const stored = await captain.table.submitDeal(captainDeal);
    expect((await captain.table.submitDeal(captainDeal)).replayed).toBe(true);

    // A second device takes table 2 over with the organizer's approval and takes its deal back; the office undoes table 1's.
    const takeover = await signIn(code, "device-b-0123456789abcdef");
    expect(takeover.session.status).toBe("pending");
    await api.table.approveTakeover({ sessionId: takeover.session.id });
    await (await device(takeover.token)).table.undoDeal({ matchId: table2!.matchId, matchVersion: stored.matchVersion });
    await api.result.undoLastDeal({ matchId: table1!.matchId, matchVersion: (await api.result.getMatch({ matchId: table1!.matchId })).match.version });

    // Both tables unfinished: closed with a result each; then a pair withdraws.
    const round = (await roundRow(t.db, x.id, 1))!;
    const result = { nsOutcome: "win", ewOutcome: "loss", nsPoints: 100, ewPoints: 64, reason: "Zeit abgelaufen" } as const;
    await api.result.closeRound({ roundId, version: round.version, adjustments: [{ matchId: table1!.matchId, ...result }, { matchId: table2!.matchId, ...result }] });
    const [leaving] = await t.db.select().from(entrants).where(eq(entrants.id, pairs[3]!.id));
    await api.tournament.withdraw({ entrantId: leaving!.id, version: leaving!.version });

    const { entries } = await api.result.auditLog({ tournamentId: x.id });
    const count = (action: string) => entries.filter((e) => e.action === action).length;
    const byAnna = ["check-in-entrant", "check-in-all", "discard-draft-round", "swap-entrants", "publish-round", "issue-table-codes", "revoke-table-code", "reissue-table-code", "approve-takeover", "close-round", "withdraw-entrant"];
    for (const action of byAnna) expect([action, count(action)]).toEqual([action, 1]);
    expect(count("pair-round")).toBe(2);
    expect(count("enter-deal")).toBe(2);
    expect(count("undo-deal")).toBe(2);
    expect(count("adjust-match")).toBe(2);
    const devices = entries.filter((e) => e.actorName.startsWith("Kapitän"));
    expect(devices.map((e) => [e.action, e.actorName]).sort()).toEqual([
      ["enter-deal", "Kapitän Tisch 2"],
      ["undo-deal", "Kapitän Tisch 2"],
    ]);
    expect(entries.filter((e) => !e.actorName.startsWith("Kapitän")).every((e) => e.actorName === "Anna")).toBe(true);

    const find = (action: string) => entries.find((e) => e.action === action)!;
    expect(find("check-in-all").after).toMatchObject({ entrants: "2, 3, 4", status: "checked-in" });
    expect(find("check-in-entrant")).toMatchObject({ before: { entrant: 1, status: "registered" }, after: { entrant: 1, status: "checked-in" } });
    expect(find("publish-round").after).toEqual({ round: 1, status: "published" });
    expect(find("issue-table-codes").after).toEqual({ round: 1, tables: "1, 2" });
    expect(find("revoke-table-code").after).toMatchObject({ round: 1, table: 2, side: "captain", status: "revoked" });
    expect(find("approve-takeover").after).toMatchObject({ round: 1, table: 2, status: "active" });
    expect(entries.find((e) => e.action === "enter-deal" && e.actorName === "Anna")!.after).toMatchObject({ round: 1, table: 1, deal: 1 });
    expect(entries.find((e) => e.action === "undo-deal" && e.actorName === "Kapitän Tisch 2")!.before).toMatchObject({ round: 1, table: 2, deal: 1 });
    expect(find("close-round").after).toEqual({ round: 1, status: "closed", adjusted: 2 });
    expect(find("withdraw-entrant").after).toMatchObject({ entrant: 4, status: "withdrawn", withdrawnAfterRound: 1 });
  });
});
