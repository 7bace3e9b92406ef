import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor } from "../../../../test/services";
import { errorData } from "../../api/errors";
import { loadSessionUser } from "./load-session-user";
import { SIGN_IN_LIMITS, signIn } from "./sign-in";
import { createAccount } from "./create-account";
import { ensureSetupCode } from "./setup-code";

const password = "richtig-geheim-42";

describe.each(drivers)("organizer accounts (%s)", (driver) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(driver);
  });
  afterAll(async () => t?.dispose());

  it("makes exactly the first of concurrent sign-ups the administrator", async () => {
    const setupCode = (await ensureSetupCode(t.db)) ?? undefined;
    const made = await Promise.all(
      ["erste", "zweite", "dritte"].map((n) => createAccount(t.db, { email: `${n}@example.org`, name: n, password, setupCode })),
    );
    expect(made.filter((u) => u?.role === "admin")).toHaveLength(1);
    expect(made.filter((u) => u?.role === "organizer")).toHaveLength(2);
  });

  it("makes no second account for the same email, whatever its case", async () => {
    const caller = callerFor(t.db, null);
    expect(await caller.auth.signUp({ email: "ERSTE@example.org", name: "Doppelt", password: "anderes-passwort" })).toEqual({
      next: "sign-in",
    });
    const rows = await t.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, "erste@example.org") });
    expect(rows.map((r) => r.name)).toEqual(["erste"]);
  });

  it("answers a weak password and a bad email field by field", async () => {
    const err = await callerFor(t.db, null).auth.signUp({ email: "kaputt", name: "X", password: "kurz" }).catch((e) => e);
    expect(err.code).toBe("BAD_REQUEST");
    expect(Object.keys(errorData(err).fieldErrors ?? {}).sort()).toEqual(["email", "name", "password"]);
  });

  it("signs in with the right password and stores the hash as argon2id", async () => {
    const ok = await signIn(t.db, { email: " Erste@Example.org ", password, clientAddress: "10.0.0.1" });
    expect(ok.ok).toBe(true);
    const rows = await t.db.query.users.findMany();
    expect(rows.every((r) => r.passwordHash.startsWith("$argon2id$"))).toBe(true);
    const wrong = await signIn(t.db, { email: "erste@example.org", password: "falsch-falsch", clientAddress: "10.0.0.1" });
    expect(wrong).toEqual({ ok: false, reason: "INVALID_CREDENTIALS" });
    const unknown = await signIn(t.db, { email: "nie@example.org", password, clientAddress: "10.0.0.1" });
    expect(unknown).toEqual({ ok: false, reason: "INVALID_CREDENTIALS" });
  });

  it("locks an account after repeated failures, even from changing addresses", async () => {
    await createAccount(t.db, { email: "ziel@example.org", name: "Ziel", password });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      const r = await signIn(t.db, { email: "ziel@example.org", password: `falsch-${i}`, clientAddress: `10.1.0.${i}` });
      expect(r.ok).toBe(false);
    }
    const blocked = await signIn(t.db, { email: "ziel@example.org", password, clientAddress: "10.1.0.99" });
    expect(blocked).toEqual({ ok: false, reason: "RATE_LIMITED" });
  });

  it("limits one address guessing across many accounts", async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      await signIn(t.db, { email: `rate${i}@example.org`, password: "falsch-falsch", clientAddress: "10.2.0.1" });
    }
    const blocked = await signIn(t.db, { email: "zweite@example.org", password, clientAddress: "10.2.0.1" });
    expect(blocked).toEqual({ ok: false, reason: "RATE_LIMITED" });
    const elsewhere = await signIn(t.db, { email: "zweite@example.org", password, clientAddress: "10.2.0.2" });
    expect(elsewhere.ok).toBe(true);
  });

  it("takes access away from a disabled account on its next request", async () => {
    const admin = (await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.role, "admin") }))!;
    const victim = (await t.db.query.users.findFirst({
      where: (u, { and, eq, inArray }) => and(eq(u.role, "organizer"), inArray(u.email, ["erste@example.org", "dritte@example.org"])),
    }))!;
    expect(await loadSessionUser(t.db, victim.id, victim.sessionVersion)).not.toBeNull();
    const asAdmin = callerFor(t.db, { id: admin.id, email: admin.email, name: admin.name, role: admin.role });
    await asAdmin.admin.setUserDisabled({ userId: victim.id, disabled: true });
    expect(await loadSessionUser(t.db, victim.id, victim.sessionVersion)).toBeNull();
    expect(await signIn(t.db, { email: victim.email, password, clientAddress: "10.3.0.1" })).toEqual({
      ok: false,
      reason: "DISABLED",
    });
    await asAdmin.admin.setUserDisabled({ userId: victim.id, disabled: false });
    // Enabled again, the old token stays ended (session-end.test.ts: a fresh sign-in works).
    expect(await loadSessionUser(t.db, victim.id, victim.sessionVersion)).toBeNull();
  });

  it("lets only the administrator manage accounts", async () => {
    const org = (await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.role, "organizer") }))!;
    const asOrg = callerFor(t.db, { id: org.id, email: org.email, name: org.name, role: org.role });
    await expect(asOrg.admin.listUsers()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(asOrg.admin.setUserDisabled({ userId: org.id, disabled: true })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(callerFor(t.db, null).admin.listUsers()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("treats a removed account or a garbage token id as signed out", async () => {
    expect(await loadSessionUser(t.db, "00000000-0000-4000-8000-000000000000", 1)).toBeNull();
    expect(await loadSessionUser(t.db, "'; drop table users; --", 1)).toBeNull();
    expect(await loadSessionUser(t.db, undefined, 1)).toBeNull();
  });
});
