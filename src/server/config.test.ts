import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

const secret = "x".repeat(32);

describe("configuration", () => {
  it("starts with defaults when only the secret is set", () => {
    const c = parseConfig({ NEXTAUTH_SECRET: secret });
    expect(c.PORT).toBe(3000);
    expect(c.PGLITE_DIR).toBe(".data/pglite");
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.TRUST_PROXY).toBe(false);
    expect(c.DEMO_SEED).toBe(true);
  });

  it("seeds the demo on the embedded database only, unless told", () => {
    const url = "postgres://postgres@127.0.0.1:5432/club";
    expect(parseConfig({ NEXTAUTH_SECRET: secret, DATABASE_URL: url }).DEMO_SEED).toBe(false);
    expect(parseConfig({ NEXTAUTH_SECRET: secret, DATABASE_URL: url, DEMO_SEED: "true" }).DEMO_SEED).toBe(true);
    expect(parseConfig({ NEXTAUTH_SECRET: secret, DEMO_SEED: "false" }).DEMO_SEED).toBe(false);
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ NEXTAUTH_SECRET: secret, DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: "abc" }, /^Configuration error: PORT .*\(got "abc"\)\.$/],
    [{ PORT: "70000" }, /PORT must be a port number/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ connection URL/],
    [{ TRUST_PROXY: "yes" }, /TRUST_PROXY/],
    [{ NEXTAUTH_URL: "not a url" }, /NEXTAUTH_URL must be the app's public URL/],
  ])("names the bad setting %o in one line", (env, message) => {
    const run = () => parseConfig({ NEXTAUTH_SECRET: secret, ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (e) {
      expect((e as Error).message).not.toContain("\n");
    }
  });

  it("requires a long enough secret and never prints it", () => {
    expect(() => parseConfig({})).toThrow("Configuration error: NEXTAUTH_SECRET is required.");
    expect(() => parseConfig({ NEXTAUTH_SECRET: "short-secret" })).toThrow(/NEXTAUTH_SECRET must be at least 32/);
    try {
      parseConfig({ NEXTAUTH_SECRET: "short-secret" });
    } catch (e) {
      expect((e as Error).message).not.toContain("short-secret");
    }
  });

  it("checks SETUP_CODE without printing it", () => {
    expect(parseConfig({ NEXTAUTH_SECRET: secret, SETUP_CODE: " verein-2026-start " }).SETUP_CODE).toBe("verein-2026-start");
    expect(parseConfig({ NEXTAUTH_SECRET: secret }).SETUP_CODE).toBeUndefined();
    for (const bad of ["zu-kurz", "mit leerzeichen drin"]) {
      const run = () => parseConfig({ NEXTAUTH_SECRET: secret, SETUP_CODE: bad });
      expect(run).toThrow(/^Configuration error: SETUP_CODE must be/);
      try {
        run();
      } catch (e) {
        expect((e as Error).message).not.toContain(bad);
      }
    }
  });

  it("accepts a postgres URL", () => {
    expect(parseConfig({ NEXTAUTH_SECRET: secret, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" }).DATABASE_URL).toContain("127.0.0.1");
  });
});
