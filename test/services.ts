// Helpers for service and router tests: contexts for signed-in organizers, and the tRPC caller.
import { createCaller } from "../src/server/api/root";
import type { Database } from "../src/server/db";
import type { ServiceContext, SessionUser } from "../src/server/services/context";
import { signUp } from "../src/server/services/sign-up";

export function ctxFor(db: Database, user: SessionUser | null, clientAddress = "127.0.0.1"): ServiceContext {
  return { db, user, clientAddress };
}

let counter = 0;
/** Signs up a fresh organizer and returns it. */
export async function makeUser(db: Database, name = "Orga"): Promise<SessionUser> {
  counter++;
  return signUp({
    ctx: ctxFor(db, null),
    input: { email: `${name.toLowerCase()}${counter}-${Date.now()}@example.org`, name, password: "geheim-passwort-1" },
  });
}

export function callerFor(db: Database, user: SessionUser | null) {
  return createCaller(ctxFor(db, user));
}
