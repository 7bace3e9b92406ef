// Hole 1: an owner could add any existing account to a club (even as owner) without its consent, and the answer
// told whether an email had an account. Now owners invite, and nobody joins without accepting.
// Hole 2 (issue 27): invitations matched by email and nobody proved the address: a stranger who signed up with an
// invited address became owner of the club. Now the invitation's one-time link (its token) is the proof.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { clubInvitations } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { createAccount } from "../accounts/create-account";
import { INVITATION_DAYS, invitationTokenHash, MAX_PENDING_INVITATIONS } from "./invitation-rules";

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
  /** The refusal of a link, with its field and both languages. */
  const refusal = async (call: Promise<unknown>) => {
    const err = await trpcError(call);
    const data = errorData(err);
    expect(data.fieldErrors, err.message).toHaveProperty("token");
    return { code: err.code, de: data.de, en: data.en };
  };

  it("answers the same whether or not the email has an account, adds nobody, and stores only the link's hash", async () => {
    const before = await organizerIds();
    const known = await invite(invitee.email);
    const unknown = await invite("niemand-hier@example.org");
    const shape = (r: typeof known) => ({ keys: Object.keys(r).sort(), role: r.role });
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.email).toBe(invitee.email);
    expect(known.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(known.token).not.toBe(unknown.token);
    const days = (known.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(INVITATION_DAYS - 0.01);
    expect(days).toBeLessThan(INVITATION_DAYS + 0.01);
    const [row] = await t.db.select().from(clubInvitations).where(eq(clubInvitations.id, known.id));
    expect(row!.tokenHash).toBe(invitationTokenHash(known.token));
    expect(JSON.stringify(row)).not.toContain(known.token);
    expect(await organizerIds()).toEqual(before);
    expect((await trpcError(callerFor(t.db, invitee).club.get({ clubId }))).code).toBe("FORBIDDEN");
    const pending = await callerFor(t.db, owner).club.listInvitations({ clubId });
    expect(pending.map((p) => p.email).sort()).toEqual(["niemand-hier@example.org", invitee.email].sort());
    expect(pending[0]!.invitedByName).toBe(owner.name);
    expect(JSON.stringify(pending)).not.toContain(known.token);
  });

  it("a stranger who signs up with the invited address cannot accept without the link", async () => {
    const address = `vorstand-${Date.now()}@example.org`;
    const { token } = await invite(address, "owner");
    // The stranger signs up with the address the owner typed, before the invited person does.
    const intruder = (await createAccount(t.db, { name: "Eindringling", email: address, password: "geheim-passwort-1" }))!;
    const asIntruder = callerFor(t.db, intruder);
    // The list by email reminds, but offers nothing to accept with: no link, no token.
    const [listed] = await asIntruder.invitation.listMine();
    expect(listed).toMatchObject({ clubName: "Kreuz As Kaiserslautern", role: "owner" });
    expect(JSON.stringify(listed)).not.toContain(token);
    for (const guess of [listed!.id, invitationTokenHash(token), token.slice(0, -1), token.toUpperCase()]) {
      const refused = await refusal(asIntruder.invitation.accept({ token: guess }));
      expect(refused.code).toBe("NOT_FOUND");
      expect(refused.de).toMatch(/Einladungslink/);
      expect(refused.en).toMatch(/invitation link/);
    }
    expect((await trpcError(asIntruder.club.get({ clubId }))).code).toBe("FORBIDDEN");
    expect((await trpcError(asIntruder.club.listInvitations({ clubId }))).code).toBe("FORBIDDEN");
    // Whoever got the link from the owner accepts it, whatever the account's own address.
    expect(await callerFor(t.db, stranger).invitation.accept({ token })).toEqual({ clubId, role: "owner" });
    expect((await callerFor(t.db, stranger).club.get({ clubId })).myRole).toBe("owner");
    expect((await trpcError(asIntruder.club.get({ clubId }))).code).toBe("FORBIDDEN");
    expect(await asIntruder.invitation.listMine()).toEqual([]);
  });

  it("shows the link's club, role and inviter to anyone holding it, signed in or not, never the address", async () => {
    const { token } = await invite("zeigen@example.org", "owner");
    for (const who of [null, invitee, owner]) {
      const shown = await callerFor(t.db, who).invitation.byToken({ token });
      expect(shown).toMatchObject({ clubName: "Kreuz As Kaiserslautern", role: "owner", invitedByName: owner.name });
      expect(JSON.stringify(shown)).not.toContain("zeigen@example.org");
    }
    expect((await trpcError(callerFor(t.db, null).invitation.accept({ token }))).code).toBe("UNAUTHORIZED");
    expect((await trpcError(callerFor(t.db, null).invitation.decline({ token }))).code).toBe("UNAUTHORIZED");
    expect((await refusal(callerFor(t.db, null).invitation.byToken({ token: "kein-link" }))).code).toBe("NOT_FOUND");
  });

  it("accepts a link once: the invited role, then every further use is refused as used", async () => {
    const { token } = await invite(invitee.email);
    expect(await callerFor(t.db, invitee).invitation.accept({ token })).toEqual({ clubId, role: "organizer" });
    expect((await callerFor(t.db, invitee).club.get({ clubId })).myRole).toBe("organizer");
    expect(await callerFor(t.db, invitee).invitation.listMine()).toEqual([]);
    expect((await callerFor(t.db, owner).club.listInvitations({ clubId })).map((p) => p.email)).not.toContain(invitee.email);
    const before = await organizerIds();
    for (const who of [invitee, await makeUser(t.db, "Zweiter")]) {
      const used = await refusal(callerFor(t.db, who).invitation.accept({ token }));
      expect(used.code).toBe("BAD_REQUEST");
      expect(used.de).toMatch(/schon angenommen/);
      expect(used.en).toMatch(/already been accepted/);
    }
    expect((await refusal(callerFor(t.db, null).invitation.byToken({ token }))).en).toMatch(/already been accepted/);
    expect(await organizerIds()).toEqual(before);
    // A member is not invited again (owners see the members' emails anyway).
    const again = await trpcError(invite(invitee.email, "owner"));
    expect(again.code).toBe("BAD_REQUEST");
    expect(errorData(again).fieldErrors).toHaveProperty("email");
  });

  it("lets organizers (not owners) neither invite, see invitations nor issue links", async () => {
    const asOrganizer = callerFor(t.db, invitee);
    const pendingId = (await callerFor(t.db, owner).club.listInvitations({ clubId }))[0]!.id;
    expect((await trpcError(asOrganizer.club.inviteOrganizer({ clubId, email: "x@example.org", role: "owner" }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await trpcError(asOrganizer.club.listInvitations({ clubId }))).code).toBe("FORBIDDEN");
    expect((await trpcError(asOrganizer.club.renewInvitationLink({ clubId, invitationId: pendingId }))).code).toBe("FORBIDDEN");
  });

  it("declining with the link removes the invitation without joining; the link is then unknown", async () => {
    const later = await makeUser(t.db, "Lena");
    const { token } = await invite(later.email, "owner");
    expect((await callerFor(t.db, later).invitation.listMine())[0]!.role).toBe("owner");
    await callerFor(t.db, later).invitation.decline({ token });
    expect(await callerFor(t.db, later).invitation.listMine()).toEqual([]);
    expect((await trpcError(callerFor(t.db, later).club.get({ clubId }))).code).toBe("FORBIDDEN");
    expect((await refusal(callerFor(t.db, later).invitation.accept({ token }))).code).toBe("NOT_FOUND");
  });

  it("a new link voids the old one, whether issued for the invitation or by inviting the address again", async () => {
    const boss = await makeUser(t.db, "Berta");
    const first = await invite(boss.email, "organizer");
    const renewed = await callerFor(t.db, owner).club.renewInvitationLink({ clubId, invitationId: first.id });
    expect(renewed).toMatchObject({ id: first.id, email: boss.email, role: "organizer" });
    expect(renewed.token).not.toBe(first.token);
    expect((await refusal(callerFor(t.db, boss).invitation.accept({ token: first.token }))).code).toBe("NOT_FOUND");
    const second = await invite(boss.email.toUpperCase(), "owner");
    expect(second.id).toBe(first.id);
    expect(second.role).toBe("owner");
    expect((await refusal(callerFor(t.db, boss).invitation.accept({ token: renewed.token }))).code).toBe("NOT_FOUND");
    await callerFor(t.db, boss).invitation.accept({ token: second.token });
    expect((await callerFor(t.db, boss).club.get({ clubId })).myRole).toBe("owner");
    // A used invitation gets no new link.
    expect((await trpcError(callerFor(t.db, owner).club.renewInvitationLink({ clubId, invitationId: first.id }))).code).toBe(
      "NOT_FOUND",
    );
  });

  it("a withdrawn invitation's link is refused as withdrawn", async () => {
    const late = await makeUser(t.db, "Willi");
    const inv = await invite(late.email);
    const otherClub = (await callerFor(t.db, stranger).club.create({ name: "Fremder Verein" })).id;
    // Another club's owner cannot withdraw it or renew its link through their own club.
    const asOther = callerFor(t.db, stranger);
    expect((await trpcError(asOther.club.withdrawInvitation({ clubId: otherClub, invitationId: inv.id }))).code).toBe("NOT_FOUND");
    expect((await trpcError(asOther.club.renewInvitationLink({ clubId: otherClub, invitationId: inv.id }))).code).toBe("NOT_FOUND");
    await callerFor(t.db, owner).club.withdrawInvitation({ clubId, invitationId: inv.id });
    expect(await callerFor(t.db, late).invitation.listMine()).toEqual([]);
    const withdrawn = await refusal(callerFor(t.db, late).invitation.accept({ token: inv.token }));
    expect(withdrawn.code).toBe("BAD_REQUEST");
    expect(withdrawn.de).toMatch(/zurückgezogen/);
    expect(withdrawn.en).toMatch(/withdrawn/);
    expect((await refusal(callerFor(t.db, late).invitation.decline({ token: inv.token }))).en).toMatch(/withdrawn/);
    expect((await trpcError(callerFor(t.db, late).club.get({ clubId }))).code).toBe("FORBIDDEN");
    expect((await trpcError(callerFor(t.db, owner).club.withdrawInvitation({ clubId, invitationId: inv.id }))).code).toBe(
      "NOT_FOUND",
    );
    expect((await trpcError(callerFor(t.db, owner).club.renewInvitationLink({ clubId, invitationId: inv.id }))).code).toBe(
      "NOT_FOUND",
    );
  });

  it("an expired link is refused as expired; a new link works again", async () => {
    const slow = await makeUser(t.db, "Susi");
    const inv = await invite(slow.email);
    await t.db
      .update(clubInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(clubInvitations.id, inv.id));
    expect(await callerFor(t.db, slow).invitation.listMine()).toEqual([]);
    const expired = await refusal(callerFor(t.db, slow).invitation.accept({ token: inv.token }));
    expect(expired.code).toBe("BAD_REQUEST");
    expect(expired.de).toMatch(/abgelaufen/);
    expect(expired.en).toMatch(/expired/);
    expect((await refusal(callerFor(t.db, null).invitation.byToken({ token: inv.token }))).en).toMatch(/expired/);
    expect((await trpcError(callerFor(t.db, slow).club.get({ clubId }))).code).toBe("FORBIDDEN");
    expect((await callerFor(t.db, owner).club.listInvitations({ clubId })).map((p) => p.id)).not.toContain(inv.id);
    const fresh = await callerFor(t.db, owner).club.renewInvitationLink({ clubId, invitationId: inv.id });
    expect(await callerFor(t.db, slow).invitation.accept({ token: fresh.token })).toEqual({ clubId, role: "organizer" });
  });

  it("answers bad input field by field and bounds the open invitations per club", async () => {
    const bad = await trpcError(
      callerFor(t.db, owner).club.inviteOrganizer({ clubId, email: "kein-email", role: "admin" as "owner" }),
    );
    expect(bad.code).toBe("BAD_REQUEST");
    expect(Object.keys(errorData(bad).fieldErrors ?? {}).sort()).toEqual(["email", "role"]);
    for (const token of ["", "x".repeat(101), "a\u0000b"]) {
      const err = await trpcError(callerFor(t.db, invitee).invitation.accept({ token }));
      expect(err.code).toBe("BAD_REQUEST");
      expect(errorData(err).fieldErrors).toHaveProperty("token");
    }

    const club = (await callerFor(t.db, owner).club.create({ name: "Viele Einladungen" })).id;
    const caller = callerFor(t.db, owner);
    for (let i = 0; i < MAX_PENDING_INVITATIONS; i++) {
      await caller.club.inviteOrganizer({ clubId: club, email: `gast${i}@example.org`, role: "organizer" });
    }
    const full = await trpcError(caller.club.inviteOrganizer({ clubId: club, email: "einer-zu-viel@example.org", role: "organizer" }));
    expect(full.code).toBe("BAD_REQUEST");
    expect(errorData(full).fieldErrors).toHaveProperty("email");
    // A withdrawn invitation no longer counts.
    const [first] = await caller.club.listInvitations({ clubId: club });
    await caller.club.withdrawInvitation({ clubId: club, invitationId: first!.id });
    await caller.club.inviteOrganizer({ clubId: club, email: "einer-zu-viel@example.org", role: "organizer" });
  });
});
