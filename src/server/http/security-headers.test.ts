import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, securityHeaders } from "./security-headers";

describe("security headers", () => {
  it("allow scripts only with this request's nonce, refuse framing, keep codes in paths from other sites", () => {
    const nonce = newNonce();
    const h = securityHeaders({ nonce, dev: false, https: false });
    expect(h["Content-Security-Policy"]).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(h["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(h["Content-Security-Policy"]).not.toContain("unsafe-eval");
    expect(h["X-Frame-Options"]).toBe("DENY");
    expect(h["Referrer-Policy"]).toBe("same-origin");
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Permissions-Policy"]).toContain("camera=()");
    expect(h["Strict-Transport-Security"]).toBeUndefined();
  });

  it("send HSTS only over HTTPS, and let development evaluate code", () => {
    expect(securityHeaders({ nonce: "n", dev: false, https: true })["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(contentSecurityPolicy("n", true)).toContain("'unsafe-eval'");
  });

  it("make a new nonce every time", () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
