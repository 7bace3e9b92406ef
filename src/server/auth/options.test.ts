// authorize(): next-auth writes whatever it throws into the error URL, so nothing but our own codes may leave it.
import { describe, expect, it, vi } from "vitest";

const signIn = vi.fn();
vi.mock("../services/accounts/sign-in", () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
vi.mock("../db", () => ({ getDb: async () => ({}) }));

const { authOptions } = await import("./options");

type Authorize = (credentials: Record<string, unknown> | undefined, req: { headers: Record<string, string> }) => Promise<unknown>;
const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;
const thrown = (credentials: Record<string, unknown> | undefined) =>
  authorize(credentials, { headers: {} }).then(
    () => "no error",
    (e: Error) => e.message,
  );

describe("next-auth authorize", () => {
  it("turns an unexpected failure (e.g. the database's own message) into a generic code", async () => {
    signIn.mockRejectedValueOnce(new Error('invalid byte sequence for encoding "UTF8": 0x00 select "id" from "users"'));
    vi.spyOn(console, "error").mockImplementationOnce(() => {});
    expect(await thrown({ email: "a@example.org", password: "geheim-geheim" })).toBe("SIGN_IN_FAILED");
  });

  it("passes the service's own refusal codes and refuses missing or non-text fields", async () => {
    signIn.mockResolvedValueOnce({ ok: false, reason: "INVALID_INPUT" });
    expect(await thrown({ email: "a\u0000@example.org", password: "geheim-geheim" })).toBe("INVALID_INPUT");
    expect(await thrown({ email: "  ", password: "x" })).toBe("MISSING_FIELDS");
    expect(await thrown({ email: ["a@example.org"], password: "x" })).toBe("MISSING_FIELDS");
    expect(await thrown(undefined)).toBe("MISSING_FIELDS");
  });

  it("redirects only to this site", async () => {
    const redirect = authOptions.callbacks!.redirect!;
    const base = "http://localhost:3000";
    expect(await redirect({ url: "/\\other.example", baseUrl: base })).toBe(base);
    expect(await redirect({ url: "/org", baseUrl: base })).toBe(`${base}/org`);
  });
});
