// The home page's list: public tournaments running now, finished today or coming up, across clubs; never unlisted
// ones, never an old "running" or finished one or a day that passed without a round.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, ctxFor, makeUser } from "../../../../test/services";
import { tournaments } from "../../db/schema";
import { CURRENT_PUBLIC_LIMIT, clubToday, listCurrentPublicTournaments, listCurrentPublicTournamentsInput } from "./list-current-public-tournaments";

const TODAY = "2026-06-10";

describe.each(drivers)("the home page's current public tournaments (%s)", (driver) => {
  let t: TestDb;
  let caller: ReturnType<typeof callerFor>;
  let clubA: string;
  let clubB: string;

  const make = async (clubId: string, name: string, date: string, visibility: "public" | "unlisted", status: "draft" | "running" | "finished") => {
    const x = await caller.tournament.create({ clubId, name, date, roundsPlanned: 3, visibility });
    if (status !== "draft") await t.db.update(tournaments).set({ status }).where(eq(tournaments.id, x.id));
    return x.slug;
  };
  const list = async (today = TODAY) =>
    listCurrentPublicTournaments({ ctx: ctxFor(t.db, null), input: listCurrentPublicTournamentsInput.parse({ today }) });

  beforeAll(async () => {
    t = await createTestDb(driver);
    caller = callerFor(t.db, await makeUser(t.db, "Paula"));
    clubA = (await caller.club.create({ name: "Klammerclub Herz Bube" })).id;
    clubB = (await caller.club.create({ name: "Doko-Freunde Saar" })).id;
    await make(clubA, "Stadtmeisterschaft", TODAY, "public", "running");
    await make(clubB, "Nachtturnier", "2026-06-09", "public", "running");
    await make(clubA, "Sommerpokal", "2026-06-20", "public", "draft");
    await make(clubB, "Herbstturnier", "2026-09-01", "public", "draft");
    await make(clubA, "Heute Abend", TODAY, "public", "draft");
    // Never listed:
    await make(clubA, "Vereinsabend", TODAY, "unlisted", "running");
    await make(clubA, "Geheimer Pokal", "2026-06-20", "unlisted", "draft");
    await make(clubA, "Frühjahrsturnier", "2026-05-01", "public", "running"); // never closed, long over
    await make(clubA, "Ausgefallen", "2026-06-09", "public", "draft"); // its day passed without a round
    await make(clubB, "Wintermeisterschaft", TODAY, "public", "finished"); // listed as finished
    await make(clubB, "Altes Finale", "2026-05-02", "public", "finished");
  });
  afterAll(async () => t?.dispose());

  it("lists running ones first (latest date first), then today's finished ones, then upcoming ones soonest first, with club, date and game", async () => {
    const rows = await list();
    expect(rows.map((r) => r.name)).toEqual(["Stadtmeisterschaft", "Nachtturnier", "Wintermeisterschaft", "Heute Abend", "Sommerpokal", "Herbstturnier"]);
    expect(rows[2]!.status).toBe("finished");
    expect(rows[0]).toEqual({
      slug: expect.stringMatching(/^stadtmeisterschaft-/),
      name: "Stadtmeisterschaft",
      date: TODAY,
      venue: null,
      game: "klammern",
      status: "running",
      clubName: "Klammerclub Herz Bube",
    });
    expect(rows[1]!.clubName).toBe("Doko-Freunde Saar");
  });

  it("never lists unlisted tournaments, old running or finished ones, or passed days without a round", async () => {
    const names = (await list()).map((r) => r.name);
    for (const hidden of ["Vereinsabend", "Geheimer Pokal", "Frühjahrsturnier", "Ausgefallen", "Altes Finale"]) expect(names).not.toContain(hidden);
    // Two days on, yesterday's night tournament is over as well.
    expect((await list("2026-06-11")).map((r) => r.name)).toEqual(["Stadtmeisterschaft", "Wintermeisterschaft", "Sommerpokal", "Herbstturnier"]);
  });

  it("carries nothing but what the page shows", async () => {
    const text = JSON.stringify(await list());
    expect(text).not.toMatch(/"id"|clubId|seed|rules|format/);
  });

  it(`shows at most ${CURRENT_PUBLIC_LIMIT}`, async () => {
    const slugs: string[] = [];
    for (let i = 0; i < CURRENT_PUBLIC_LIMIT; i++) slugs.push(await make(clubB, `Serie ${i + 1}`, "2026-07-01", "public", "draft"));
    const rows = await list();
    expect(rows).toHaveLength(CURRENT_PUBLIC_LIMIT);
    expect(rows.slice(0, 6).map((r) => r.name)).toEqual(["Stadtmeisterschaft", "Nachtturnier", "Wintermeisterschaft", "Heute Abend", "Sommerpokal", "Serie 1"]);
    await t.db.delete(tournaments).where(inArray(tournaments.slug, slugs));
  });

  it("takes today's date in Germany by default", () => {
    expect(clubToday(new Date("2026-06-09T22:30:00Z"))).toBe("2026-06-10"); // 00:30 in summer time
    expect(clubToday(new Date("2026-01-09T22:30:00Z"))).toBe("2026-01-09"); // 23:30 in winter
    expect(listCurrentPublicTournamentsInput.safeParse({ today: "10.06.2026" }).success).toBe(false);
  });
});
