// "The database is not there right now" (a restart, a failover, a network cut, an exhausted pool), told apart
// from real bugs: such errors answer 503 with Retry-After instead of 500, and are logged as one line per
// outage window rather than one stack trace per request.

/** Seconds a client should wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

export const DB_UNAVAILABLE = {
  de: "Datenbank vorübergehend nicht erreichbar. Bitte in ein paar Sekunden erneut versuchen.",
  en: "The database is temporarily unavailable. Please try again in a few seconds.",
} as const;

/** Socket-level failures: nothing answered, or the connection broke. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** PostgreSQL SQLSTATEs that mean "not now" (class 08 is matched by prefix). */
const SQLSTATES = new Set([
  "57P01", // admin_shutdown: the server is stopping or restarting
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: still starting up, or in recovery
  "53300", // too_many_connections
]);

/** node-postgres and pg-pool messages that carry no code. */
const PG_MESSAGES = [
  "Connection terminated", // also "... unexpectedly" and "... due to connection timeout"
  "timeout exceeded when trying to connect", // the pool's connectionTimeoutMillis
  "is not queryable", // a client whose connection already failed
  "Query read timeout",
];

function isUnavailableItself(e: unknown): boolean {
  if (typeof e !== "object" || e === null) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true; // connection_exception and its subclasses
  }
  const message = (e as { message?: unknown }).message;
  return typeof message === "string" && PG_MESSAGES.some((m) => message.includes(m));
}

/** True when the error (or what it wraps: drizzle's query error, an AggregateError of both address families)
 * says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 16) {
    const e = queue.shift();
    if (typeof e !== "object" || e === null || seen.has(e)) continue;
    seen.add(e);
    if (isUnavailableItself(e)) return true;
    queue.push((e as { cause?: unknown }).cause);
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner)) queue.push(...inner);
  }
  return false;
}

const LOG_EVERY_MS = 10_000;
let lastLogged = 0;
let suppressed = 0;

/** One log line per ten seconds of outage, however many requests fail: the cause, never a stack. */
export function reportUnavailable(where: string, error: unknown, now = Date.now()): void {
  if (now - lastLogged < LOG_EVERY_MS) {
    suppressed++;
    return;
  }
  const more = suppressed > 0 ? ` (${suppressed} more since the last line)` : "";
  lastLogged = now;
  suppressed = 0;
  console.error(`[db] PostgreSQL not reachable, answering 503 (${where}): ${describeFailure(error)}${more}`);
}

/** The innermost cause as "CODE message", for a log line. */
export function describeFailure(error: unknown): string {
  let e: unknown = error;
  // The innermost cause names the real failure (drizzle's wrapper only repeats the SQL).
  for (let i = 0; i < 5 && typeof e === "object" && e !== null && (e as { cause?: unknown }).cause; i++) {
    e = (e as { cause: unknown }).cause;
  }
  const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === "string" && message ? message : String(e);
  return typeof code === "string" ? `${code} ${text}` : text;
}

/** The answer of a plain route handler (exports, live) while the database is away. */
export function databaseUnavailableResponse(): Response {
  return new Response(JSON.stringify({ error: DB_UNAVAILABLE }), {
    status: 503,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": String(RETRY_AFTER_SECONDS),
    },
  });
}

/** For a route handler's catch: the 503 answer when the database is away; anything else is rethrown, a bug. */
export function unavailableOrRethrow(where: string, error: unknown): Response {
  if (!isDatabaseUnavailable(error)) throw error;
  reportUnavailable(where, error);
  return databaseUnavailableResponse();
}
