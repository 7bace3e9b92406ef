import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { errorData } from "../../api/errors";
import type { SessionUser } from "../_shared/context";

async function trpcError(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(TRPCError);
    return e as TRPCError;
  }
  throw new Error("expected the call to fail");
}

describe.each(drivers)("clubs and their access (%s)", (driver) => {
  let t: TestDb;
  let a: SessionUser;
  let b: SessionUser;
  let clubA: { id: string; version: number };
  let clubB: { id: string; version: number };

  beforeAll(async () => {
    t = await createTestDb(driver);
    a = await makeUser(t.db, "Anna");
    b = await makeUser(t.db, "Bernd");
    clubA = await callerFor(t.db, a).club.create({ name: "Klammerfreunde Saarbrücken", city: "Saarbrücken" });
    clubB = await callerFor(t.db, b).club.create({ name: "Doko Pfalz" });
  });
  afterAll(async () => t?.dispose());

  it("makes the creator the owner and lists only the caller's clubs", async () => {
    const mine = await callerFor(t.db, a).club.listMine();
    expect(mine.map((c) => c.id)).toEqual([clubA.id]);
    expect(mine[0]!.role).toBe("owner");
    const club = await callerFor(t.db, a).club.get({ clubId: clubA.id });
    expect(club.slug).toBe("klammerfreunde-saarbruecken");
    expect(club.organizers.map((o) => o.userId)).toEqual([a.id]);
  });

  it("gives a second club with the same name its own slug", async () => {
    const again = await callerFor(t.db, a).club.create({ name: "Klammerfreunde Saarbrücken" });
    expect(again.slug).toBe("klammerfreunde-saarbruecken-2");
  });

  const foreignCalls: [string, (caller: ReturnType<typeof callerFor>, clubId: string) => Promise<unknown>][] = [
    ["club.get", (c, clubId) => c.club.get({ clubId })],
    ["club.update", (c, clubId) => c.club.update({ clubId, name: "Gekapert", version: 1 })],
    ["club.inviteOrganizer", (c, clubId) => c.club.inviteOrganizer({ clubId, email: "x@example.org", role: "organizer" })],
    ["club.listInvitations", (c, clubId) => c.club.listInvitations({ clubId })],
    ["club.withdrawInvitation", (c, clubId) => c.club.withdrawInvitation({ clubId, invitationId: a.id })],
    ["club.removeOrganizer", (c, clubId) => c.club.removeOrganizer({ clubId, userId: a.id })],
  ];

  it.each(foreignCalls)("refuses %s on another organizer's club with FORBIDDEN", async (_name, call) => {
    const err = await trpcError(call(callerFor(t.db, a), clubB.id));
    expect(err.code).toBe("FORBIDDEN");
    const club = await callerFor(t.db, b).club.get({ clubId: clubB.id });
    expect(club.name).toBe("Doko Pfalz");
    expect(club.organizers).toHaveLength(1);
  });

  it.each(foreignCalls)("refuses %s without a session with UNAUTHORIZED", async (_name, call) => {
    expect((await trpcError(call(callerFor(t.db, null), clubA.id))).code).toBe("UNAUTHORIZED");
  });

  it("refuses a club id that does not exist with FORBIDDEN, so ids cannot be probed", async () => {
    const err = await trpcError(callerFor(t.db, a).club.get({ clubId: "00000000-0000-4000-8000-000000000000" }));
    expect(err.code).toBe("FORBIDDEN");
  });

  it("answers bad input field by field, in German and English, and changes nothing", async () => {
    const err = await trpcError(callerFor(t.db, a).club.update({ clubId: clubA.id, name: "x", version: 1 }));
    expect(err.code).toBe("BAD_REQUEST");
    const data = errorData(err);
    expect(Object.keys(data.fieldErrors ?? {})).toEqual(["name"]);
    expect(data.fieldErrors!.name![0]!.de).toMatch(/mindestens 2 Zeichen/);
    expect(data.fieldErrors!.name![0]!.en).toMatch(/at least 2 characters/);
    const bad = await trpcError(callerFor(t.db, a).club.get({ clubId: "not-an-id" }));
    expect(bad.code).toBe("BAD_REQUEST");
    expect(Object.keys(errorData(bad).fieldErrors ?? {})).toEqual(["clubId"]);
    expect((await callerFor(t.db, a).club.get({ clubId: clubA.id })).name).toBe("Klammerfreunde Saarbrücken");
  });

  it("refuses a stale edit with CONFLICT instead of overwriting", async () => {
    const caller = callerFor(t.db, a);
    const read = await caller.club.get({ clubId: clubA.id });
    await caller.club.update({ clubId: clubA.id, name: "Klammerfreunde Saar", version: read.version });
    const err = await trpcError(caller.club.update({ clubId: clubA.id, name: "Andere Änderung", version: read.version }));
    expect(err.code).toBe("CONFLICT");
    expect(errorData(err).fieldErrors).toHaveProperty("version");
    expect((await caller.club.get({ clubId: clubA.id })).name).toBe("Klammerfreunde Saar");
  });

  it("lets an owner invite an organizer, who then sees the club but cannot manage organizers", async () => {
    const c = await makeUser(t.db, "Carla");
    const invitation = await callerFor(t.db, a).club.inviteOrganizer({
      clubId: clubA.id,
      email: c.email.toUpperCase(),
      role: "organizer",
    });
    const asC = callerFor(t.db, c);
    await asC.invitation.accept({ token: invitation.token });
    expect((await asC.club.listMine()).map((x) => x.id)).toContain(clubA.id);
    expect((await trpcError(asC.club.inviteOrganizer({ clubId: clubA.id, email: b.email, role: "owner" }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await trpcError(asC.club.listInvitations({ clubId: clubA.id }))).code).toBe("FORBIDDEN");
    expect((await trpcError(asC.club.removeOrganizer({ clubId: clubA.id, userId: a.id }))).code).toBe("FORBIDDEN");
    await callerFor(t.db, a).club.removeOrganizer({ clubId: clubA.id, userId: c.id });
    expect((await trpcError(asC.club.get({ clubId: clubA.id }))).code).toBe("FORBIDDEN");
  });

  it("never removes the last owner", async () => {
    const err = await trpcError(callerFor(t.db, a).club.removeOrganizer({ clubId: clubA.id, userId: a.id }));
    expect(err.code).toBe("BAD_REQUEST");
    expect((await callerFor(t.db, a).club.get({ clubId: clubA.id })).organizers.some((o) => o.userId === a.id)).toBe(
      true,
    );
  });
});
