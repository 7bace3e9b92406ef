import { describe, expect, it } from "vitest";
import { safeCallbackPath, safeRedirect } from "./safe-callback";

describe("safeCallbackPath", () => {
  it.each([
    ["/\\host"],
    ["//host"],
    ["\\\\host"],
    ["/%5chost"],
    ["/%5Chost"],
    ["/%255chost"],
    ["/%2f/host"],
    ["/\t/host"],
    ["/\n/host"],
    ["https://other.example/org"],
    ["javascript:alert(1)"],
    ["org"],
    [" /org"],
    ["/%"],
    // Dot segments that normalize to "//evil.test", plain and percent-encoded.
    ["/.//evil.test"],
    ["/a/..//evil.test"],
    ["/%2e//evil.test"],
    ["/%2E%2E//evil.test"],
    ["/a/%2e%2e//evil.test/x?y=1"],
    ["/./\\evil.test"],
    ["/.%2f/evil.test"],
    ["/a/../%5cevil.test"],
    [""],
    [undefined],
    [["/org"]],
  ])("sends %j to the fallback", (value) => {
    expect(safeCallbackPath(value)).toBe("/org");
  });

  it("keeps paths on this site, normalized", () => {
    expect(safeCallbackPath("/org/vereine/1?tab=mitglieder#x")).toBe("/org/vereine/1?tab=mitglieder#x");
    expect(safeCallbackPath("/org/../turnier/%C3%A4")).toBe("/turnier/%C3%A4");
    expect(safeCallbackPath("/org?next=%2F%2Fother")).toBe("/org?next=%2F%2Fother");
    expect(safeCallbackPath("/org/./turniere/../vereine")).toBe("/org/vereine");
    expect(safeCallbackPath("/org/%2e/vereine")).toBe("/org/vereine");
  });
});

describe("safeRedirect (next-auth's redirect callback)", () => {
  const base = "http://localhost:3000";
  it("allows paths and our own origin only", () => {
    expect(safeRedirect("/org", base)).toBe(`${base}/org`);
    expect(safeRedirect(`${base}/org?x=1`, base)).toBe(`${base}/org?x=1`);
    for (const url of ["https://other.example/", "//other.example", "/\\other.example", `${base}//other.example`, "javascript:alert(1)"])
      expect(safeRedirect(url, base)).toBe(base);
  });
});
