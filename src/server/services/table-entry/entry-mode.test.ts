// The tournament option entryMode (summary | full) and the captain's full-record path: settings default, field
// error, freeze with the rules; a full record built with the engine's state API is accepted from a captain and
// stored with the engine's score.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { makeTournament, type Fixture } from "../../../../test/table-entry-fixture";
import { trpcError } from "../../../../test/tournament-fixtures";
import { applyKlammernEvent, klammernStateToRecord, newKlammernState, randomKlammernRecord, scoreRecord } from "@/engine";
import { createCaller } from "../../api/root";
import { errorData } from "../../api/errors";
import { deals, tournaments } from "../../db/schema";
import { captainSignIn } from "./captain-sign-in";
import type { SessionUser } from "../_shared/context";
import { loadCaptainSession } from "./load-captain-session";
import { normalizeCode } from "../rounds/table-code-format";
import { ofGame } from "../../../../test/fixtures/game-view";

describe.each(drivers)("entry mode (%s)", (driver) => {
  let t: TestDb;
  let anna: SessionUser;
  let bernd: SessionUser;
  let clubA: string;
  let fx: Fixture;
  let captainCode: string;

  beforeAll(async () => {
    t = await createTestDb(driver);
    anna = await makeUser(t.db, "Anna");
    bernd = await makeUser(t.db, "Bernd");
    clubA = (await callerFor(t.db, anna).club.create({ name: "Klammerfreunde Mainz" })).id;
    fx = await makeTournament(t.db, anna, { tables: 2, rounds: 1, deals: 2 });
    await t.db.update(tournaments).set({ entryMode: "full" }).where(eq(tournaments.id, fx.tournamentId));
    const sheet = await callerFor(t.db, anna).table.issueCodes({ tournamentId: fx.tournamentId, round: 1 });
    captainCode = normalizeCode(sheet.tables[0]!.captain!.code)!;
  });
  afterAll(async () => t?.dispose());

  const create = (extra: Record<string, unknown> = {}) =>
    callerFor(t.db, anna).tournament.create({ clubId: clubA, name: "Herbstturnier", date: "2026-10-03", roundsPlanned: 3, ...extra });

  it("defaults to summary entry and stores full entry when chosen", async () => {
    expect((await create()).entryMode).toBe("summary");
    expect((await create({ entryMode: "full" })).entryMode).toBe("full");
  });

  it("refuses an unknown entry mode as a field error in German and English, creating and changing nothing", async () => {
    const before = (await t.db.select().from(tournaments)).length;
    const err = await trpcError(create({ entryMode: "kartengenau" }));
    expect(err.code).toBe("BAD_REQUEST");
    const data = errorData(err);
    expect(Object.keys(data.fieldErrors ?? {})).toEqual(["entryMode"]);
    expect(data.fieldErrors!.entryMode![0]!.de).toMatch(/Eingabe am Tisch/);
    expect(data.fieldErrors!.entryMode![0]!.en).toMatch(/Table entry/);
    expect((await t.db.select().from(tournaments)).length).toBe(before);
    const x = await create();
    const bad = await trpcError(callerFor(t.db, anna).tournament.update({ tournamentId: x.id, version: x.version, entryMode: "alles" as "full" }));
    expect(errorData(bad).fieldErrors).toHaveProperty("entryMode");
    expect((await callerFor(t.db, anna).tournament.get({ tournamentId: x.id })).entryMode).toBe("summary");
  });

  it("changes until round 1 has started, then stays as it is; another club's organizer is refused", async () => {
    const x = await create();
    const caller = callerFor(t.db, anna);
    expect((await trpcError(callerFor(t.db, bernd).tournament.update({ tournamentId: x.id, version: x.version, entryMode: "full" }))).code).toBe("FORBIDDEN");
    const full = await caller.tournament.update({ tournamentId: x.id, version: x.version, entryMode: "full" });
    expect(full.entryMode).toBe("full");
    await t.db.update(tournaments).set({ rulesFrozenAt: new Date() }).where(eq(tournaments.id, x.id));
    const frozen = await trpcError(caller.tournament.update({ tournamentId: x.id, version: full.version, entryMode: "summary" }));
    expect(frozen.code).toBe("BAD_REQUEST");
    expect(errorData(frozen).fieldErrors!.entryMode![0]!.de).toMatch(/Eingabe am Tisch steht fest/);
    // The same value, sent along with other settings, is no change.
    const same = await caller.tournament.update({ tournamentId: x.id, version: full.version, entryMode: "full", venue: "Vereinsheim" });
    expect(same).toMatchObject({ entryMode: "full", venue: "Vereinsheim" });
  });

  it("accepts a full record from a captain in full mode and stores the engine's score; an illegal play is refused", async () => {
    const s = await captainSignIn({ ctx: { db: t.db, user: null, clientAddress: "10.9.0.1" }, input: { code: captainCode, deviceId: "device-full-0123456789abcdef" } });
    const c = createCaller({ db: t.db, user: null, clientAddress: "10.9.0.1", captain: await loadCaptainSession(t.db, s.token) });
    const view = ofGame(await c.table.match({}), "klammern");
    expect(view.tournament.entryMode).toBe("full");

    // The page's way: a state from the tapped hands and the tournament's rules, events applied one by one.
    const dealer = view.nextDealer ?? 0;
    expect(dealer).toBe(0); // the fixture's first dealer
    const played = randomKlammernRecord(3, { dealer });
    const start = newKlammernState({ players: 4, dealer, rules: view.tournament.rules, hands: played.play.hands, original: played.play.original });
    if (!start.ok) throw new Error("deal expected");
    let state = start.value;
    for (const ev of played.play.events) {
      const next = applyKlammernEvent(state, ev);
      if (!next.ok) throw new Error(JSON.stringify(next.errors));
      state = next.value;
    }
    const record = klammernStateToRecord(state) as unknown as Record<string, unknown>;

    // A card out of turn is refused with the engine's reason and stores nothing.
    const broken = { ...record, play: { ...played.play, events: [...played.play.events.slice(0, -2), played.play.events.at(-1)!, played.play.events.at(-2)!] } };
    const refused = await trpcError(c.table.submitDeal({ matchId: view.match.id, matchVersion: view.match.version, number: 1, record: broken, idempotencyKey: crypto.randomUUID() }));
    expect(refused.code).toBe("BAD_REQUEST");
    expect((await t.db.select().from(deals).where(eq(deals.matchId, view.match.id))).length).toBe(0);

    await c.table.submitDeal({ matchId: view.match.id, matchVersion: view.match.version, number: 1, record, idempotencyKey: crypto.randomUUID() });
    const [stored] = await t.db.select().from(deals).where(eq(deals.matchId, view.match.id));
    const expected = scoreRecord({ ...played, rules: view.tournament.rules });
    if (!expected.ok) throw new Error("score expected");
    expect(stored!.score).toEqual(expected.score);
    expect(stored!.enteredByCaptain).toBe(true);
    expect((stored!.record as { play?: unknown }).play).toBeTruthy();
    const after = await c.table.match({});
    expect(after.deals[0]!.score).toEqual(expected.score);
    expect(after.nextNumber).toBe(2);
  });
});
