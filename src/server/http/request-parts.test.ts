import { describe, expect, it } from "vitest";
import { cookieFrom, decodedSegment, wellFormedCookies } from "./request-parts";

describe("request parts", () => {
  it("reads one cookie, decoded; a missing or malformed one is null", () => {
    const header = "a=1; stichfest_tisch=abc%20def; NEXT_LOCALE=en; bad=%E0";
    expect(cookieFrom(header, "stichfest_tisch")).toBe("abc def");
    expect(cookieFrom(header, "NEXT_LOCALE")).toBe("en");
    expect(cookieFrom(header, "bad")).toBeNull();
    expect(cookieFrom(header, "missing")).toBeNull();
    expect(cookieFrom(undefined, "a")).toBeNull();
  });
  it("decodes a path segment; a malformed one is null", () => {
    expect(decodedSegment("herbst%20turnier")).toBe("herbst turnier");
    expect(decodedSegment("%E0")).toBeNull();
  });
  it("drops cookies whose name is no cookie name; a header with none left is no header", () => {
    expect(wellFormedCookies("next-auth.session-token =x; NEXT_LOCALE=en")).toBe("NEXT_LOCALE=en");
    expect(wellFormedCookies("a b=1;=2; flag ;ok=%E0; __Secure-next-auth.session-token.0=eyJ")).toBe("ok=%E0; __Secure-next-auth.session-token.0=eyJ");
    expect(wellFormedCookies(" next-auth.session-token =x ")).toBeUndefined();
    expect(wellFormedCookies(undefined)).toBeUndefined();
  });
});
