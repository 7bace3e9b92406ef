"use server";
// Sign-out step one, on the server: a POST from our own pages (Next checks a server action's Origin against
// the host), which ends every session of the account. Step two, next-auth's signOut, clears the cookie.
import { readSessionClaims } from "@/server/auth/session-claims";
import { getDb } from "@/server/db";
import { signOut } from "@/server/services/accounts/sign-out";

export async function endAllSessions(): Promise<{ ok: boolean }> {
  try {
    await signOut(await getDb(), await readSessionClaims());
    return { ok: true };
  } catch (error) {
    console.error("[abmelden] ending the sessions failed:", error);
    return { ok: false };
  }
}
