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
