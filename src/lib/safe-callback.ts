// Where to go after sign-in: only a path on this site. "/\host", "//host", "\\host", "/%5chost", "https://other"
// and "javascript:" all lead elsewhere in a browser (it reads a backslash as a slash and drops tabs and line
// breaks), so anything but a plain same-origin path falls back.

const BASE = "http://stichfest.invalid";

// eslint-disable-next-line no-control-regex -- control characters are what browsers silently drop
const FORBIDDEN = /[\\\u0000-\u001F\u007F]/;

const plainPath = (s: string) => s.startsWith("/") && !s.startsWith("//") && !FORBIDDEN.test(s);

/** `value` as a same-origin path (normalized: "/org/../x" -> "/x"), or `fallback`. */
export function safeCallbackPath(value: unknown, fallback = "/org"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  // Percent-encoding may hide a backslash or a second slash, also twice ("%255c"); every decoding must pass.
  let current = value;
  for (let round = 0; ; round++) {
    if (!plainPath(current) || round > 3) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return fallback; // a stray "%" is no path we wrote
    }
    if (decoded === current) break;
    current = decoded;
  }
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return fallback;
  return url.pathname + url.search + url.hash;
}

/** next-auth's redirect rule: a path, or an absolute URL of our own origin, else `baseUrl` itself. */
export function safeRedirect(url: string, baseUrl: string): string {
  let path: unknown = url;
  try {
    const absolute = new URL(url);
    path = absolute.origin === new URL(baseUrl).origin ? absolute.pathname + absolute.search + absolute.hash : null;
  } catch {
    // not absolute: checked as a path below
  }
  const safe = safeCallbackPath(path, "");
  return safe ? `${baseUrl.replace(/\/$/, "")}${safe}` : baseUrl;
}
