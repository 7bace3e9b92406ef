import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { failure } from "../../../../test/services";
import { createCaller } from "../../api/root";
import { errorData } from "../../api/errors";
import { argon2Limiter, hashPassword } from "../../auth/password";
import { appSettings, users } from "../../db/schema";
import { ensureSetupCode } from "./setup-code";
import { signIn } from "./sign-in";
import { SIGN_UP_LIMITS } from "./sign-up-limit";

const password = "richtig-geheim-42";

describe.each(drivers)("sign-up (%s)", (driver) => {
  let t: TestDb;
  let address = 0;
  /** A caller from a new client address each time, so the sign-up limit stays out of the way unless tested. */
  const anon = (clientAddress = `192.0.2.${++address}`) => createCaller({ db: t.db, user: null, clientAddress });

  beforeAll(async () => {
    t = await createTestDb(driver);
  });
  afterAll(async () => t?.dispose());

  it("refuses the first account without the right setup code, then makes it the administrator", async () => {
    const code = (await ensureSetupCode(t.db))!;
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await ensureSetupCode(t.db)).toBe(code); // generated once

    const input = { email: "chefin@example.org", name: "Chefin", password };
    const missing = await failure(anon().auth.signUp(input));
    expect(missing.code).toBe("BAD_REQUEST");
    expect(errorData(missing).fieldErrors?.setupCode?.[0]?.en).toMatch(/needs the setup code/);
    const wrong = await failure(anon().auth.signUp({ ...input, setupCode: "AAAA-BBBB-CCCC" }));
    expect(errorData(wrong).fieldErrors?.setupCode?.[0]?.de).toMatch(/Einrichtungscode stimmt nicht/);
    expect(await t.db.select().from(users)).toHaveLength(0);
    expect(await anon().auth.setupCodeNeeded()).toBe(true);

    // Case, spaces and dashes do not matter.
    expect(await anon().auth.signUp({ ...input, setupCode: ` ${code.replace(/-/g, "").toLowerCase()} ` })).toEqual({ next: "sign-in" });
    const [admin] = await t.db.select().from(users);
    expect(admin?.role).toBe("admin");
    // The code is spent: it is deleted, no longer asked for, and later accounts are organizers without it.
    expect(await t.db.select().from(appSettings).where(eq(appSettings.key, "setup_code"))).toHaveLength(0);
    expect(await ensureSetupCode(t.db)).toBeNull();
    expect(await anon().auth.setupCodeNeeded()).toBe(false);
    await anon().auth.signUp({ email: "orga@example.org", name: "Orga", password, setupCode: code });
    expect((await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, "orga@example.org") }))?.role).toBe("organizer");
  });

  it("answers a taken address exactly like a new one and leaves the account as it was", async () => {
    const taken = await anon().auth.signUp({ email: "Orga@Example.org", name: "Fremd", password: "fremdes-passwort-1" });
    const fresh = await anon().auth.signUp({ email: "neu@example.org", name: "Neu", password: "fremdes-passwort-1" });
    expect(taken).toEqual(fresh);
    const orga = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, "orga@example.org") });
    expect(orga?.name).toBe("Orga");
    // The owner's password still works, the stranger's does not: sign-in, which the form calls next, tells.
    expect((await signIn(t.db, { email: "orga@example.org", password, clientAddress: "192.0.2.200" })).ok).toBe(true);
    expect(await signIn(t.db, { email: "orga@example.org", password: "fremdes-passwort-1", clientAddress: "192.0.2.201" })).toEqual({
      ok: false,
      reason: "INVALID_CREDENTIALS",
    });
  });

  it("limits sign-ups per client address, counting refused ones, and an IPv6 /64 as one address", async () => {
    const from = "198.51.100.7";
    for (let i = 0; i < SIGN_UP_LIMITS.perAddress; i++) {
      // Taken addresses count too, or probing them would be free.
      const email = i % 2 ? "orga@example.org" : `viele${i}@example.org`;
      expect(await anon(from).auth.signUp({ email, name: `Viele ${i}`, password })).toEqual({ next: "sign-in" });
    }
    const limited = await failure(anon(from).auth.signUp({ email: "eine-mehr@example.org", name: "Eine mehr", password }));
    expect(limited.code).toBe("TOO_MANY_REQUESTS");
    expect(errorData(limited).de).toMatch(/zu viele Konten/);
    expect(await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, "eine-mehr@example.org") })).toBeUndefined();
    expect(await anon("198.51.100.8").auth.signUp({ email: "eine-mehr@example.org", name: "Eine mehr", password })).toEqual({
      next: "sign-in",
    });

    for (let i = 0; i < SIGN_UP_LIMITS.perAddress; i++)
      await anon(`2001:db8:5:5::${i + 1}`).auth.signUp({ email: `v6-${i}@example.org`, name: `V6 ${i}`, password });
    expect((await failure(anon("2001:db8:5:5:abcd::9").auth.signUp({ email: "v6-x@example.org", name: "V6 X", password }))).code).toBe(
      "TOO_MANY_REQUESTS",
    );
  });

  it("keeps at most two argon2 hashes running and refuses past a short queue, as busy and bilingual", async () => {
    const { slots, queueLimit } = argon2Limiter;
    let peak = 0;
    const burst = Array.from({ length: slots + queueLimit + 10 }, () =>
      hashPassword(password).finally(() => (peak = Math.max(peak, argon2Limiter.load.running))),
    );
    expect(argon2Limiter.load).toEqual({ running: slots, waiting: queueLimit });
    const settled = await Promise.allSettled(burst);
    const refused = settled.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason);
    expect(refused).toHaveLength(10);
    expect(refused.every((e) => e.code === "TOO_MANY_REQUESTS" && /ausgelastet/.test(e.de) && /busy/.test(e.en))).toBe(true);
    expect(peak).toBeLessThanOrEqual(slots);
    expect(argon2Limiter.load).toEqual({ running: 0, waiting: 0 });
    // Through the API the refusal is a 429 with both languages, not a 500; and a taken address is refused as
    // busy too, which shows it costs the same hash as a new one (the same time, so timing does not tell).
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const blockers = Array.from({ length: slots + queueLimit }, () => argon2Limiter.run(() => gate));
    for (const email of ["beschaeftigt@example.org", "orga@example.org"]) {
      const busy = await failure(anon().auth.signUp({ email, name: "Busy", password }));
      expect(busy.code).toBe("TOO_MANY_REQUESTS");
      expect(errorData(busy).en).toMatch(/busy/);
    }
    open();
    await Promise.all(blockers);
  });
});
