import "server-only";
import { clientAddressFrom } from "../auth/client-address";
import { readSessionClaims } from "../auth/session-claims";
import { getDb } from "../db";
import type { ServiceContext } from "../services/_shared/context";
import { loadSessionUser } from "../services/accounts/load-session-user";
import { CAPTAIN_COOKIE, cookieFrom, loadCaptainSession } from "../services/table-entry/load-captain-session";

/** The tRPC context: database, the signed-in organizer (re-read from the database), client address, and the
 * table captain of the table-entry cookie (re-read from the database). */
export async function createContext(opts: { headers: Headers }): Promise<ServiceContext> {
  const db = await getDb();
  const claims = await readSessionClaims();
  const captain = await loadCaptainSession(db, cookieFrom(opts.headers.get("cookie"), CAPTAIN_COOKIE));
  return { db, user: await loadSessionUser(db, claims.userId, claims.sessionVersion), clientAddress: clientAddressFrom(opts.headers), captain };
}
