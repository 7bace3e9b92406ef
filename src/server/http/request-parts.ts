// Parts of a request read without a framework (the custom server, the tRPC context): a cookie, a path segment.

/** A URL component decoded, or null when it is malformed ("%E0"): such a name or cookie is simply not there. */
export function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Reads one cookie from a Cookie header; null when it is missing or its value is malformed. */
export function cookieFrom(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodedSegment(part.slice(eq + 1).trim());
  }
  return null;
}

/** A cookie name as RFC 6265 allows it: a token, so no space, no separator. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The Cookie header without the pairs whose name is no cookie name ("next-auth.session-token =x", a space before
 * the "="): such a cookie counts as none. Next would hand it on under that name, and next-auth, finding no session
 * in it, throws while writing the name into the header that clears it (every page answered 500). Undefined when
 * nothing is left. */
export function wellFormedCookies(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const kept = header
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => {
      const eq = pair.indexOf("=");
      return eq > 0 && COOKIE_NAME.test(pair.slice(0, eq));
    });
  return kept.length > 0 ? kept.join("; ") : undefined;
}
