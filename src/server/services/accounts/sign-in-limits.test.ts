import { eq } from "drizzle-orm";
import type * as Argon2 from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Every argon2 verification the sign-ins make, counted (the real function runs).
const verifications = vi.hoisted(() => ({ n: 0 }));
vi.mock("@node-rs/argon2", async (original) => {
  const real = await original<typeof Argon2>();
  return { ...real, verify: (...args: Parameters<typeof real.verify>) => (verifications.n++, real.verify(...args)) };
});
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { argon2Limiter } from "../../auth/password";
import { authFailures } from "../../db/schema";
import { createAccount } from "./create-account";
import { limitAddress } from "../_shared/limit-address";
import { ensureSetupCode } from "./setup-code";
import { SIGN_IN_LIMITS, signIn } from "./sign-in";

const password = "richtig-geheim-42";

describe("limitAddress", () => {
  it("counts IPv4 as is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64", () => {
    expect(limitAddress("203.0.113.5")).toBe("203.0.113.5");
    expect(limitAddress("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(limitAddress("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(limitAddress("2001:DB8:0001:0002::ffff")).toBe("2001:db8:1:2::/64");
    expect(limitAddress("2001:db8:1::")).toBe("2001:db8:1:0::/64");
    expect(limitAddress("unknown")).toBe("unknown");
  });
});

describe.each(drivers)("sign-in limits (%s)", (driver) => {
  let t: TestDb;
  const attempt = (email: unknown, pw: unknown, clientAddress: string) => signIn(t.db, { email, password: pw, clientAddress });

  beforeAll(async () => {
    t = await createTestDb(driver);
    const setupCode = (await ensureSetupCode(t.db)) ?? undefined;
    for (const name of ["admin", "besitzer", "wettlauf", "verteilt", "parallel"])
      await createAccount(t.db, { email: `${name}@example.org`, name, password, setupCode });
  });
  afterAll(async () => t?.dispose());

  it("refuses malformed input before any query, without counting it", async () => {
    const nul = await attempt("admin\u0000@example.org", password, "10.9.0.1");
    expect(nul).toEqual({ ok: false, reason: "INVALID_INPUT" });
    for (const [email, pw] of [
      ["a".repeat(300) + "@example.org", password],
      ["admin@example.org", "x".repeat(201)],
      ["admin@example.org", ""],
      [{ not: "a string" }, password],
      ["admin@example.org", ["array"]],
      ["kein-email", password],
    ])
      expect(await attempt(email, pw, "10.9.0.1")).toEqual({ ok: false, reason: "INVALID_INPUT" });
    expect(await t.db.select().from(authFailures).where(eq(authFailures.address, "10.9.0.1"))).toHaveLength(0);
  });

  it("counts parallel wrong passwords exactly: no more are checked than the limit", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt("wettlauf@example.org", `falsch-falsch-${i}`, "10.8.0.1")),
    );
    const checked = outcomes.filter((o) => !o.ok && o.reason === "INVALID_CREDENTIALS").length;
    expect(checked).toBe(SIGN_IN_LIMITS.perAccountAndAddress);
    expect(outcomes.filter((o) => !o.ok && o.reason === "RATE_LIMITED")).toHaveLength(30 - checked);
  });

  it("checks at most 5 passwords of 30 parallel sign-ins from one address (counting argon2 itself), 10 from two", async () => {
    verifications.n = 0;
    await Promise.all(Array.from({ length: 30 }, (_, i) => attempt("parallel@example.org", `falsch-falsch-${i}`, "10.8.1.1")));
    expect(verifications.n).toBe(SIGN_IN_LIMITS.perAccountAndAddress);
    // Another address of the same /64 is the same client.
    await Promise.all(Array.from({ length: 30 }, (_, i) => attempt("parallel@example.org", `falsch-falsch-${i}`, `2001:db8:7:7::${i + 1}`)));
    expect(verifications.n).toBe(2 * SIGN_IN_LIMITS.perAccountAndAddress);
    // A third address meets the account's limit over all addresses (10): a probe through "localhost" that reaches
    // the server over ::1 and 127.0.0.1 is two addresses, which is how 10 checks were seen.
    await Promise.all(Array.from({ length: 30 }, (_, i) => attempt("parallel@example.org", `falsch-falsch-${i}`, "10.8.1.2")));
    expect(verifications.n).toBe(SIGN_IN_LIMITS.perAccount);
  });

  it("does not let a stranger's failures lock the owner out", async () => {
    // The owner signs in once from home: that address is now known to the account.
    expect((await attempt("besitzer@example.org", password, "10.7.0.1")).ok).toBe(true);
    // A stranger fails at one address until that pair is limited ...
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++)
      expect(await attempt("besitzer@example.org", `rate-mal-${i}`, "10.7.1.1")).toEqual({ ok: false, reason: "INVALID_CREDENTIALS" });
    expect(await attempt("besitzer@example.org", password, "10.7.1.1")).toEqual({ ok: false, reason: "RATE_LIMITED" });
    // ... which leaves the owner alone, from home and from a new address (the account limit is not reached).
    expect((await attempt("besitzer@example.org", password, "10.7.0.1")).ok).toBe(true);
    expect((await attempt("besitzer@example.org", password, "10.7.2.1")).ok).toBe(true);
    // Many addresses trip the account's limit: new addresses wait, the owner's known ones still sign in.
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) await attempt("besitzer@example.org", `verteilt-${i}`, `10.7.3.${i}`);
    expect(await attempt("besitzer@example.org", password, "10.7.4.1")).toEqual({ ok: false, reason: "RATE_LIMITED" });
    expect((await attempt("besitzer@example.org", password, "10.7.0.1")).ok).toBe(true);
    expect((await attempt("besitzer@example.org", password, "10.7.2.1")).ok).toBe(true);
    // A wrong password from a known address still counts against that pair.
    expect(await attempt("besitzer@example.org", "falsch-von-zuhause", "10.7.0.1")).toEqual({ ok: false, reason: "INVALID_CREDENTIALS" });
  });

  it("forgets an address's typos on the account after its right password", async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress - 1; i++) await attempt("verteilt@example.org", `tippfehler-${i}`, "10.6.0.1");
    expect((await attempt("verteilt@example.org", password, "10.6.0.1")).ok).toBe(true);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress - 1; i++)
      expect(await attempt("verteilt@example.org", `tippfehler-${i}`, "10.6.0.1")).toEqual({ ok: false, reason: "INVALID_CREDENTIALS" });
    expect((await attempt("verteilt@example.org", password, "10.6.0.1")).ok).toBe(true);
  });

  it("answers BUSY when too much argon2 work waits, without counting a failure", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const blockers = Array.from({ length: argon2Limiter.slots + argon2Limiter.queueLimit }, () => argon2Limiter.run(() => gate));
    expect(await attempt("admin@example.org", "falsch-falsch", "10.5.0.1")).toEqual({ ok: false, reason: "BUSY" });
    open();
    await Promise.all(blockers);
    expect(await t.db.select().from(authFailures).where(eq(authFailures.address, "10.5.0.1"))).toHaveLength(0);
  });
});
