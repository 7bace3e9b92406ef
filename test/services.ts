// Helpers for service and router tests: contexts for signed-in organizers, and the tRPC caller.
import { TRPCError } from "@trpc/server";
import { createCaller } from "../src/server/api/root";
import type { Database } from "../src/server/db";
import type { ServiceContext, SessionUser } from "../src/server/services/_shared/context";
import { createAccount } from "../src/server/services/accounts/create-account";
import { ensureSetupCode } from "../src/server/services/accounts/setup-code";

export function ctxFor(db: Database, user: SessionUser | null, clientAddress = "127.0.0.1"): ServiceContext {
  return { db, user, clientAddress };
}

let counter = 0;
/** Creates a fresh organizer account (the first one of a database, with the setup code, is the administrator),
 * as sign-up does but without its per-address limit. */
export async function makeUser(db: Database, name = "Orga"): Promise<SessionUser> {
  counter++;
  const user = await createAccount(db, {
    email: `${name.toLowerCase()}${counter}-${Date.now()}@example.org`,
    name,
    password: "geheim-passwort-1",
    setupCode: (await ensureSetupCode(db)) ?? undefined,
  });
  return user!; // the address is new
}

export function callerFor(db: Database, user: SessionUser | null) {
  return createCaller(ctxFor(db, user));
}

/** The TRPCError a call fails with; fails the test when the call succeeds. */
export async function failure(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof TRPCError) return e;
    throw e;
  }
  throw new Error("expected the call to fail");
}
