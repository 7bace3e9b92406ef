// Hole: a signed-out (or disabled, or removed, or password-changed) account's token kept working for its 30 days.
// A token here is what next-auth stores in its JWT: the account id and the session version read at sign-in.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { joinClub } from "../../../../test/invitations";
import { callerFor, makeUser } from "../../../../test/services";
import { trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { authOptions } from "../../auth/options";
import { authFailures, users } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { PASSWORD_CHANGE_LIMITS } from "./change-password";
import { loadSessionUser } from "./load-session-user";
import { signIn } from "./sign-in";
import { signOut } from "./sign-out";

/** The password test/services.ts makeUser signs up with. */
const PASSWORD = "geheim-passwort-1";
const NEW_PASSWORD = "ganz-neues-passwort-2";

interface Token {
  userId: string;
  sessionVersion: number;
}

describe.each(drivers)("sessions that really end (%s)", (driver) => {
  let t: TestDb;
  let admin: SessionUser;
  let address = 0;

  beforeAll(async () => {
    t = await createTestDb(driver);
    admin = await makeUser(t.db, "Admin");
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    admin = { ...admin, role: "admin" };
  });
  afterAll(async () => t?.dispose());

  /** Signs in like the credentials provider does and returns the claims its JWT would carry. */
  async function tokenFor(user: SessionUser, password = PASSWORD): Promise<Token> {
    const outcome = await signIn(t.db, { email: user.email, password, clientAddress: `10.9.0.${++address}` });
    if (!outcome.ok) throw new Error(`sign-in failed: ${outcome.reason}`);
    return { userId: outcome.user.id, sessionVersion: outcome.sessionVersion };
  }
  const works = async (token: Token) => (await loadSessionUser(t.db, token.userId, token.sessionVersion)) !== null;

  it("accepts a token only with its account's current session version, and garbage without touching SQL", async () => {
    const u = await makeUser(t.db, "Vera");
    const token = await tokenFor(u);
    expect(await works(token)).toBe(true);
    // A token from before versions existed, or with a forged version, is signed out.
    for (const bad of [undefined, null, "1", 1.5, 0, -1, token.sessionVersion + 1, 2 ** 31, Number.NaN, Infinity]) {
      expect(await loadSessionUser(t.db, token.userId, bad)).toBeNull();
    }
  });

  it("signing out ends every session of the account, and only a valid token can sign out", async () => {
    const u = await makeUser(t.db, "Sina");
    const laptop = await tokenFor(u);
    const phone = await tokenFor(u);
    expect(await works(laptop)).toBe(true);
    expect(await signOut(t.db, laptop)).toBe(true);
    expect(await works(laptop)).toBe(false);
    expect(await works(phone)).toBe(false);
    // The ended token cannot sign out the next session (no endless sign-out by a copied cookie).
    const fresh = await tokenFor(u);
    expect(await signOut(t.db, laptop)).toBe(false);
    expect(await works(fresh)).toBe(true);
    expect(await signOut(t.db, { userId: "kaputt", sessionVersion: 1 })).toBe(false);
    expect(await signOut(t.db, { userId: u.id, sessionVersion: "1" })).toBe(false);
  });

  it("next-auth carries the version from sign-in into the token and its sign-out event ends the sessions", async () => {
    const u = await makeUser(t.db, "Nora");
    // The provider's authorize and the sign-out event use the process-wide database; point it at this test's.
    const key = Symbol.for("stichfest.db");
    const holder = globalThis as unknown as Record<symbol, unknown>;
    const before = holder[key];
    holder[key] = Promise.resolve(t);
    const provider = authOptions.providers[0] as unknown as {
      options: { authorize(c: Record<string, string>, req: { headers: Record<string, string> }): Promise<unknown> };
    };
    let signedIn: unknown;
    try {
      signedIn = await provider.options.authorize({ email: u.email, password: PASSWORD }, { headers: {} });
    } finally {
      holder[key] = before;
    }
    const [row] = await t.db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, u.id));
    expect(signedIn).toMatchObject({ id: u.id, sessionVersion: row!.v });
    const token = { userId: u.id, sessionVersion: row!.v };
    const jwt = await authOptions.callbacks!.jwt!({
      token: { sub: undefined },
      user: { id: u.id, email: u.email, name: u.name, sessionVersion: token.sessionVersion },
      account: null,
    } as never);
    expect(jwt).toMatchObject({ sub: u.id, sessionVersion: token.sessionVersion });
    // Later requests: no user, the token keeps its version.
    const again = await authOptions.callbacks!.jwt!({ token: jwt, account: null } as never);
    const session = await authOptions.callbacks!.session!({ session: { expires: "" }, token: again } as never);
    expect(session).toMatchObject({ userId: u.id, sessionVersion: token.sessionVersion });

    holder[key] = Promise.resolve(t);
    try {
      await authOptions.events!.signOut!({ token: again } as never);
    } finally {
      holder[key] = before;
    }
    expect(await works(token)).toBe(false);
  });

  it("disabling ends the sessions for good: enabling again needs a fresh sign-in", async () => {
    const u = await makeUser(t.db, "Dora");
    const token = await tokenFor(u);
    await callerFor(t.db, admin).admin.setUserDisabled({ userId: u.id, disabled: true });
    expect(await works(token)).toBe(false);
    await callerFor(t.db, admin).admin.setUserDisabled({ userId: u.id, disabled: false });
    expect(await works(token)).toBe(false);
    expect(await works(await tokenFor(u))).toBe(true);
  });

  it("removing an organizer from a club ends that person's sessions, not the owner's", async () => {
    const owner = await makeUser(t.db, "Olga");
    const helper = await makeUser(t.db, "Hugo");
    const club = await callerFor(t.db, owner).club.create({ name: "Herz Dame Homburg" });
    await joinClub(t.db, owner, club.id, helper, "organizer");
    const ownerToken = await tokenFor(owner);
    const helperToken = await tokenFor(helper);
    await callerFor(t.db, owner).club.removeOrganizer({ clubId: club.id, userId: helper.id });
    expect(await works(helperToken)).toBe(false);
    expect(await works(ownerToken)).toBe(true);
  });

  describe("password change", () => {
    it("refuses a wrong current password and mismatched new ones field by field, changing nothing", async () => {
      const u = await makeUser(t.db, "Paula");
      const token = await tokenFor(u);
      const caller = callerFor(t.db, u);
      const wrong = await trpcError(
        caller.account.changePassword({ currentPassword: "falsch-falsch", newPassword: NEW_PASSWORD, newPasswordRepeat: NEW_PASSWORD }),
      );
      expect(wrong.code).toBe("BAD_REQUEST");
      expect(errorData(wrong).fieldErrors).toHaveProperty("currentPassword");
      const mismatch = await trpcError(
        caller.account.changePassword({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, newPasswordRepeat: "etwas-anderes-3" }),
      );
      expect(Object.keys(errorData(mismatch).fieldErrors ?? {})).toEqual(["newPasswordRepeat"]);
      expect(errorData(mismatch).fieldErrors!.newPasswordRepeat![0]!.de).toMatch(/stimmen nicht überein/);
      const weak = await trpcError(
        caller.account.changePassword({ currentPassword: PASSWORD, newPassword: "kurz", newPasswordRepeat: "kurz" }),
      );
      expect(Object.keys(errorData(weak).fieldErrors ?? {})).toEqual(["newPassword"]);
      const same = await trpcError(
        caller.account.changePassword({ currentPassword: PASSWORD, newPassword: PASSWORD, newPasswordRepeat: PASSWORD }),
      );
      expect(Object.keys(errorData(same).fieldErrors ?? {})).toEqual(["newPassword"]);
      expect(await works(token)).toBe(true);
      expect((await signIn(t.db, { email: u.email, password: PASSWORD, clientAddress: "10.8.0.1" })).ok).toBe(true);
    });

    it("ends every session; the old password stops working and the new one signs in", async () => {
      const u = await makeUser(t.db, "Rita");
      const other = await tokenFor(u);
      const current = await tokenFor(u);
      await callerFor(t.db, u).account.changePassword({
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        newPasswordRepeat: NEW_PASSWORD,
      });
      expect(await works(other)).toBe(false);
      expect(await works(current)).toBe(false); // the browser signs in again with the new password
      expect(await signIn(t.db, { email: u.email, password: PASSWORD, clientAddress: "10.8.0.2" })).toEqual({
        ok: false,
        reason: "INVALID_CREDENTIALS",
      });
      expect(await works(await tokenFor(u, NEW_PASSWORD))).toBe(true);
      const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, u.id));
      expect(row!.hash.startsWith("$argon2id$")).toBe(true);
    });

    it("stops guessing the current password through a stolen session, also in parallel", async () => {
      const u = await makeUser(t.db, "Gerda");
      const caller = callerFor(t.db, u);
      const attempts = Array.from({ length: PASSWORD_CHANGE_LIMITS.failures + 3 }, (_, i) =>
        trpcError(
          caller.account.changePassword({
            currentPassword: `rate-mal-${i}`,
            newPassword: NEW_PASSWORD,
            newPasswordRepeat: NEW_PASSWORD,
          }),
        ),
      );
      const codes = (await Promise.all(attempts)).map((e) => e.code);
      expect(codes.filter((c) => c === "BAD_REQUEST")).toHaveLength(PASSWORD_CHANGE_LIMITS.failures);
      expect(codes.filter((c) => c === "TOO_MANY_REQUESTS")).toHaveLength(3);
      const blocked = await trpcError(
        caller.account.changePassword({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, newPasswordRepeat: NEW_PASSWORD }),
      );
      expect(blocked.code).toBe("TOO_MANY_REQUESTS");
      expect(errorData(blocked).fieldErrors).toHaveProperty("currentPassword");
      // Strangers' wrong sign-ins (keyed by email) do not block the owner's password change.
      const other = await makeUser(t.db, "Hanna");
      await t.db
        .insert(authFailures)
        .values(Array.from({ length: 20 }, (_, i) => ({ account: other.email, address: `10.7.0.${i}` })));
      await callerFor(t.db, other).account.changePassword({
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        newPasswordRepeat: NEW_PASSWORD,
      });
    });

    it("needs a session", async () => {
      const err = await trpcError(
        callerFor(t.db, null).account.changePassword({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, newPasswordRepeat: NEW_PASSWORD }),
      );
      expect(err.code).toBe("UNAUTHORIZED");
    });
  });
});
