// Doppelkopf entrants are single players, registered and corrected through the same verbs as Klammern pairs.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { addMembers, trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { entrantPlayers, members } from "../../db/schema";
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

  it("stores a guest's optional federation number, refuses a bad one on its field and one person twice in a tournament", async () => {
    const tid = (await api().tournament.create({ clubId, game: "doppelkopf", name: "Ranglistenabend", date: "2026-12-19", roundsPlanned: 3 })).id;
    const guestNumber = async () =>
      (await t.db.select().from(entrantPlayers).where(eq(entrantPlayers.tournamentId, tid))).map((p) => [p.guestName, p.guestFederationNumber]);
    const gerda = await api().tournament.registerEntrant({ tournamentId: tid, player1: { kind: "guest", name: "Gerda Gast", federationNumber: " ddv-12 " } });
    await api().tournament.registerEntrant({ tournamentId: tid, player1: { kind: "guest", name: "Ohne Nummer", federationNumber: "" } });
    expect(await guestNumber()).toEqual([
      ["Gerda Gast", "ddv-12"],
      ["Ohne Nummer", null],
    ]);

    const bad = await trpcError(api().tournament.registerEntrant({ tournamentId: tid, player1: { kind: "guest", name: "Falsch", federationNumber: "12/34" } }));
    expect(bad.code).toBe("BAD_REQUEST");
    expect(errorData(bad).fieldErrors).toEqual({
      "player1.federationNumber": [
        {
          de: "Die DDV-/Verbandsnummer darf nur Buchstaben (A–Z), Ziffern und Bindestriche enthalten.",
          en: "The federation (DDV) number may contain only letters (A–Z), digits and hyphens.",
          code: "invalid_format",
        },
      ],
    });
    // The same number in another spelling is Gerda again: as a second guest, and as a member who carries it.
    const twice = await trpcError(api().tournament.registerEntrant({ tournamentId: tid, player1: { kind: "guest", name: "Gerda G.", federationNumber: "DDV-12" } }));
    expect(errorData(twice).fieldErrors).toEqual({
      "player1.federationNumber": [
        {
          de: "Die DDV-Nummer DDV-12 hat schon Gerda Gast (Spieler 1) in diesem Turnier.",
          en: "The federation number DDV-12 already belongs to Gerda Gast (player 1) in this tournament.",
          code: "BAD_REQUEST",
        },
      ],
    });
    await t.db.update(members).set({ federationNumber: "Ddv-12" }).where(eq(members.id, memberIds[2]!));
    const member = await trpcError(api().tournament.registerEntrant({ tournamentId: tid, player1: { kind: "member", memberId: memberIds[2]! } }));
    expect(Object.keys(errorData(member).fieldErrors!)).toEqual(["player1"]);
    expect(errorData(member).fieldErrors!.player1![0]!.de).toMatch(/DDV-12 hat schon Gerda Gast \(Spieler 1\)/);
    expect(await guestNumber()).toHaveLength(2);

    // Gerda's own correction keeps her number; an edit without it clears it.
    const kept = await api().tournament.updateEntrant({ entrantId: gerda.id, version: gerda.version, player1: { kind: "guest", name: "Gerda Gast-Neu", federationNumber: "DDV-12" } });
    expect(await guestNumber()).toContainEqual(["Gerda Gast-Neu", "DDV-12"]);
    await api().tournament.updateEntrant({ entrantId: gerda.id, version: kept.version, player1: { kind: "guest", name: "Gerda Gast-Neu" } });
    expect(await guestNumber()).toContainEqual(["Gerda Gast-Neu", null]);
    // Now the member who carries it may play.
    expect((await api().tournament.registerEntrant({ tournamentId: tid, player1: { kind: "member", memberId: memberIds[2]! } })).number).toBe(3);
  });

  it("refuses a pair whose two players carry one federation number, on the second player's field", async () => {
    const k = await api().tournament.create({ clubId, name: "Klammer-Rangliste", date: "2026-12-19", roundsPlanned: 3 });
    const err = await trpcError(
      api().tournament.registerEntrant({
        tournamentId: k.id,
        player1: { kind: "guest", name: "Ute Eins", federationNumber: "4711" },
        player2: { kind: "guest", name: "Ute Zwei", federationNumber: " 4711" },
      }),
    );
    expect(errorData(err).fieldErrors!["player2.federationNumber"]![0]!.de).toBe("Ein Paar braucht zwei verschiedene Spieler; beide tragen die DDV-Nummer 4711.");
    const pair = await api().tournament.registerEntrant({
      tournamentId: k.id,
      player1: { kind: "guest", name: "Ute Eins", federationNumber: "4711" },
      player2: { kind: "guest", name: "Ute Zwei", federationNumber: "4712" },
    });
    expect(pair.players.map((p) => p.name)).toEqual(["Ute Eins", "Ute Zwei"]);
  });
});
