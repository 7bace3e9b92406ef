import "server-only";
import { clientAddressFrom } from "../auth/client-address";
import { readSessionClaims } from "../auth/session-claims";
import { hasSessionCookie } from "../auth/session-cookie";
import { getDb } from "../db";
import type { ServiceContext } from "../services/_shared/context";
import { loadSessionUser } from "../services/accounts/load-session-user";
import { cookieFrom } from "../http/request-parts";
import { CAPTAIN_COOKIE, loadCaptainSession } from "../services/table-entry/load-captain-session";
import { SHEET_DEVICE_COOKIE, sheetDeviceHash } from "../services/sheets/sheet-device";

/** The tRPC context: database, the signed-in organizer (re-read from the database), client address, and the
 * table captain of the table-entry cookie (re-read from the database), and the game-sheet device of its cookie. */
export async function createContext(opts: { headers: Headers }): Promise<ServiceContext> {
  const db = await getDb();
  const cookies = opts.headers.get("cookie");
  const claims = hasSessionCookie(cookies) ? await readSessionClaims() : { userId: undefined, sessionVersion: undefined };
  const captain = await loadCaptainSession(db, cookieFrom(cookies, CAPTAIN_COOKIE));
  return { db, user: await loadSessionUser(db, claims.userId, claims.sessionVersion), clientAddress: clientAddressFrom(opts.headers), captain, sheetDevice: sheetDeviceHash(cookieFrom(cookies, SHEET_DEVICE_COOKIE)) };
}
