import "server-only";
import { getServerSession } from "next-auth";
import { clientAddressFrom } from "../auth/client-address";
import { authOptions } from "../auth/options";
import { getDb } from "../db";
import type { ServiceContext } from "../services/context";
import { loadSessionUser } from "../services/load-session-user";

/** The tRPC context: database, the signed-in organizer (re-read from the database), client address. */
export async function createContext(opts: { headers: Headers }): Promise<ServiceContext> {
  const db = await getDb();
  const session = (await getServerSession(authOptions)) as { userId?: string } | null;
  return { db, user: await loadSessionUser(db, session?.userId), clientAddress: clientAddressFrom(opts.headers) };
}
