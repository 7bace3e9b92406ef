// A tournament's time zone (issue 27): the round clock's "Beginn um 09:30" is the hall's clock in the tournament's
// zone, never the zone of the organizer's browser or of the server; the zone is a setting checked by Intl.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { timeIn } from "@/lib/time-zone";
import { drivers } from "../../../../test/db";
import { doppelkopfClub, doppelkopfTournament } from "../../../../test/doppelkopf-fixtures";
import { trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { rounds, tournaments } from "../../db/schema";
import { startOfWallTime } from "./start-round-clock";

const processZone = process.env.TZ;
afterEach(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe.each(["UTC", "America/New_York"])("a wall time typed in the hall, the server in %s", (tz) => {
  it("09:30 in Europe/Berlin on a winter morning is 08:30Z; a time ahead of now is yesterday's", () => {
    process.env.TZ = tz;
    const now = Date.parse("2026-12-06T10:00:00Z");
    expect(startOfWallTime("09:30", "Europe/Berlin", now).toISOString()).toBe("2026-12-06T08:30:00.000Z");
    expect(startOfWallTime("09:30", "America/New_York", Date.parse("2026-12-06T15:00:00Z")).toISOString()).toBe("2026-12-06T14:30:00.000Z");
    // Ten past midnight in Berlin: a round begun at 23:40 began yesterday.
    expect(startOfWallTime("23:40", "Europe/Berlin", Date.parse("2026-12-05T23:10:00Z")).toISOString()).toBe("2026-12-05T22:40:00.000Z");
  });
});

describe.each(drivers)("the tournament's time zone (%s)", (driver) => {
  const club = doppelkopfClub(driver);

  it("is Europe/Berlin by default, set on create and edit in its canonical spelling, and a zone Intl does not know is a field error", async () => {
    const x = await club.api().tournament.create({ clubId: club.clubId, game: "doppelkopf", name: "Doko-Abend", date: "2026-12-12", roundsPlanned: 3 });
    expect(x.timeZone).toBe("Europe/Berlin");
    const k = await club.api().tournament.create({ clubId: club.clubId, name: "Klammerabend", date: "2026-12-12", roundsPlanned: 3, timeZone: "america/new_york" });
    expect(k.timeZone).toBe("America/New_York");
    for (const bad of ["Mars/Olympus", "+01:00", ""]) {
      const refused = errorData(await trpcError(club.api().tournament.update({ tournamentId: x.id, version: x.version, timeZone: bad })));
      expect(refused.fieldErrors?.timeZone?.[0]?.de, bad).toMatch(/Zeitzone/);
      expect(refused.fieldErrors?.timeZone?.[0]?.en, bad).toMatch(/time zone/);
    }
    const created = errorData(await trpcError(club.api().tournament.create({ clubId: club.clubId, name: "Abendturnier", date: "2026-12-12", roundsPlanned: 1, timeZone: "Berlin" })));
    expect(Object.keys(created.fieldErrors ?? {})).toEqual(["timeZone"]);
    expect((await club.db.select().from(tournaments).where(eq(tournaments.id, x.id)))[0]!.timeZone).toBe("Europe/Berlin");
    const moved = await club.api().tournament.update({ tournamentId: x.id, version: x.version, timeZone: "Europe/London" });
    expect(moved.timeZone).toBe("Europe/London");
  });

  it.each(["UTC", "America/New_York"])("the clock started at a wall time stores that instant and reads back as typed (server in %s)", async (tz) => {
    process.env.TZ = tz;
    const x = await doppelkopfTournament(club, 4, { minutesPerRound: { four: 100, five: 125 } });
    const { roundId } = await club.api().round.pair({ tournamentId: x.id, round: 1 });
    const [row] = await club.db.select().from(rounds).where(eq(rounds.id, roundId));
    await club.api().round.publish({ roundId, version: row!.version });
    // Twenty minutes ago by the hall's clock in Berlin, typed as the organizer reads it off the wall.
    const typed = timeIn(new Date(Date.now() - 20 * 60_000), "Europe/Berlin");
    const started = await club.api().round.startClock({ roundId, startTime: typed });
    const minute = Math.floor((Date.now() - 20 * 60_000) / 60_000) * 60_000;
    expect(Math.abs(started.startedAt.getTime() - minute)).toBeLessThanOrEqual(60_000);
    expect(timeIn(started.startedAt, "Europe/Berlin")).toBe(typed);
    const round = await club.api().round.get({ tournamentId: x.id, round: 1 });
    expect(round.tournament.timeZone).toBe("Europe/Berlin");
    expect(timeIn(round.round.clockStartedAt!, round.tournament.timeZone)).toBe(typed);
    // A time that is no time of day is refused naming the field; the stored start stays.
    const bad = errorData(await trpcError(club.api().round.startClock({ roundId, startTime: "25:00" })));
    expect(bad.fieldErrors?.startTime?.[0]?.de).toMatch(/HH:MM/);
    expect((await club.db.select().from(rounds).where(eq(rounds.id, roundId)))[0]!.clockStartedAt).toEqual(started.startedAt);
  });
});
