// What the signed session token says, for the two places that load the signed-in account (tRPC context and
// server components). The claims are checked against the database by loadSessionUser, never trusted alone.
import "server-only";
import { getServerSession } from "next-auth";
import { authOptions } from "./options";

export interface SessionClaims {
  userId: unknown;
  sessionVersion: unknown;
}

export async function readSessionClaims(): Promise<SessionClaims> {
  const session = (await getServerSession(authOptions)) as Partial<SessionClaims> | null;
  return { userId: session?.userId, sessionVersion: session?.sessionVersion };
}
