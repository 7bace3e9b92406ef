// What a deal stores: the engine's normalized copy of the record. Keys that are no field of the record format
// are refused with the field named (a 10 MB summary.note was once stored and served in deals.jsonl).
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomKlammernRecord } from "@/engine";
import { makeTournament, seatRound, summaryDeal } from "../../../../test/fixtures/tournament";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { errorData } from "../../api/errors";
import { deals } from "../../db/schema";
import type { SessionUser } from "../_shared/context";

async function refusal(promise: Promise<unknown>) {
  const e = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(TRPCError);
  const err = e as TRPCError;
  expect(err.code).toBe("BAD_REQUEST");
  const codes = (err.cause as z.ZodError).issues.map((i) => (i as { params?: { engineCode?: string } }).params?.engineCode);
  const fieldErrors = errorData(err).fieldErrors ?? {};
  const text = Object.values(fieldErrors)
    .flat()
    .map((m) => `${m.de} ${m.en}`)
    .join(" ");
  return { codes, fields: Object.keys(fieldErrors), text };
}

describe.each(drivers)("stored deal records (%s)", (driver) => {
  let t: TestDb;
  let anna: SessionUser;
  let matchId: string;
  const api = () => callerFor(t.db, anna);
  const submit = async (record: Record<string, unknown>) => {
    const view = await api().result.getMatch({ matchId });
    return api().result.submitDeal({ matchId, matchVersion: view.match.version, number: view.deals.length + 1, record });
  };

  beforeAll(async () => {
    t = await createTestDb(driver);
    anna = await makeUser(t.db, "Anna");
    const f = await makeTournament(t.db, anna, { pairs: 2 });
    const r = await seatRound(t.db, f.tournament, 1, [[f.pairs[0]!, f.pairs[1]!]], { firstDealer: 0 });
    matchId = r.matches[0]!.id;
  });
  afterAll(async () => t?.dispose());

  it.each([
    { where: "summary", record: { ...summaryDeal(0, 100), summary: { ...summaryDeal(0, 100).summary, note: "x".repeat(5000) } }, field: "record.summary.note" },
    { where: "meld", record: summaryDeal(0, 100, { melds: [{ seat: 0, kind: "terz", suit: "S", top: "K", note: "x" }] }), field: "record.summary.melds.0.note" },
    { where: "record", record: { ...summaryDeal(0, 100), note: "x" }, field: "record.note" },
  ])("an unknown key in the $where is refused, naming it", async ({ record, field }) => {
    const r = await refusal(submit(record));
    expect(r.codes).toContain("FIELD_UNKNOWN");
    expect(r.fields).toContain(field);
    expect(r.text).toMatch(/Unbekanntes Feld „note“/);
    expect(r.text).toMatch(/Unknown field "note"/);
    expect(await t.db.select().from(deals).where(eq(deals.matchId, matchId))).toHaveLength(0);
  });

  it("an unknown key in an event is refused, naming it", async () => {
    let seed = 1;
    while (randomKlammernRecord(seed, { dealer: 0 }).play.events.length < 8) seed++;
    const record = JSON.parse(JSON.stringify(randomKlammernRecord(seed, { dealer: 0 }))) as { play: { events: Record<string, unknown>[] } };
    record.play.events[7]!.note = "x";
    const r = await refusal(submit(record as unknown as Record<string, unknown>));
    expect(r.codes).toContain("EVENT_INVALID");
    expect(r.fields).toContain("record.play.events.7");
    expect(r.text).toMatch(/note/);
  });

  it("stores the normalized record: its known fields only, without rules", async () => {
    const record = {
      summary: { cardPoints: [100, 64], bella: null, melds: [], chosen: "original", trump: "H", declarer: 0 },
      rules: { preset: "house" },
      dealer: 0,
      players: 4,
      game: "klammern",
    };
    await submit(record);
    const [stored] = await t.db.select().from(deals).where(eq(deals.matchId, matchId));
    // jsonb keeps its own key order; the export writes the documented one (exports.test.ts).
    expect(stored!.record).toEqual({
      game: "klammern",
      players: 4,
      dealer: 0,
      summary: { declarer: 0, trump: "H", chosen: "original", melds: [], bella: null, cardPoints: [100, 64] },
    });
  });
});
