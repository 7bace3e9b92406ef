import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { joinClub } from "../../../../test/invitations";
import { errorData } from "../../api/errors";
import type { SessionUser } from "../_shared/context";
import { members } from "../../db/schema";
import { isNumberTakenViolation } from "./member-fields";
import { splitFullName } from "./member-name";

async function trpcError(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(TRPCError);
    return e as TRPCError;
  }
  throw new Error("expected the call to fail");
}

const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

describe("splitFullName", () => {
  it.each([
    ["Anna Schmidt", "Anna", "Schmidt"],
    ["  Hans-Peter   Müller ", "Hans-Peter", "Müller"],
    ["Maria Luise Schmidt", "Maria Luise", "Schmidt"],
    ["Anna von der Heide", "Anna", "von der Heide"],
    ["Jan van Dijk", "Jan", "van Dijk"],
    ["Schmidt, Anna", "Anna", "Schmidt"],
  ])("%s -> %s / %s", (full, firstName, lastName) => {
    expect(splitFullName(full)).toEqual({ firstName, lastName });
  });
  it.each(["Anna", "", "  ", "Schmidt,", ", Anna"])("refuses %j", (full) => {
    expect(splitFullName(full)).toBeNull();
  });
});

describe.each(drivers)("members (%s)", (driver) => {
  let t: TestDb;
  let a: SessionUser;
  let b: SessionUser;
  let clubA: string;
  let clubB: string;

  beforeAll(async () => {
    t = await createTestDb(driver);
    a = await makeUser(t.db, "Anna");
    b = await makeUser(t.db, "Bernd");
    clubA = (await callerFor(t.db, a).club.create({ name: "Klammerfreunde Saarbrücken" })).id;
    clubB = (await callerFor(t.db, b).club.create({ name: "Doko Pfalz" })).id;
  });
  afterAll(async () => t?.dispose());

  it("numbers members 1, 2, 3 and keeps a deactivated member's number out of reuse", async () => {
    const c = callerFor(t.db, a);
    const club = (await c.club.create({ name: "Nummernverein" })).id;
    const m1 = await c.member.create({ clubId: club, firstName: "Anna", lastName: "Schmidt", email: "Anna@Example.org" });
    const m2 = await c.member.create({ clubId: club, firstName: "Bernd", lastName: "Meier" });
    expect([m1.playerNumber, m2.playerNumber]).toEqual([1, 2]);
    expect(m1.email).toBe("anna@example.org");
    const off = await c.member.setActive({ memberId: m2.id, active: false, version: m2.version });
    expect(off).toMatchObject({ active: false, playerNumber: 2, version: m2.version + 1 });
    const m3 = await c.member.quickAdd({ clubId: club, fullName: "Carla von der Heide" });
    expect(m3).toMatchObject({ playerNumber: 3, firstName: "Carla", lastName: "von der Heide", active: true });
    // A chosen free number is honoured, and the next automatic one goes above it.
    const m50 = await c.member.create({ clubId: club, playerNumber: 50, firstName: "Dora", lastName: "Klein" });
    expect(m50.playerNumber).toBe(50);
    expect((await c.member.create({ clubId: club, firstName: "Emil", lastName: "Groß" })).playerNumber).toBe(51);
    // Editing keeps the number.
    const edited = await c.member.update({ memberId: m1.id, version: m1.version, firstName: "Anna", lastName: "Schmidt-Lang", city: "Saarbrücken" });
    expect(edited).toMatchObject({ playerNumber: 1, lastName: "Schmidt-Lang", city: "Saarbrücken", email: null });
  });

  it("refuses a number that is taken, even by an inactive member, as CONFLICT on playerNumber", async () => {
    const c = callerFor(t.db, a);
    const club = (await c.club.create({ name: "Vergeben e.V." })).id;
    const m = await c.member.create({ clubId: club, firstName: "Anna", lastName: "Schmidt" });
    await c.member.setActive({ memberId: m.id, active: false, version: m.version });
    const err = await trpcError(c.member.create({ clubId: club, playerNumber: m.playerNumber, firstName: "X", lastName: "Y" }));
    expect(err.code).toBe("CONFLICT");
    const fe = errorData(err).fieldErrors!;
    expect(Object.keys(fe)).toEqual(["playerNumber"]);
    expect(fe.playerNumber![0]!.de).toMatch(/schon vergeben/);
    expect(fe.playerNumber![0]!.en).toMatch(/already taken/);
    expect((await c.member.list({ clubId: club })).members).toHaveLength(1);
  });

  it("gives concurrent creates distinct consecutive numbers", async () => {
    const c = callerFor(t.db, a);
    const club = (await c.club.create({ name: "Ansturm" })).id;
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 ? c.member.create({ clubId: club, firstName: `Spieler${i}`, lastName: "Test" }) : c.member.quickAdd({ clubId: club, fullName: `Spieler${i} Test` }),
      ),
    );
    expect(made.map((m) => m.playerNumber).sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it("answers two creates racing for the same chosen number with one member and one CONFLICT", async () => {
    const c = callerFor(t.db, a);
    const club = (await c.club.create({ name: "Wettlauf" })).id;
    const results = await Promise.allSettled([7, 7, 7].map((n) => c.member.create({ clubId: club, playerNumber: n, firstName: "Doppel", lastName: "Nummer" })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect(((r as PromiseRejectedResult).reason as TRPCError).code).toBe("CONFLICT");
    }
  });

  it("recognises the unique index's violation as this driver reports it (the last word under races)", async () => {
    const c = callerFor(t.db, a);
    const club = (await c.club.create({ name: "Rennen" })).id;
    await c.member.create({ clubId: club, playerNumber: 3, firstName: "A", lastName: "B" });
    const raw = await t.db
      .insert(members)
      .values({ clubId: club, playerNumber: 3, firstName: "C", lastName: "D" })
      .catch((e: unknown) => e);
    expect(isNumberTakenViolation(raw)).toBe(true);
    const other = await t.db.insert(members).values({ clubId: NO_SUCH_ID, playerNumber: 1, firstName: "C", lastName: "D" }).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Error); // a foreign-key violation is something else
    expect(isNumberTakenViolation(other)).toBe(false);
  });

  it("refuses a stale edit or deactivation with CONFLICT and keeps the newer data", async () => {
    const c = callerFor(t.db, a);
    const m = await c.member.create({ clubId: clubA, firstName: "Fritz", lastName: "Alt" });
    await c.member.update({ memberId: m.id, version: m.version, firstName: "Fritz", lastName: "Neu" });
    const err = await trpcError(c.member.update({ memberId: m.id, version: m.version, firstName: "Fritz", lastName: "Anders" }));
    expect(err.code).toBe("CONFLICT");
    expect(errorData(err).fieldErrors).toHaveProperty("version");
    expect((await trpcError(c.member.setActive({ memberId: m.id, active: false, version: m.version }))).code).toBe("CONFLICT");
    const [now] = (await c.member.list({ clubId: clubA, search: String(m.playerNumber) })).members;
    expect(now).toMatchObject({ lastName: "Neu", active: true, version: m.version + 1 });
  });

  it("searches by number or name and filters by active state", async () => {
    const c = callerFor(t.db, a);
    const club = (await c.club.create({ name: "Suchverein" })).id;
    const anna = await c.member.create({ clubId: club, firstName: "Anna", lastName: "Schmidt" });
    const bernd = await c.member.create({ clubId: club, firstName: "Bernd", lastName: "Schmitz" });
    await c.member.create({ clubId: club, playerNumber: 12, firstName: "Carla", lastName: "100%_Test" });
    await c.member.setActive({ memberId: bernd.id, active: false, version: bernd.version });
    const names = async (input: { search?: string; status?: "all" | "active" | "inactive" }) =>
      (await c.member.list({ clubId: club, ...input })).members.map((m) => m.firstName);
    expect(await names({})).toEqual(["Anna", "Bernd", "Carla"]);
    expect(await names({ search: "schmi" })).toEqual(["Anna", "Bernd"]);
    expect(await names({ search: "anna schmidt" })).toEqual(["Anna"]);
    expect(await names({ search: "Schmidt, Anna" })).toEqual(["Anna"]);
    expect(await names({ search: "12" })).toEqual(["Carla"]);
    expect(await names({ search: "#1" })).toEqual(["Anna"]);
    expect(await names({ search: "%_" })).toEqual(["Carla"]);
    expect(await names({ search: "_" })).toEqual(["Carla"]);
    expect(await names({ status: "active" })).toEqual(["Anna", "Carla"]);
    expect(await names({ status: "inactive" })).toEqual(["Bernd"]);
    expect(await names({ search: "schmi", status: "active" })).toEqual(["Anna"]);
    expect(anna.playerNumber).toBe(1);
    // One page at a time, with the count of all matches.
    const page = await c.member.list({ clubId: club, limit: 2, offset: 1 });
    expect(page.total).toBe(3);
    expect(page.members.map((m) => m.playerNumber)).toEqual([2, 12]);
    expect((await c.member.list({ clubId: club, search: "schmi", limit: 1 })).total).toBe(2);
  });

  it("lists by surname as German lists do, on either database, and the entrant form's members too", async () => {
    const c = callerFor(t.db, a);
    const club = (await c.club.create({ name: "Alphabetverein" })).id;
    for (const [firstName, lastName] of [["Jürgen", "Schmitt"], ["Anna", "von der Heide"], ["Ute", "Schäfer"], ["Tom", "Zander"], ["Ayşe", "Özdemir"], ["bernd", "ahrens"], ["Karl", "Mueller"], ["Hans", "Müller"]]) {
      await c.member.create({ clubId: club, firstName: firstName!, lastName: lastName! });
    }
    const expected = ["bernd ahrens", "Anna von der Heide", "Karl Mueller", "Hans Müller", "Ayşe Özdemir", "Ute Schäfer", "Jürgen Schmitt", "Tom Zander"];
    const byName = await c.member.list({ clubId: club, order: "name" });
    expect(byName.members.map((m) => `${m.firstName} ${m.lastName}`)).toEqual(expected);
    expect(byName.total).toBe(8);
    const page = await c.member.list({ clubId: club, order: "name", limit: 3, offset: 3 });
    expect(page.members.map((m) => m.lastName)).toEqual(["Müller", "Özdemir", "Schäfer"]);
    expect(page.total).toBe(8);
    expect((await c.member.list({ clubId: club, order: "name", search: "schm" })).members.map((m) => m.lastName)).toEqual(["Schmitt"]);
    expect((await c.member.list({ clubId: club })).members.map((m) => m.playerNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const tournament = await c.tournament.create({ clubId: club, name: "Alphabet-Turnier", date: "2026-05-01", roundsPlanned: 3 });
    const { availableMembers } = await c.tournament.listEntrants({ tournamentId: tournament.id });
    expect(availableMembers.map((m) => m.name)).toEqual(expected);
  });

  it("answers bad input field by field in German and English and stores nothing", async () => {
    const c = callerFor(t.db, a);
    const club = (await c.club.create({ name: "Eingabeprüfung" })).id;
    const err = await trpcError(c.member.create({ clubId: club, firstName: " ", lastName: "", email: "kein-at", playerNumber: 0 }));
    expect(err.code).toBe("BAD_REQUEST");
    const fe = errorData(err).fieldErrors!;
    expect(Object.keys(fe).sort()).toEqual(["email", "firstName", "lastName", "playerNumber"]);
    expect(fe.firstName![0]).toEqual({ de: "Der Vorname fehlt.", en: "The first name is missing.", code: "too_small" });
    expect(fe.email![0]!.de).toMatch(/ungültig/);
    expect(fe.playerNumber![0]!.en).toMatch(/at least 1/);
    expect(Object.keys(errorData(await trpcError(c.member.create({ clubId: club, firstName: "A", lastName: "B", playerNumber: 2.5 }))).fieldErrors!)).toEqual(["playerNumber"]);
    const quick = await trpcError(c.member.quickAdd({ clubId: club, fullName: "Anna" }));
    expect(quick.code).toBe("BAD_REQUEST");
    expect(errorData(quick).fieldErrors!.fullName![0]!.de).toMatch(/Vor- und Nachname/);
    const tooLong = await trpcError(c.member.quickAdd({ clubId: club, fullName: `Anna ${"x".repeat(120)}` }));
    expect(Object.keys(errorData(tooLong).fieldErrors!)).toEqual(["fullName"]);
    const badId = await trpcError(c.member.update({ memberId: "kaputt", version: 1, firstName: "A", lastName: "B" }));
    expect(Object.keys(errorData(badId).fieldErrors!)).toEqual(["memberId"]);
    expect((await c.member.list({ clubId: club })).members).toEqual([]);
  });

  it("keeps an optional federation number: trimmed, changed and cleared by an edit, once per club", async () => {
    const c = callerFor(t.db, a);
    const club = (await c.club.create({ name: "Ranglistenverein" })).id;
    const anna = await c.member.create({ clubId: club, firstName: "Anna", lastName: "Schmidt", federationNumber: "  ddv-4711 " });
    expect(anna.federationNumber).toBe("ddv-4711");
    expect((await c.member.create({ clubId: club, firstName: "Bernd", lastName: "Meier", federationNumber: "" })).federationNumber).toBeNull();
    expect((await c.member.list({ clubId: club })).members.map((m) => m.federationNumber)).toEqual(["ddv-4711", null]);

    // The same number in another spelling is the same person: a second member of this club may not carry it.
    const taken = await trpcError(c.member.create({ clubId: club, firstName: "Carla", lastName: "Klein", federationNumber: "DDV-4711" }));
    expect(taken.code).toBe("CONFLICT");
    const fe = errorData(taken).fieldErrors!;
    expect(Object.keys(fe)).toEqual(["federationNumber"]);
    expect(fe.federationNumber![0]!.de).toBe("Die DDV-/Verbandsnummer DDV-4711 hat schon Anna Schmidt (Nr. 1).");
    expect(fe.federationNumber![0]!.en).toBe("The federation (DDV) number DDV-4711 already belongs to Anna Schmidt (no. 1).");
    const bernd = (await c.member.list({ clubId: club, search: "Bernd" })).members[0]!;
    const stolen = await trpcError(c.member.update({ memberId: bernd.id, version: bernd.version, firstName: "Bernd", lastName: "Meier", federationNumber: "ddv-4711" }));
    expect(Object.keys(errorData(stolen).fieldErrors!)).toEqual(["federationNumber"]);
    // A member of another club is the same person in both clubs: allowed there.
    const elsewhere = (await callerFor(t.db, b).club.create({ name: "Zweitverein" })).id;
    expect((await callerFor(t.db, b).member.create({ clubId: elsewhere, firstName: "Anna", lastName: "Schmidt", federationNumber: "DDV-4711" })).federationNumber).toBe("DDV-4711");

    // The member's own edit keeps, changes and clears it.
    const same = await c.member.update({ memberId: anna.id, version: anna.version, firstName: "Anna", lastName: "Schmidt", federationNumber: "DDV-4711" });
    expect(same.federationNumber).toBe("DDV-4711");
    const changed = await c.member.update({ memberId: anna.id, version: same.version, firstName: "Anna", lastName: "Schmidt", federationNumber: "12345" });
    expect(changed.federationNumber).toBe("12345");
    const cleared = await c.member.update({ memberId: anna.id, version: changed.version, firstName: "Anna", lastName: "Schmidt", federationNumber: "" });
    expect(cleared.federationNumber).toBeNull();
    // Freed, the number may go to Bernd now.
    expect((await c.member.update({ memberId: bernd.id, version: bernd.version, firstName: "Bernd", lastName: "Meier", federationNumber: "DDV-4711" })).federationNumber).toBe("DDV-4711");
  });

  it("refuses a member the federation number of a guest he plays beside, in the form and in the import", async () => {
    const c = callerFor(t.db, a);
    const club = (await c.club.create({ name: "Gästeverein" })).id;
    const anna = await c.member.create({ clubId: club, firstName: "Anna", lastName: "Schmidt" });
    const tour = await c.tournament.create({ clubId: club, name: "Pokalabend", date: "2026-05-07", roundsPlanned: 1 });
    await c.tournament.registerEntrant({
      tournamentId: tour.id,
      player1: { kind: "member", memberId: anna.id },
      player2: { kind: "guest", name: "Gustav Gast", federationNumber: "G-1" },
    });
    const err = await trpcError(c.member.update({ memberId: anna.id, version: anna.version, firstName: "Anna", lastName: "Schmidt", federationNumber: "g-1" }));
    expect(err.code).toBe("CONFLICT");
    expect(errorData(err).fieldErrors!.federationNumber![0]).toMatchObject({
      de: "Die DDV-/Verbandsnummer G-1 hat der Gast Gustav Gast im Turnier „Pokalabend“, in dem dieses Mitglied mitspielt.",
      en: "The federation (DDV) number G-1 belongs to the guest Gustav Gast in the tournament “Pokalabend”, in which this member plays.",
    });
    const csv = `Nummer;Vorname;Nachname;DDV-Nr\n${anna.playerNumber};Anna;Schmidt;G-1\n`;
    const p = await c.member.previewImport({ clubId: club, csv });
    expect(p.rows[0]).toMatchObject({ status: "error", errors: [{ field: "federationNumber", de: expect.stringMatching(/hat der Gast Gustav Gast/) }] });
    // Another number is hers to carry.
    expect((await c.member.update({ memberId: anna.id, version: anna.version, firstName: "Anna", lastName: "Schmidt", federationNumber: "G-2" })).federationNumber).toBe("G-2");
  });

  it("refuses a federation number with other characters or too long, on its field in German and English", async () => {
    const c = callerFor(t.db, a);
    const club = (await c.club.create({ name: "Nummernprüfung" })).id;
    const spaced = await trpcError(c.member.create({ clubId: club, firstName: "Anna", lastName: "Schmidt", federationNumber: "12 34" }));
    expect(spaced.code).toBe("BAD_REQUEST");
    expect(errorData(spaced).fieldErrors).toEqual({
      federationNumber: [
        {
          de: "Die DDV-/Verbandsnummer darf nur Buchstaben (A–Z), Ziffern und Bindestriche enthalten.",
          en: "The federation (DDV) number may contain only letters (A–Z), digits and hyphens.",
          code: "invalid_format",
        },
      ],
    });
    const long = await trpcError(c.member.create({ clubId: club, firstName: "Anna", lastName: "Schmidt", federationNumber: "1".repeat(21) }));
    expect(errorData(long).fieldErrors!.federationNumber![0]!.de).toBe("Die DDV-/Verbandsnummer darf höchstens 20 Zeichen haben.");
    expect((await c.member.create({ clubId: club, firstName: "Anna", lastName: "Schmidt", federationNumber: "A-1".padEnd(20, "9") })).federationNumber).toHaveLength(20);
    const m = (await c.member.list({ clubId: club })).members[0]!;
    const umlaut = await trpcError(c.member.update({ memberId: m.id, version: m.version, firstName: "Anna", lastName: "Schmidt", federationNumber: "Ä123" }));
    expect(Object.keys(errorData(umlaut).fieldErrors!)).toEqual(["federationNumber"]);
    expect((await c.member.list({ clubId: club })).members).toHaveLength(1);
  });

  type Caller = ReturnType<typeof callerFor>;
  // Every member procedure, aimed at club B (or a member of it) by someone who does not run club B.
  const foreignCalls: [string, (c: Caller, target: { clubId: string; memberId: string }) => Promise<unknown>][] = [
    ["member.list", (c, x) => c.member.list({ clubId: x.clubId })],
    ["member.create", (c, x) => c.member.create({ clubId: x.clubId, firstName: "Fremd", lastName: "Ling" })],
    ["member.update", (c, x) => c.member.update({ memberId: x.memberId, version: 1, firstName: "Ge", lastName: "Kapert" })],
    ["member.setActive", (c, x) => c.member.setActive({ memberId: x.memberId, active: false, version: 1 })],
    ["member.quickAdd", (c, x) => c.member.quickAdd({ clubId: x.clubId, fullName: "Fremd Ling" })],
    ["member.previewImport", (c, x) => c.member.previewImport({ clubId: x.clubId, csv: "Vorname;Nachname\nFremd;Ling\n" })],
    ["member.import", (c, x) => c.member.import({ clubId: x.clubId, csv: "Vorname;Nachname\nFremd;Ling\n", fingerprint: "x.y" })],
  ];

  describe("access", () => {
    let memberB: { id: string; version: number };
    beforeAll(async () => {
      memberB = await callerFor(t.db, b).member.create({ clubId: clubB, firstName: "Berta", lastName: "Pfalz" });
    });

    it.each(foreignCalls)("refuses %s on another club with FORBIDDEN and changes nothing", async (_name, call) => {
      const err = await trpcError(call(callerFor(t.db, a), { clubId: clubB, memberId: memberB.id }));
      expect(err.code).toBe("FORBIDDEN");
      expect((await callerFor(t.db, b).member.list({ clubId: clubB })).members).toMatchObject([
        { id: memberB.id, firstName: "Berta", lastName: "Pfalz", active: true, version: memberB.version },
      ]);
    });

    it.each(foreignCalls)("refuses %s for unknown ids with FORBIDDEN, so ids cannot be probed", async (_name, call) => {
      expect((await trpcError(call(callerFor(t.db, a), { clubId: NO_SUCH_ID, memberId: NO_SUCH_ID }))).code).toBe("FORBIDDEN");
    });

    it.each(foreignCalls)("refuses %s without a session with UNAUTHORIZED", async (_name, call) => {
      expect((await trpcError(call(callerFor(t.db, null), { clubId: clubA, memberId: memberB.id }))).code).toBe("UNAUTHORIZED");
    });

    it("lets an added organizer of the club manage its members", async () => {
      const c = await makeUser(t.db, "Carla");
      await joinClub(t.db, b, clubB, c, "organizer");
      const m = await callerFor(t.db, c).member.quickAdd({ clubId: clubB, fullName: "Neu Zugang" });
      expect(m.clubId).toBe(clubB);
      await callerFor(t.db, b).club.removeOrganizer({ clubId: clubB, userId: c.id });
      expect((await trpcError(callerFor(t.db, c).member.list({ clubId: clubB }))).code).toBe("FORBIDDEN");
    });
  });
});
