// Where to go after sign-in: only a path on this site. "/\host", "//host", "\\host", "/%5chost", "https://other"
// and "javascript:" all lead elsewhere in a browser (it reads a backslash as a slash and drops tabs and line
// breaks), so anything but a plain same-origin path falls back.

const BASE = "http://stichfest.invalid";

// eslint-disable-next-line no-control-regex -- control characters are what browsers silently drop
const FORBIDDEN = /[\\\u0000-\u001F\u007F]/;

const plainPath = (s: string) => s.startsWith("/") && !s.startsWith("//") && !FORBIDDEN.test(s);

/** `path` with its dot segments resolved, as a browser resolves them ("/a/..//x" -> "//x"). */
function normalized(path: string): string {
  try {
    return new URL(path, BASE).pathname;
  } catch {
    return "//";
  }
}

/** Whether `value` and each of its percent-decodings ("%255c" hides a backslash twice) is a plain path, also
 * once its dot segments are resolved. */
function plainInEveryDecoding(value: string): boolean {
  let current = value;
  for (let round = 0; ; round++) {
    if (!plainPath(current) || !plainPath(normalized(current)) || round > 3) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false; // a stray "%" is no path we wrote
    }
    if (decoded === current) return true;
    current = decoded;
  }
}

/** `value` as a same-origin path (normalized: "/org/../x" -> "/x"), or `fallback`. */
export function safeCallbackPath(value: unknown, fallback = "/org"): string {
  if (typeof value !== "string" || value.length > 2000 || !plainInEveryDecoding(value)) return fallback;
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return fallback;
  // Dot segments, also encoded ("/.//x", "/a/..//x", "/%2e//x"), normalize to "//x": another host. The path as
  // normalized must pass the same check.
  const path = url.pathname + url.search + url.hash;
  return plainInEveryDecoding(path) ? path : fallback;
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
