// Doppelkopf entrants are single players, registered and corrected through the same verbs as Klammern pairs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { addMembers, trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import type { SessionUser } from "../_shared/context";

describe.each(drivers)("Doppelkopf players (%s)", (driver) => {
  let t: TestDb;
  let anna: SessionUser;
  let clubId: string;
  let memberIds: string[];
  let tournamentId: string;

  beforeAll(async () => {
    t = await createTestDb(driver);
    anna = await makeUser(t.db, "Anna");
    clubId = (await callerFor(t.db, anna).club.create({ name: "Doko-Runde Homburg" })).id;
    memberIds = (await addMembers(t.db, clubId, 3)).map((m) => m.id);
    tournamentId = (await api().tournament.create({ clubId, game: "doppelkopf", name: "Doko-Abend", date: "2026-12-12", roundsPlanned: 3 })).id;
  });
  afterAll(async () => t?.dispose());

  const api = () => callerFor(t.db, anna);

  it("registers members and guests as players with one player each", async () => {
    const member = await api().tournament.registerEntrant({ tournamentId, player1: { kind: "member", memberId: memberIds[0]! } });
    const guest = await api().tournament.registerEntrant({ tournamentId, player1: { kind: "guest", name: "Gerda Gast" }, checkIn: true });
    expect(member.players).toHaveLength(1);
    expect(guest.players).toEqual([{ memberId: null, playerNumber: null, name: "Gerda Gast", guest: true }]);
    expect([member.number, guest.number]).toEqual([1, 2]);
    const list = await api().tournament.listEntrants({ tournamentId });
    expect(list.entrants.map((e) => e.players.length)).toEqual([1, 1]);
    expect(list.availableMembers.map((m) => m.id)).not.toContain(memberIds[0]);
  });

  it("refuses a partner, and a member registered twice, naming the field", async () => {
    const partner = await trpcError(
      api().tournament.registerEntrant({ tournamentId, player1: { kind: "guest", name: "Eins" }, player2: { kind: "guest", name: "Zwei" } }),
    );
    expect(errorData(partner).fieldErrors?.player2?.[0]?.de).toMatch(/spielt jeder für sich/);
    const twice = await trpcError(api().tournament.registerEntrant({ tournamentId, player1: { kind: "member", memberId: memberIds[0]! } }));
    expect(errorData(twice).fieldErrors?.player1?.[0]?.de).toMatch(/ist schon gemeldet: Spieler 1/);
    expect((await api().tournament.listEntrants({ tournamentId })).entrants).toHaveLength(2);
  });

  it("a Klammern pair still needs its partner", async () => {
    const k = await api().tournament.create({ clubId, name: "Klammerabend", date: "2026-12-12", roundsPlanned: 3 });
    const alone = await trpcError(api().tournament.registerEntrant({ tournamentId: k.id, player1: { kind: "guest", name: "Allein" } }));
    expect(errorData(alone).fieldErrors?.player2?.[0]?.de).toBe("Ein Paar braucht zwei Spieler.");
  });

  it("corrects a player: the substitute replaces the one registered", async () => {
    const [first] = (await api().tournament.listEntrants({ tournamentId })).entrants;
    const edited = await api().tournament.updateEntrant({ entrantId: first!.id, version: first!.version, player1: { kind: "member", memberId: memberIds[1]! } });
    expect(edited.players.map((p) => p.memberId)).toEqual([memberIds[1]]);
  });
});
