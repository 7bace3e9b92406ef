// Checks an email and password. The input is validated before any query (a NUL byte or a 10 MB "email" never
// reaches SQL or argon2); failed attempts are limited per account, per address and per pair (sign-in-limits.ts).
import { eq } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { dummyHash, verifyPassword } from "../../auth/password";
import { isServerBusy } from "../../auth/work-limiter";
import type { Database } from "../../db";
import { users } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { limitAddress } from "../_shared/limit-address";
import { emailField, textField } from "../_shared/schemas";
import { recordSignInSuccess, reserveSignInAttempt, withdrawSignInAttempt } from "./sign-in-limits";

export { SIGN_IN_LIMITS } from "./sign-in-limits";

/** No length rule beyond sign-up's maximum: a wrong length is just a wrong password, not a hint. */
export const signInInput = z.object({
  email: emailField,
  password: textField({ de: "Das Passwort", en: "The password" })
    .min(1, bi("Bitte das Passwort angeben.", "Please enter the password."))
    .max(200, bi("Das Passwort darf höchstens 200 Zeichen haben.", "The password may have at most 200 characters.")),
});

export type SignInFailure = "INVALID_INPUT" | "INVALID_CREDENTIALS" | "RATE_LIMITED" | "DISABLED" | "BUSY";
export type SignInOutcome =
  | { ok: true; user: SessionUser; sessionVersion: number }
  | { ok: false; reason: SignInFailure };

export async function signIn(
  db: Database,
  input: { email: unknown; password: unknown; clientAddress: string },
): Promise<SignInOutcome> {
  const parsed = signInInput.safeParse({ email: input.email, password: input.password });
  if (!parsed.success) return { ok: false, reason: "INVALID_INPUT" };
  const { email: account, password } = parsed.data;
  const address = limitAddress(input.clientAddress);

  const reservation = await reserveSignInAttempt(db, account, address);
  if (reservation === null) return { ok: false, reason: "RATE_LIMITED" };

  const [user] = await db.select().from(users).where(eq(users.email, account));
  let valid: boolean;
  try {
    valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
  } catch (e) {
    if (!isServerBusy(e)) throw e;
    await withdrawSignInAttempt(db, reservation); // not checked, so not a failure
    return { ok: false, reason: "BUSY" };
  }
  if (!user || !valid) return { ok: false, reason: "INVALID_CREDENTIALS" }; // the reserved row stays: a failure
  await recordSignInSuccess(db, { userId: user.id, account, address });
  if (user.disabledAt) return { ok: false, reason: "DISABLED" };
  // The version read with the password hash: a password change after this point ends the new session too.
  return {
    ok: true,
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    sessionVersion: user.sessionVersion,
  };
}
