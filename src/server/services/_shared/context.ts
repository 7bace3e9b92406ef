import type { Database } from "../../db";
import type { CaptainSessionStatus, CodeSide, UserRole } from "../../db/schema";

/** The signed-in organizer, as loaded from the database on this request (never only from the token). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  /** The UI language the user chose; null: the browser's. */
  locale?: "de" | "en" | null;
}

/** A table captain signed in with a table code (table-entry/load-captain-session.ts loads it): exactly what the
 * captain may act on, one tournament, round, table and side, from one device. */
export interface CaptainSession {
  id: string;
  tournamentId: string;
  roundId: string;
  matchId: string;
  side: CodeSide;
  deviceId: string;
  status: CaptainSessionStatus;
}

/** What every service verb receives besides its input. */
export interface ServiceContext {
  db: Database;
  user: SessionUser | null;
  /** The client's network address as the server saw it (forwarding headers only with TRUST_PROXY). */
  clientAddress: string;
  /** A table captain signed in with a table code (table entry); absent or null otherwise. */
  captain?: CaptainSession | null;
  /** The game-sheet device: SHA-256 of the secret in its cookie (sheets/sheet-device.ts); absent or null otherwise. */
  sheetDevice?: string | null;
}

export interface ServiceCall<I> {
  ctx: ServiceContext;
  input: I;
}
