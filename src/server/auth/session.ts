// The signed-in organizer for server components and route handlers: token from next-auth, account from the
// database (a disabled or removed account, or a token whose session was ended, is signed out on its next request).
import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "../db";
import type { SessionUser } from "../services/_shared/context";
import { loadSessionUser } from "../services/accounts/load-session-user";
import { readSessionClaims } from "./session-claims";

export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const claims = await readSessionClaims();
  return loadSessionUser(await getDb(), claims.userId, claims.sessionVersion);
});

/** For organizer pages: the user, or a redirect to the sign-in page that comes back here. */
export async function requireSessionUser(callbackPath: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(`/anmelden?callbackUrl=${encodeURIComponent(callbackPath)}`);
  return user;
}
