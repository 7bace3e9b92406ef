// Hole: an owner could add any existing account to a club (even as owner) without its consent, and the answer
// told whether an email had an account. Now owners invite, and only the invited account can accept.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { clubInvitations } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { INVITATION_DAYS, MAX_PENDING_INVITATIONS } from "./invitation-rules";

describe.each(drivers)("club invitations (%s)", (driver) => {
  let t: TestDb;
  let owner: SessionUser;
  let invitee: SessionUser;
  let stranger: SessionUser;
  let clubId: string;

  beforeAll(async () => {
    t = await createTestDb(driver);
    owner = await makeUser(t.db, "Olga");
    invitee = await makeUser(t.db, "Ida");
    stranger = await makeUser(t.db, "Sven");
    clubId = (await callerFor(t.db, owner).club.create({ name: "Kreuz As Kaiserslautern" })).id;
  });
  afterAll(async () => t?.dispose());

  const organizerIds = async () =>
    (await callerFor(t.db, owner).club.get({ clubId })).organizers.map((o) => o.userId).sort();
  const invite = (email: string, role: "owner" | "organizer" = "organizer") =>
    callerFor(t.db, owner).club.inviteOrganizer({ clubId, email, role });

  it("answers the same whether or not the email has an account, and adds nobody", async () => {
    const before = await organizerIds();
    const known = await invite(invitee.email);
    const unknown = await invite("niemand-hier@example.org");
    const shape = (r: typeof known) => ({ keys: Object.keys(r).sort(), role: r.role });
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.email).toBe(invitee.email);
    const days = (known.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(INVITATION_DAYS - 0.01);
    expect(days).toBeLessThan(INVITATION_DAYS + 0.01);
    expect(await organizerIds()).toEqual(before);
    expect((await trpcError(callerFor(t.db, invitee).club.get({ clubId }))).code).toBe("FORBIDDEN");
    const pending = await callerFor(t.db, owner).club.listInvitations({ clubId });
    expect(pending.map((p) => p.email).sort()).toEqual(["niemand-hier@example.org", invitee.email].sort());
    expect(pending[0]!.invitedByName).toBe(owner.name);
  });

  it("shows an invitation only to the account with that email; nobody else can accept or decline it", async () => {
    const [mine] = await callerFor(t.db, invitee).invitation.listMine();
    expect(mine).toMatchObject({ clubName: "Kreuz As Kaiserslautern", role: "organizer", invitedByName: owner.name });
    expect(await callerFor(t.db, stranger).invitation.listMine()).toEqual([]);
    for (const who of [stranger, owner]) {
      const err = await trpcError(callerFor(t.db, who).invitation.accept({ invitationId: mine!.id }));
      expect(err.code).toBe("NOT_FOUND");
      expect(errorData(err).de).toMatch(/Einladung/);
      expect((await trpcError(callerFor(t.db, who).invitation.decline({ invitationId: mine!.id }))).code).toBe(
        "NOT_FOUND",
      );
    }
    expect((await trpcError(callerFor(t.db, null).invitation.accept({ invitationId: mine!.id }))).code).toBe(
      "UNAUTHORIZED",
    );
    expect((await trpcError(callerFor(t.db, stranger).club.get({ clubId }))).code).toBe("FORBIDDEN");
    expect(await callerFor(t.db, invitee).invitation.listMine()).toHaveLength(1);
  });

  it("makes the invited account a member with the invited role only when it accepts", async () => {
    const [mine] = await callerFor(t.db, invitee).invitation.listMine();
    expect(await callerFor(t.db, invitee).invitation.accept({ invitationId: mine!.id })).toEqual({
      clubId,
      role: "organizer",
    });
    const club = await callerFor(t.db, invitee).club.get({ clubId });
    expect(club.myRole).toBe("organizer");
    expect(await callerFor(t.db, invitee).invitation.listMine()).toEqual([]);
    expect((await callerFor(t.db, owner).club.listInvitations({ clubId })).map((p) => p.email)).not.toContain(
      invitee.email,
    );
    // Accepting twice does nothing more.
    expect((await trpcError(callerFor(t.db, invitee).invitation.accept({ invitationId: mine!.id }))).code).toBe(
      "NOT_FOUND",
    );
    // A member is not invited again (owners see the members' emails anyway).
    const again = await trpcError(invite(invitee.email, "owner"));
    expect(again.code).toBe("BAD_REQUEST");
    expect(errorData(again).fieldErrors).toHaveProperty("email");
  });

  it("lets organizers (not owners) neither invite nor see invitations", async () => {
    const asOrganizer = callerFor(t.db, invitee);
    expect((await trpcError(asOrganizer.club.inviteOrganizer({ clubId, email: stranger.email, role: "owner" }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await trpcError(asOrganizer.club.listInvitations({ clubId }))).code).toBe("FORBIDDEN");
  });

  it("an account signed up after the invitation finds it; declining removes it without joining", async () => {
    const later = await makeUser(t.db, "Lena");
    await invite(later.email, "owner");
    const [mine] = await callerFor(t.db, later).invitation.listMine();
    expect(mine!.role).toBe("owner");
    await callerFor(t.db, later).invitation.decline({ invitationId: mine!.id });
    expect(await callerFor(t.db, later).invitation.listMine()).toEqual([]);
    expect((await trpcError(callerFor(t.db, later).club.get({ clubId }))).code).toBe("FORBIDDEN");
  });

  it("inviting again renews the invitation and its role; an owner invited as owner can then manage", async () => {
    const boss = await makeUser(t.db, "Berta");
    const first = await invite(boss.email, "organizer");
    const second = await invite(boss.email.toUpperCase(), "owner");
    expect(second.id).toBe(first.id);
    expect(second.role).toBe("owner");
    await callerFor(t.db, boss).invitation.accept({ invitationId: second.id });
    expect((await callerFor(t.db, boss).club.get({ clubId })).myRole).toBe("owner");
    await callerFor(t.db, boss).club.inviteOrganizer({ clubId, email: "neu@example.org", role: "organizer" });
  });

  it("lets an owner withdraw an invitation, after which it cannot be accepted", async () => {
    const late = await makeUser(t.db, "Willi");
    const inv = await invite(late.email);
    const otherClub = (await callerFor(t.db, stranger).club.create({ name: "Fremder Verein" })).id;
    // Another club's owner cannot withdraw it through their own club.
    expect(
      (await trpcError(callerFor(t.db, stranger).club.withdrawInvitation({ clubId: otherClub, invitationId: inv.id }))).code,
    ).toBe("NOT_FOUND");
    await callerFor(t.db, owner).club.withdrawInvitation({ clubId, invitationId: inv.id });
    expect(await callerFor(t.db, late).invitation.listMine()).toEqual([]);
    expect((await trpcError(callerFor(t.db, late).invitation.accept({ invitationId: inv.id }))).code).toBe("NOT_FOUND");
    expect((await trpcError(callerFor(t.db, owner).club.withdrawInvitation({ clubId, invitationId: inv.id }))).code).toBe(
      "NOT_FOUND",
    );
  });

  it("lets an expired invitation be neither seen nor accepted", async () => {
    const slow = await makeUser(t.db, "Susi");
    const inv = await invite(slow.email);
    await t.db
      .update(clubInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(clubInvitations.id, inv.id));
    expect(await callerFor(t.db, slow).invitation.listMine()).toEqual([]);
    expect((await trpcError(callerFor(t.db, slow).invitation.accept({ invitationId: inv.id }))).code).toBe("NOT_FOUND");
    expect((await callerFor(t.db, owner).club.listInvitations({ clubId })).map((p) => p.id)).not.toContain(inv.id);
    // Inviting again gives a fresh one.
    const fresh = await invite(slow.email);
    expect((await callerFor(t.db, slow).invitation.listMine()).map((p) => p.id)).toEqual([fresh.id]);
  });

  it("answers bad input field by field and bounds the open invitations per club", async () => {
    const bad = await trpcError(
      callerFor(t.db, owner).club.inviteOrganizer({ clubId, email: "kein-email", role: "admin" as "owner" }),
    );
    expect(bad.code).toBe("BAD_REQUEST");
    expect(Object.keys(errorData(bad).fieldErrors ?? {}).sort()).toEqual(["email", "role"]);
    expect((await trpcError(callerFor(t.db, invitee).invitation.accept({ invitationId: "nope" }))).code).toBe(
      "BAD_REQUEST",
    );

    const club = (await callerFor(t.db, owner).club.create({ name: "Viele Einladungen" })).id;
    const caller = callerFor(t.db, owner);
    for (let i = 0; i < MAX_PENDING_INVITATIONS; i++) {
      await caller.club.inviteOrganizer({ clubId: club, email: `gast${i}@example.org`, role: "organizer" });
    }
    const full = await trpcError(caller.club.inviteOrganizer({ clubId: club, email: "einer-zu-viel@example.org", role: "organizer" }));
    expect(full.code).toBe("BAD_REQUEST");
    expect(errorData(full).fieldErrors).toHaveProperty("email");
  });
});
