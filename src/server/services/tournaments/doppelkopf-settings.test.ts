// A Doppelkopf tournament's settings through the same verbs as Klammern: its own format (games and minutes per
// table size, seating, ranking) with the DDV defaults, the engine's rules check, and the frozen fields.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../../test/db";
import { doppelkopfClub } from "../../../../test/doppelkopf-fixtures";
import { trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { tournaments } from "../../db/schema";

describe.each(drivers)("Doppelkopf tournament settings (%s)", (driver) => {
  const club = doppelkopfClub(driver);
  const api = () => club.api();
  const create = (extra: Record<string, unknown> = {}) =>
    api().tournament.create({ clubId: club.clubId, game: "doppelkopf", name: "Doko-Abend", date: "2026-12-12", roundsPlanned: 3, ...extra } as never);

  it("creates a Doppelkopf tournament with the DDV format and the engine's ddv rules spelled out", async () => {
    const x = await create({ rules: { preset: "ddv" } });
    expect(x.game).toBe("doppelkopf");
    expect(x.format).toEqual({
      gamesPerTable: { four: 24, five: 30 },
      minutesPerRound: { four: 100, five: 125 },
      seatingMode: "draw",
      rankingMode: "total",
      playerTiebreaks: [],
      rankOnlyComplete: false,
    });
    expect(x.rules).toMatchObject({ preset: "ddv", deck: 48 });
    const [row] = await club.db.select().from(tournaments).where(eq(tournaments.id, x.id));
    expect(row!.format).not.toHaveProperty("matchFormat");
  });

  it("takes the club's choices and refuses what the engine or the format does not know, naming the field", async () => {
    const x = await create({ gamesPerTable: { four: 12, five: 15 }, seatingMode: "moving", rankingMode: "placement" });
    expect(x.format).toMatchObject({ gamesPerTable: { four: 12, five: 15 }, seatingMode: "moving", rankingMode: "placement" });
    const badRules = errorData(await trpcError(create({ rules: { preset: "ddv", schweinchen: "sometimes" } })));
    expect(Object.keys(badRules.fieldErrors ?? {})).toContain("rules");
    const badGames = errorData(await trpcError(create({ gamesPerTable: { four: 0, five: 30 } })));
    expect(Object.keys(badGames.fieldErrors ?? {})).toContain("gamesPerTable.four");
    const badGame = errorData(await trpcError(create({ game: "skat" })));
    expect(badGame.fieldErrors?.game?.[0]?.de).toMatch(/klammern.*doppelkopf/);
  });

  it("refuses Klammern's format fields on a Doppelkopf tournament and the reverse", async () => {
    const x = await create();
    const wrong = await trpcError(api().tournament.update({ tournamentId: x.id, version: x.version, matchFormat: { kind: "deals", deals: 8 } }));
    expect(errorData(wrong).fieldErrors?.matchFormat?.[0]?.de).toMatch(/bei Doppelkopf nicht/);
    const k = await api().tournament.create({ clubId: club.clubId, name: "Klammerabend", date: "2026-12-12", roundsPlanned: 3 });
    const reverse = await trpcError(api().tournament.update({ tournamentId: k.id, version: k.version, seatingMode: "standings" }));
    expect(errorData(reverse).fieldErrors?.seatingMode?.[0]?.de).toMatch(/bei Klammern nicht/);
    const changed = await api().tournament.update({ tournamentId: x.id, version: x.version, seatingMode: "standings", minutesPerRound: { four: 90, five: 110 } });
    expect(changed.format).toEqual({
      gamesPerTable: { four: 24, five: 30 },
      minutesPerRound: { four: 90, five: 110 },
      seatingMode: "standings",
      rankingMode: "total",
      playerTiebreaks: [],
      rankOnlyComplete: false,
    });
  });

  it("ties share the place unless tiebreaks are chosen before round 1; bad ones are refused naming the field, and they freeze", async () => {
    const x = await create({ playerTiebreaks: ["bestRound", "roundWins"], rankOnlyComplete: true });
    expect(x.format).toMatchObject({ playerTiebreaks: ["bestRound", "roundWins"], rankOnlyComplete: true });
    for (const bad of [["bestRound", "bestRound"], ["lot"], "bestRound"]) {
      const refused = errorData(await trpcError(create({ playerTiebreaks: bad })));
      expect(Object.keys(refused.fieldErrors ?? {}).some((k) => k.startsWith("playerTiebreaks")), JSON.stringify(bad)).toBe(true);
    }
    expect(Object.keys(errorData(await trpcError(create({ rankOnlyComplete: "ja" }))).fieldErrors ?? {})).toContain("rankOnlyComplete");
    const changed = await api().tournament.update({ tournamentId: x.id, version: x.version, playerTiebreaks: [], rankOnlyComplete: false });
    expect(changed.format).toMatchObject({ playerTiebreaks: [], rankOnlyComplete: false });
    await club.db.update(tournaments).set({ rulesFrozenAt: new Date() }).where(eq(tournaments.id, x.id));
    const frozen = await trpcError(api().tournament.update({ tournamentId: x.id, version: changed.version, playerTiebreaks: ["points"] }));
    expect(errorData(frozen).fieldErrors?.playerTiebreaks?.[0]?.de).toMatch(/Stechen stehen fest/);
    const onlyComplete = await trpcError(api().tournament.update({ tournamentId: x.id, version: changed.version, rankOnlyComplete: true }));
    expect(errorData(onlyComplete).fieldErrors).toHaveProperty("rankOnlyComplete");
    // A tournament stored before the options has their defaults: sending them again changes nothing frozen.
    const { playerTiebreaks: _t, rankOnlyComplete: _c, ...old } = changed.format as unknown as Record<string, unknown>;
    await club.db.update(tournaments).set({ format: old as never }).where(eq(tournaments.id, x.id));
    const same = await api().tournament.update({ tournamentId: x.id, version: changed.version, playerTiebreaks: [], rankOnlyComplete: false, name: "Doko-Abend alt" });
    expect(same.name).toBe("Doko-Abend alt");
    const other = await trpcError(api().tournament.update({ tournamentId: x.id, version: same.version, playerTiebreaks: ["bestRound"] }));
    expect(errorData(other).fieldErrors?.playerTiebreaks?.[0]?.de).toMatch(/Stechen stehen fest/);
  });

  it("keeps the format once round 1 has started; the name may still change", async () => {
    const x = await create();
    await club.db.update(tournaments).set({ rulesFrozenAt: new Date() }).where(eq(tournaments.id, x.id));
    const frozen = await trpcError(api().tournament.update({ tournamentId: x.id, version: x.version, gamesPerTable: { four: 8, five: 10 } }));
    expect(errorData(frozen).fieldErrors?.gamesPerTable?.[0]?.de).toMatch(/Spiele je Tisch stehen fest/);
    const [before] = await club.db.select().from(tournaments).where(eq(tournaments.id, x.id));
    expect(before!.format).toMatchObject({ gamesPerTable: { four: 24, five: 30 } });
    const renamed = await api().tournament.update({ tournamentId: x.id, version: x.version, name: "Doko-Abend im Advent" });
    expect(renamed.name).toBe("Doko-Abend im Advent");
  });
});
